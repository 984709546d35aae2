package io.nqueens.harness.runner;

import com.fasterxml.jackson.databind.JsonNode;
import io.nqueens.BadInputException;
import io.nqueens.Contradiction;
import io.nqueens.solver.BackendUnavailableException;
import io.nqueens.solver.Backends;
import io.nqueens.solver.Outcome;
import io.nqueens.solver.SearchControl;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/** One child JVM per backend ({@link Child}), started once for the whole plan; each row asked of each in turn. */
final class Forked<R> extends Isolation<R> {

  /** The exit status of a JVM ended by an interrupt (SIGINT): the run was stopped, not failed. */
  static final int INTERRUPTED = 130;

  private final List<Process> processes = new ArrayList<>();
  private final List<Channel> channels = new ArrayList<>();
  private final Map<String, String> libraries = new LinkedHashMap<>();
  private final Thread watcher;
  /** Set when the children were killed on an interrupt: their ends are then no failures. */
  private volatile boolean stopped;

  Forked(Work<R> work, Plan plan, List<Backends.Spec> specs, SearchControl control) throws IOException {
    super(work, plan, specs);
    String planLine = Wire.line(Wire.write(plan));
    try {
      for (Backends.Spec spec : specs) {
        Process p = new ProcessBuilder(command()).start();
        processes.add(p);
        Channel c = new Channel(spec.label(), p);
        channels.add(c);
        Map<String, Object> hello = new LinkedHashMap<>();
        hello.put("work", work.id());
        hello.put("backend", spec.label());
        hello.put("settings", spec.options().values());
        c.send(Wire.line(hello) + "\n" + planLine);
      }
      for (Channel c : channels) {
        JsonNode answer = c.answer();
        libraries.put(c.label, answer == null ? "" : answer.path("library").asText());
      }
    } catch (IOException | RuntimeException e) {
      close();
      throw e;
    }
    watcher = new Thread(() -> {
      while (!Thread.currentThread().isInterrupted()) {
        if (control.outcome() == Outcome.INTERRUPTED) {
          stopped = true;
          processes.forEach(Process::destroyForcibly);
          return;
        }
        try {
          Thread.sleep(50);
        } catch (InterruptedException e) {
          return;
        }
      }
    }, "nqueens-fork-watcher");
    watcher.setDaemon(true);
    watcher.start();
  }

  /** This JVM's java, its options and class path, running the child. */
  private static List<String> command() {
    List<String> cmd = new ArrayList<>();
    cmd.add(ProcessHandle.current().info().command().orElse("java"));
    // A debugger's agent would make the child wait on the parent's port.
    ManagementFactory.getRuntimeMXBean().getInputArguments().stream().filter(a -> !a.startsWith("-agentlib:jdwp")).forEach(cmd::add);
    cmd.add("-cp");
    cmd.add(ManagementFactory.getRuntimeMXBean().getClassPath());
    cmd.add(Child.class.getName());
    return cmd;
  }

  @Override
  public String how() {
    return "fork";
  }

  @Override
  public Map<String, String> libraries() {
    return libraries;
  }

  @Override
  public R measure(int backend, int row, SearchControl control) {
    Channel c = channels.get(backend);
    try {
      // The child's search stops when this one's would: at the caller's deadline.
      Map<String, Object> ask = new LinkedHashMap<>();
      ask.put("row", row);
      ask.put("limitMs", control.remaining().map(d -> Math.max(1, d.toMillis())).orElse(null));
      c.send(Wire.line(ask));
      JsonNode answer = c.answer();
      return answer == null || !answer.path("value").isObject() ? null : work.read(answer.path("value"), plan.models().get(row));
    } catch (IOException e) {
      // The child is gone (killed on an interrupt): its end says why.
      return c.ended();
    }
  }

  @Override
  public void close() {
    if (watcher != null) {
      watcher.interrupt();
    }
    channels.forEach(Channel::close);
    processes.forEach(Process::destroyForcibly);
  }

  /** One child's standard input and output, its standard error kept for a failure's message. */
  private final class Channel {
    private final String label;
    private final Process process;
    private final BufferedReader out;
    private final Writer in;
    private final StringBuilder err = new StringBuilder();

    Channel(String label, Process process) {
      this.label = label;
      this.process = process;
      this.out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
      this.in = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
      Thread drain = new Thread(() -> {
        try (BufferedReader e = new BufferedReader(new InputStreamReader(process.getErrorStream(), StandardCharsets.UTF_8))) {
          for (String line = e.readLine(); line != null; line = e.readLine()) {
            synchronized (err) {
              err.append(line).append('\n');
            }
          }
        } catch (IOException ignored) {
          // The child has gone.
        }
      }, "nqueens-fork-" + label);
      drain.setDaemon(true);
      drain.start();
    }

    void send(String lines) throws IOException {
      in.write(lines + "\n");
      in.flush();
    }

    /** The child's next answer; an error it names is thrown here as the same exception; null when it was interrupted. */
    JsonNode answer() throws IOException {
      String line = out.readLine();
      if (line == null) {
        return ended();
      }
      JsonNode answer = Wire.parse(line);
      JsonNode error = answer.path("error");
      if (error.isObject()) {
        String message = error.path("message").asText();
        throw switch (error.path("kind").asText()) {
          case "bad-input" -> new BadInputException(message);
          case "unavailable" -> new BackendUnavailableException(message, null);
          case "contradiction" -> new Contradiction(message);
          default -> new ForkFailedException(1, label + " (its own JVM): " + message);
        };
      }
      return answer;
    }

    /** The child has ended without an answer: null when an interrupt ended it, else a failure naming it. */
    <T> T ended() {
      int exit;
      try {
        exit = process.waitFor();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return null;
      }
      if (exit == INTERRUPTED || stopped) {
        return null;
      }
      String why;
      synchronized (err) {
        why = err.toString().strip();
      }
      throw new ForkFailedException(exit, label + " (its own JVM): " + (why.isEmpty() ? "exit " + exit : why.lines().reduce((a, b) -> b).orElse(why)));
    }

    /** Its input closed (it exits at the end of it), killed if it does not within two seconds. */
    void close() {
      try {
        in.close();
      } catch (IOException ignored) {
        // Gone already.
      }
      try {
        if (!process.waitFor(2, TimeUnit.SECONDS)) {
          process.destroyForcibly();
        }
      } catch (InterruptedException e) {
        process.destroyForcibly();
        Thread.currentThread().interrupt();
      }
    }
  }
}
