package io.nqueens.solver.cpsat;

import com.google.ortools.Loader;
import com.google.ortools.util.Domain;
import io.nqueens.solver.BackendUnavailableException;

/** Loads OR-Tools' native library once, the first time the CP-SAT backend is created. */
final class NativeLibrary {

  private static volatile boolean loaded;

  private NativeLibrary() {}

  static synchronized void ensureLoaded() {
    if (loaded) {
      return;
    }
    try {
      Loader.loadNativeLibraries();
      // The loader can return without linking anything (an unwritable temp folder, say): a first
      // native call tells.
      new Domain(0, 1);
      loaded = true;
    } catch (Throwable e) {
      throw new BackendUnavailableException(
          "solver cpsat is unavailable: the OR-Tools native library could not be loaded (" + e + "); the other solvers still work", e);
    }
  }
}
