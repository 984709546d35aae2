package io.nqueens.solver;

import io.nqueens.BadInputException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.LinkedHashMap;
import java.util.stream.Collectors;

/**
 * The registry of backends. A backend is named by a spec {@code name} or {@code name:variant}
 * ({@code backtracking:simple}, {@code choco:ac-dom}).
 */
public final class Backends {

  /** The order in which backends are listed and compared. */
  private static volatile Map<String, SolverProvider> providers;

  private Backends() {}

  private static Map<String, SolverProvider> providers() {
    Map<String, SolverProvider> p = providers;
    if (p == null) {
      // In the order the registration file lists them (META-INF/services), where each backend names itself once; others after.
      Map<String, SolverProvider> found = new LinkedHashMap<>();
      for (SolverProvider sp : ServiceLoader.load(SolverProvider.class, Backends.class.getClassLoader())) {
        found.put(sp.name(), sp);
      }
      providers = p = found;
    }
    return p;
  }

  /** Frees what every backend keeps between runs ({@link SolverProvider#releaseCaches}). */
  public static void releaseCaches() {
    providers().values().forEach(SolverProvider::releaseCaches);
  }

  /** Every registered backend name, in the registry's order (the registration file's: backtracking, choco, cpsat, ...). */
  public static List<String> names() {
    return List.copyOf(providers().keySet());
  }

  /** The backends run when none are named: every registered one that is {@link SolverProvider#inDefaultSet()}. */
  public static List<String> defaults() {
    return names().stream().filter(n -> provider(n).inDefaultSet()).toList();
  }

  /**
   * The backends in a named comparison ({@link SolverProvider#lineup}), in the registry's order, each
   * as the command line names it: the backend's name alone for its default variant.
   */
  public static List<String> lineup(Lineup lineup) {
    List<String> out = new ArrayList<>();
    for (String name : names()) {
      SolverProvider p = provider(name);
      for (String variant : p.lineup(lineup)) {
        out.add(variant.equals(p.variants().get(0).name()) ? name : name + ":" + variant);
      }
    }
    return out;
  }

  public static SolverProvider provider(String name) {
    SolverProvider p = providers().get(name);
    if (p == null) {
      throw new BadInputException("unknown solver '" + name + "' (known: " + String.join(", ", names()) + ")" + Suggestions.didYouMean(name, names()));
    }
    return p;
  }

  /** The provider of this name, or null: for checking names without an error. */
  static SolverProvider providerOrNull(String name) {
    return providers().get(name);
  }

  /** Checks a spec without creating the solver (so no native library is loaded). */
  public static Spec parse(String spec) {
    // Names and variants are matched without regard to case: what a user types need not match the registry's spelling.
    String s = spec.trim();
    int colon = s.indexOf(':');
    String typed = (colon < 0 ? s : s.substring(0, colon)).toLowerCase(Locale.ROOT);
    SolverProvider p = provider(typed);
    if (colon < 0) {
      return new Spec(p.name(), p.variants().get(0).name());
    }
    String variant = s.substring(colon + 1);
    return p.variants().stream().filter(v -> v.name().equalsIgnoreCase(variant)).findFirst()
        .map(v -> new Spec(p.name(), v.name()))
        .orElseThrow(() -> new BadInputException("unknown variant '" + variant + "' of solver " + p.name() + " (known: "
            + p.variants().stream().map(SolverProvider.Variant::name).collect(Collectors.joining(", ")) + ")"
            + Suggestions.didYouMean(variant, p.variants().stream().map(SolverProvider.Variant::name).toList())));
  }

  /** The spec that makes solvers like this one, if the registry knows its name and variant. */
  public static Optional<Spec> specOf(Solver solver) {
    SolverProvider p = providers().get(solver.name());
    if (p == null || p.variants().stream().noneMatch(v -> v.name().equals(solver.variant()))) {
      return Optional.empty();
    }
    return Optional.of(new Spec(solver.name(), solver.variant()));
  }

  public static Solver create(String spec) {
    return parse(spec).create();
  }

  /** A checked backend name and variant, with the settings its solvers are created with. */
  public record Spec(String name, String variant, BackendOptions options) {

    public Spec {
      Objects.requireNonNull(options, "options");
      for (String key : options.values().keySet()) {
        int dot = key.indexOf('.');
        SolverProvider p = dot < 0 ? null : providerOrNull(key.substring(0, dot).toLowerCase(Locale.ROOT));
        if (p == null || p.options().stream().noneMatch(o -> o.key().equals(key.substring(dot + 1)))) {
          throw new BadInputException("unknown backend option '" + key + "' (known: " + knownOptions() + ")");
        }
      }
    }

    public Spec(String name, String variant) {
      this(name, variant, BackendOptions.NONE);
    }

    /** This backend and variant with these settings. */
    public Spec with(BackendOptions settings) {
      return new Spec(name, variant, settings);
    }

    /** A solver of this backend, guarded by its limits ({@link Limits}): the only place providers make solvers. */
    public Solver create() {
      Map<String, String> own = options.of(name);
      return Limits.guard(own.isEmpty() ? provider(name).create(variant) : provider(name).create(variant, own));
    }

    /** The same backend and variant, whatever the settings. */
    public boolean sameBackend(Spec other) {
      return name.equals(other.name) && variant.equals(other.variant);
    }

    /** {@code name} for the default variant, {@code name:variant} otherwise. */
    public String label() {
      return provider(name).variants().get(0).name().equals(variant) ? name : name + ":" + variant;
    }
  }

  /** Every backend option's key, {@code backend.key}: what a typo is told it could have meant. */
  private static String knownOptions() {
    String all = names().stream()
        .flatMap(b -> provider(b).options().stream().map(o -> b + "." + o.key()))
        .collect(Collectors.joining(", "));
    return all.isEmpty() ? "none" : all;
  }
}
