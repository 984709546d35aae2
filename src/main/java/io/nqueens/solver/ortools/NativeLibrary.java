package io.nqueens.solver.ortools;

import com.google.ortools.Loader;
import com.google.ortools.util.Domain;
import com.sun.jna.Platform;
import io.nqueens.solver.BackendUnavailableException;
import io.nqueens.solver.ScratchFiles;
import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystem;
import java.nio.file.FileSystemAlreadyExistsException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Collections;
import java.util.Properties;
import java.util.stream.Stream;

/**
 * Loads OR-Tools' native library once, the first time CP-SAT or the linear solver is created. OR-Tools' own
 * loader unpacks the whole library into a fresh temporary folder on every run (and leaves it behind when
 * the process is killed); here the libraries are unpacked once into a per-user cache keyed by the
 * OR-Tools version ({@code $XDG_CACHE_HOME/nqueens} or {@code ~/.cache/nqueens}; the system property
 * the environment variable {@code NQUEENS_CACHE} overrides it) and loaded from there. Where the cache cannot be written,
 * OR-Tools' own loader is used.
 */
final class NativeLibrary {

  private static volatile boolean loaded;

  private NativeLibrary() {}

  static synchronized void ensureLoaded(String solver) {
    if (loaded) {
      return;
    }
    String platform = Platform.RESOURCE_PREFIX;
    if (NativeLibrary.class.getClassLoader().getResource("ortools-" + platform + "/") == null) {
      // A jar built for another platform (the default build carries its own platform's library only).
      throw new BackendUnavailableException("solver " + solver + " is unavailable: this build carries no OR-Tools native library for "
          + platform + " (rebuild with ./mvnw -Dplatforms=all package, or build on this platform); the other solvers still work", null);
    }
    try {
      if (!loadFromCache()) {
        Loader.loadNativeLibraries();
      }
      // The loader can return without linking anything (an unwritable temp folder, say): a first
      // native call tells.
      new Domain(0, 1);
      loaded = true;
    } catch (Throwable e) {
      throw new BackendUnavailableException(
          "solver " + solver + " is unavailable: the OR-Tools native library could not be loaded (" + e + "); the other solvers still work", e);
    }
  }

  /** Loads the libraries from the cache, unpacking them there first if needed; false if the cache cannot be used. */
  private static boolean loadFromCache() {
    String resource = "ortools-" + Platform.RESOURCE_PREFIX;
    Path root = cacheRoot();
    if (root == null) {
      return false;
    }
    Path dir = root.resolve("ortools-" + version()).resolve(resource);
    Path library = dir.resolve(System.mapLibraryName("jniortools"));
    try {
      if (!Files.exists(dir.resolve(".complete"))) {
        unpack(resource, dir);
      }
      System.load(library.toAbsolutePath().toString());
      return true;
    } catch (IOException | RuntimeException | UnsatisfiedLinkError e) {
      return false;
    }
  }

  /** Unpacks into a fresh folder beside the target and renames it into place, so that a killed run never leaves half a cache. */
  private static void unpack(String resource, Path target) throws IOException {
    URL url = NativeLibrary.class.getClassLoader().getResource(resource + "/");
    if (url == null) {
      throw new IOException("no native resources " + resource + " on the class path");
    }
    URI uri;
    try {
      uri = url.toURI();
    } catch (URISyntaxException e) {
      throw new IOException(e);
    }
    Files.createDirectories(target.getParent());
    Path staging = Files.createTempDirectory(target.getParent(), "unpacking-");
    FileSystem opened = null;
    try {
      Path source;
      if ("jar".equals(uri.getScheme())) {
        FileSystem fs;
        try {
          fs = opened = FileSystems.newFileSystem(uri, Collections.emptyMap());
        } catch (FileSystemAlreadyExistsException e) {
          // Someone else's: theirs to close.
          fs = FileSystems.getFileSystem(uri);
        }
        source = fs.provider().getPath(uri);
      } else {
        source = Path.of(uri);
      }
      try (Stream<Path> files = Files.list(source)) {
        for (Path f : (Iterable<Path>) files::iterator) {
          Files.copy(f, staging.resolve(f.getFileName().toString()), StandardCopyOption.REPLACE_EXISTING);
        }
      }
      Files.createFile(staging.resolve(".complete"));
      try {
        Files.move(staging, target, StandardCopyOption.ATOMIC_MOVE);
      } catch (FileAlreadyExistsException | DirectoryNotEmptyException e) {
        // Another process unpacked it first: theirs is complete too.
      }
    } finally {
      if (opened != null) {
        opened.close();
      }
      ScratchFiles.deleteQuietly(staging);
    }
  }

  private static Path cacheRoot() {
    String override = System.getenv("NQUEENS_CACHE");
    if (override != null && !override.isBlank()) {
      return Path.of(override);
    }
    String xdg = System.getenv("XDG_CACHE_HOME");
    if (xdg != null && !xdg.isBlank()) {
      return Path.of(xdg, "nqueens");
    }
    String home = System.getProperty("user.home");
    return home == null ? null : Path.of(home, ".cache", "nqueens");
  }

  static String version() {
    try (InputStream in = NativeLibrary.class.getResourceAsStream("ortools.properties")) {
      Properties p = new Properties();
      if (in != null) {
        p.load(in);
      }
      return p.getProperty("version", "unknown");
    } catch (IOException e) {
      return "unknown";
    }
  }
}
