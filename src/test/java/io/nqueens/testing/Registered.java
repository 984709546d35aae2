package io.nqueens.testing;

import io.nqueens.solver.BackendUnavailableException;
import io.nqueens.solver.Backends;
import io.nqueens.solver.SolverProvider;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * Every backend and variant the registry knows, as specs ({@code name:variant}), for the tests that
 * must cover them all: a backend is tested the day it is registered. One that cannot run here (MiniZinc
 * without the executable) is left out; those outside the default set (external processes) are
 * listed apart, for tests that run them less often.
 */
public final class Registered {

  private static volatile List<String> available;
  private static volatile List<String> optimisers;

  private Registered() {}

  /**
   * Every spec of a complete backend (one that counts, lists and proves) that runs here, in-process
   * ones first; the incomplete ones (local search, the construction) are left out.
   */
  public static List<String> specs() {
    List<String> a = available;
    if (a == null) {
      List<String> out = new ArrayList<>();
      for (String name : Backends.names()) {
        SolverProvider p = Backends.provider(name);
        for (SolverProvider.Variant v : p.variants()) {
          String spec = name + ":" + v.name();
          if (p.firstSolutionsOnly() || !p.counts()) {
            continue;
          }
          try {
            Backends.create(spec);
            out.add(spec);
          } catch (BackendUnavailableException e) {
            // Not installed here: its tests are skipped with it.
          }
        }
      }
      available = a = List.copyOf(out);
    }
    return a;
  }

  /**
   * Every spec that proves optima and runs here: the complete backends and those that optimise
   * without counting (the integer program); local search, which never proves, is left out.
   */
  public static List<String> optimisers() {
    List<String> o = optimisers;
    if (o == null) {
      List<String> out = new ArrayList<>(specs());
      for (String name : Backends.names()) {
        SolverProvider p = Backends.provider(name);
        if (p.counts() || p.firstSolutionsOnly()) {
          continue;
        }
        for (SolverProvider.Variant v : p.variants()) {
          try {
            Backends.create(name + ":" + v.name());
            out.add(name + ":" + v.name());
          } catch (BackendUnavailableException e) {
            // Not here.
          }
        }
      }
      optimisers = o = List.copyOf(out);
    }
    return o;
  }

  public static Stream<String> all() {
    return specs().stream();
  }

  /** The specs of backends that run in this process (the default set). */
  public static List<String> inProcess() {
    return specs().stream().filter(s -> Backends.provider(name(s)).inDefaultSet()).toList();
  }

  /** The specs of backends that run outside the default set (MiniZinc, where installed). */
  public static List<String> external() {
    return specs().stream().filter(s -> !Backends.provider(name(s)).inDefaultSet()).toList();
  }

  public static String name(String spec) {
    int colon = spec.indexOf(':');
    return colon < 0 ? spec : spec.substring(0, colon);
  }
}
