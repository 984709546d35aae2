package io.nqueens.solver;

import io.nqueens.BadInputException;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * Settings of backends, passed as values (never through system properties): each is {@code backend.key}
 * with a text value, such as {@code cpsat.parameters = "num_workers:3"}. Every key is checked against
 * the options its backend declares ({@link SolverProvider#options()}) when a backend is named with
 * them ({@link Backends.Spec}), so a typo is refused before anything runs; each backend reads its own keys into its own options when it creates a solver.
 */
public record BackendOptions(Map<String, String> values) {

  /** No settings: every backend as it comes. */
  public static final BackendOptions NONE = new BackendOptions(Map.of());

  public BackendOptions {
    values = Collections.unmodifiableMap(new TreeMap<>(values));
  }

  /** Options from {@code backend.key=value} assignments, as the command line's {@code --backend-option} gives them. */
  public static BackendOptions parse(List<String> assignments) {
    Map<String, String> values = new TreeMap<>();
    for (String a : assignments == null ? List.<String>of() : assignments) {
      int eq = a.indexOf('=');
      if (eq <= 0) {
        throw new BadInputException("backend option '" + a + "' is not backend.key=value");
      }
      String key = a.substring(0, eq).strip().toLowerCase(Locale.ROOT);
      if (values.put(key, a.substring(eq + 1)) != null) {
        throw new BadInputException("backend option '" + key + "' is given twice");
      }
    }
    return new BackendOptions(values);
  }

  /** The settings of one backend, by their keys without the backend's name. */
  public Map<String, String> of(String backend) {
    String prefix = backend + ".";
    return values.entrySet().stream().filter(e -> e.getKey().startsWith(prefix))
        .collect(Collectors.toUnmodifiableMap(e -> e.getKey().substring(prefix.length()), Map.Entry::getValue));
  }

  /** A Boolean setting: {@code true} or {@code false}, refused otherwise. */
  public static boolean bool(Map<String, String> options, String backend, String key, boolean fallback) {
    String v = options.get(key);
    if (v == null) {
      return fallback;
    }
    return switch (v.strip().toLowerCase(Locale.ROOT)) {
      case "true" -> true;
      case "false" -> false;
      default -> throw new BadInputException("backend option " + backend + "." + key + " must be true or false, not '" + v + "'");
    };
  }
}
