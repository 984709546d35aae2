package io.nqueens.solver.minizinc;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/** The {@code minizinc} executable found on PATH, its version, and the constraint solvers it lists. */
record Installation(Path executable, String version, List<Backend> solvers) {

  /** One solver configuration: {@code variant} is its short name (gecode, chuffed). */
  record Backend(String variant, String id, String name) {}

  private static volatile Optional<Installation> found;

  static Optional<Installation> find() {
    Optional<Installation> f = found;
    if (f == null) {
      synchronized (Installation.class) {
        if (found == null) {
          found = look();
        }
        f = found;
      }
    }
    return f;
  }

  private static Optional<Installation> look() {
    String path = System.getenv("PATH");
    if (path == null) {
      return Optional.empty();
    }
    for (String dir : path.split(File.pathSeparator)) {
      Path exe = Path.of(dir, "minizinc");
      if (Files.isExecutable(exe)) {
        try {
          return Optional.of(new Installation(exe, version(exe), solvers(exe)));
        } catch (Exception e) {
          return Optional.empty();
        }
      }
    }
    return Optional.empty();
  }

  /** How long {@code minizinc --version} and {@code --solvers-json} may take. */
  static final long ANSWER_SECONDS = 30;

  static String run(Path exe, String... args) throws Exception {
    List<String> cmd = new ArrayList<>(List.of(exe.toString()));
    cmd.addAll(List.of(args));
    Process p = new ProcessBuilder(cmd).redirectError(ProcessBuilder.Redirect.DISCARD).start();
    // Read on another thread, so that the time limit holds even when minizinc hangs before writing.
    CompletableFuture<String> out = CompletableFuture.supplyAsync(() -> {
      try {
        return new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    });
    if (!p.waitFor(ANSWER_SECONDS, TimeUnit.SECONDS)) {
      p.descendants().forEach(ProcessHandle::destroyForcibly);
      p.destroyForcibly();
      throw new IllegalStateException("minizinc did not answer within " + ANSWER_SECONDS + " s");
    }
    return out.get(ANSWER_SECONDS, TimeUnit.SECONDS);
  }

  private static String version(Path exe) throws Exception {
    String out = run(exe, "--version");
    return out.lines().filter(l -> l.contains("version")).findFirst().map(String::strip).orElse("MiniZinc");
  }

  /** The constraint-programming solvers minizinc lists (tag "cp"), the default first; Gist (a GUI) left out. */
  private static List<Backend> solvers(Path exe) throws Exception {
    JsonNode list = new ObjectMapper().readTree(run(exe, "--solvers-json"));
    List<Backend> out = new ArrayList<>();
    for (JsonNode s : list) {
      String id = s.path("id").asText();
      boolean cp = false;
      for (JsonNode tag : s.path("tags")) {
        cp |= tag.asText().equals("cp");
      }
      if (!cp || id.contains("gist")) {
        continue;
      }
      String variant = id.substring(id.lastIndexOf('.') + 1).toLowerCase(Locale.ROOT);
      Backend b = new Backend(variant, id, s.path("name").asText(variant));
      boolean isDefault = false;
      for (JsonNode tag : s.path("tags")) {
        isDefault |= tag.asText().equals("default");
      }
      if (isDefault) {
        out.add(0, b);
      } else if (out.stream().noneMatch(x -> x.variant().equals(variant))) {
        out.add(b);
      }
    }
    return List.copyOf(out);
  }
}
