package io.nqueens.harness.runner;

import com.fasterxml.jackson.databind.JsonNode;
import io.nqueens.BadInputException;
import io.nqueens.Contradiction;
import io.nqueens.Text;
import io.nqueens.harness.measure.Runs;
import io.nqueens.harness.measure.Trial;
import io.nqueens.model.QueensModel;
import io.nqueens.solver.BackendUnavailableException;
import io.nqueens.solver.Backends;
import io.nqueens.solver.Outcome;
import io.nqueens.solver.SearchControl;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;

/**
 * One child JVM per backend ({@link Child}), started once for the whole plan; each row asked of each
 * in turn, with the run's own time limit. Every wait on a child is bounded: it says it is alive every
 * {@link Wire#HEARTBEAT}, and one silent for {@link #GRACE} (stopped, hung) is killed; with a time limit, its
 * answer must come within the longest its runs can take plus the grace. A child that dies, is killed
 * or answers what cannot be read gives that row a failed cell naming what happened, and the next row
 * of its backend runs in a new JVM. Its answers are the lines that start with this comparison's token;
 * any other line on its standard output (a library or the JVM writing there) is kept as its noise.
 */
final class Forked<R> extends Isolation<R> {


  /** What a child may take beyond its runs' limits, and the longest it may be silent, before it is killed. */
  static final Duration GRACE = Duration.ofSeconds(10);

  /**
   * The longest a child may take to start: a JVM, its backend's library loaded, its first answer;
   * the silence bound ({@link #GRACE}) counts only from that answer on.
   */
  static final Duration START = Duration.ofSeconds(60);


  private final String token = HexFormat.of().formatHex(new SecureRandom().generateSeed(12));
  private final List<Channel> channels = new ArrayList<>();
  private final Map<String, String> libraries = new LinkedHashMap<>();
  /** Each backend's refusals, row by row (null where it takes the row), as its first JVM answered them. */
  private final List<List<String>> refusals = new ArrayList<>();
  /** Each run's limit (none: null), which the children are sent. */
  private final Duration limit;
  private final Thread watcher;
  /** Set when the children were killed on an interrupt: their ends are then no failures. */
  private volatile boolean stopped;

  Forked(Work<R> work, Plan plan, List<Backends.Spec> specs, SearchControl control) throws IOException {
    super(work, plan, specs);
    this.limit = control.timeLimit().orElse(null);
    try {
      for (Backends.Spec spec : specs) {
        Channel c = new Channel(spec);
        channels.add(c);
        refusals.add(new ArrayList<>(Collections.nCopies(plan.models().size(), (String) null)));
        try {
          c.start();
        } catch (Failure f) {
          c.startFailure = f.getMessage();
        }
      }
      for (Channel c : channels) {
        try {
          if (c.startFailure == null) {
            greeted(c, c.hello());
          }
        } catch (Failure f) {
          // A child that dies, hangs or is stopped before its first answer: its first row is a failed cell, and the next starts a new JVM.
          c.kill();
          c.startFailure = f.getMessage();
        }
      }
    } catch (IOException | RuntimeException e) {
      close();
      throw e;
    }
    watcher = new Thread(() -> {
      while (!Thread.currentThread().isInterrupted()) {
        if (control.outcome() == Outcome.INTERRUPTED) {
          stopped = true;
          channels.forEach(Channel::kill);
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

  /** What a child's first answer says: the library it runs on, and what it refuses of the plan. */
  private void greeted(Channel c, Wire.Greeting greeting) {
    libraries.put(c.label, greeting.library());
    List<String> mine = refusals.get(channels.indexOf(c));
    for (int row = 0; row < Math.min(mine.size(), greeting.refusals().size()); row++) {
      mine.set(row, greeting.refusals().get(row));
    }
  }

  /**
   * The program's java, the options it chooses ({@link ChildJvm}) and this JVM's class path, running
   * the child; its arguments are the token and, for whoever lists processes, its backend.
   */
  private List<String> command(String label) {
    List<String> cmd = new ArrayList<>();
    cmd.add(ChildJvm.java());
    cmd.addAll(ChildJvm.options());
    cmd.add("-cp");
    cmd.add(ChildJvm.classPath());
    cmd.add(Child.class.getName());
    cmd.add(token);
    cmd.add(label);
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
  public Optional<String> refusal(int backend, int row) {
    return Optional.ofNullable(refusals.get(backend).get(row));
  }

  @Override
  R measureCell(int backend, int row, SearchControl control) {
    Channel c = channels.get(backend);
    QueensModel model = plan.models().get(row);
    if (stopped || control.outcome() == Outcome.INTERRUPTED) {
      return null;
    }
    try {
      if (c.startFailure != null) {
        String why = c.startFailure;
        c.startFailure = null;
        return work.failed(specs.get(backend), model, plan, "before its first answer: " + why);
      }
      if (!c.running()) {
        c.start();
        greeted(c, c.hello());
      }
      Duration limit = control.timeLimit().orElse(null);
      c.send(Wire.line(new Wire.Ask(row, limit == null ? null : Math.max(1, limit.toMillis()))));
      JsonNode answer = c.await(limit == null ? null : longest(limit));
      return !answer.path("value").isObject() ? null : c.typed(() -> work.read(answer.path("value"), model));
    } catch (Failure f) {
      if (stopped || control.outcome() == Outcome.INTERRUPTED) {
        return null;
      }
      if (f.ended) {
        c.kill();
      }
      return work.failed(specs.get(backend), model, plan, f.getMessage());
    } catch (IOException e) {
      return work.failed(specs.get(backend), model, plan, "could not be started: " + e.getMessage());
    }
  }

  /**
   * The longest one backend's answer to one row may take when each of its runs has this limit: its
   * timed runs as the plan's {@link Runs} allow, a count's separate first-solution runs and its check,
   * two warm-ups, and the grace.
   */
  Duration longest(Duration limit) {
    double l = limit.toNanos() / 1e6;
    double ms = plan.runs().longestMillis(l) + (Trial.MAX_SOLVE_RUNS + 1) * l + 2 * Runs.WARM_UP.toMillis() + GRACE.toMillis();
    return Duration.ofMillis((long) Math.min(ms, SearchControl.MAX_TIME_LIMIT.toMillis()));
  }

  @Override
  public void close() {
    if (watcher != null) {
      watcher.interrupt();
    }
    channels.forEach(Channel::close);
  }

  /** A child gave no usable answer: what happened, and whether its JVM is done for ({@code ended}: killed or gone). */
  private static final class Failure extends Exception {
    final boolean ended;

    Failure(String what, boolean ended) {
      super(what, null, false, false);
      this.ended = ended;
    }
  }

  /** One backend's child: started, restarted after a failure, its answers read with a deadline. */
  private final class Channel {
    private static final String END = new String("end of output");

    private final Backends.Spec spec;
    private final String label;
    private Process process;
    /** Whether its current JVM has given its first answer: from then on, a silence of {@link #GRACE} kills it. */
    private boolean greeted;
    /** Why its first JVM gave no first answer, until a row's cell has said it. */
    private String startFailure;
    private Writer in;
    private BlockingQueue<String> answers;
    /** Its standard error, and any line on its standard output that is no answer: the last is kept for a failure's message. */
    private final StringBuilder noise = new StringBuilder();

    Channel(Backends.Spec spec) {
      this.spec = spec;
      this.label = spec.label();
    }

    boolean running() {
      return process != null && process.isAlive();
    }

    /** A new JVM for this backend, sent what to measure. */
    void start() throws IOException, Failure {
      Process p = new ProcessBuilder(command(label)).start();
      process = p;
      greeted = false;
      answers = new LinkedBlockingQueue<>();
      synchronized (noise) {
        noise.setLength(0);
      }
      BlockingQueue<String> queue = answers;
      String prefix = token + " ";
      daemon("nqueens-fork-out-" + label, () -> {
        try (BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
          for (String line = out.readLine(); line != null; line = out.readLine()) {
            if (line.startsWith(prefix)) {
              queue.add(line.substring(prefix.length()));
            } else {
              keep(line);
            }
          }
        } catch (IOException gone) {
          // The child has gone.
        }
        queue.add(END);
      });
      daemon("nqueens-fork-err-" + label, () -> {
        try (BufferedReader err = new BufferedReader(new InputStreamReader(p.getErrorStream(), StandardCharsets.UTF_8))) {
          for (String line = err.readLine(); line != null; line = err.readLine()) {
            keep(line);
          }
        } catch (IOException gone) {
          // The child has gone.
        }
      });
      in = new OutputStreamWriter(p.getOutputStream(), StandardCharsets.UTF_8);
      Wire.Hello hello = new Wire.Hello(Wire.VERSION, work.id(), spec.label(), spec.options().values(),
          limit == null ? null : Math.max(1, limit.toMillis()));
      send(Wire.line(hello) + "\n" + Wire.line(plan));
    }

    /** Its first answer, once its backend has loaded: the library it runs on, and what it refuses of the plan. */
    Wire.Greeting hello() throws Failure {
      JsonNode hello = await(START);
      greeted = true;
      return typed(() -> Wire.read(hello, Wire.Greeting.class));
    }

    /** A record read from an answer; one that cannot be read (a field missing, of another type) is the child's failure. */
    <T> T typed(Supplier<T> read) throws Failure {
      try {
        return read.get();
      } catch (IllegalArgumentException e) {
        throw new Failure("its JVM answered what cannot be read (" + abbreviated(e.getMessage()) + ")", true);
      }
    }

    private void keep(String line) {
      synchronized (noise) {
        noise.append(line).append('\n');
        if (noise.length() > 16_384) {
          noise.delete(0, noise.length() - 8_192);
        }
      }
    }

    void send(String lines) throws Failure {
      try {
        in.write(lines + "\n");
        in.flush();
      } catch (IOException e) {
        throw new Failure(ended(), true);
      }
    }

    /**
     * Its next answer, within {@code bound} (none: as long as it keeps saying it is alive); an error
     * it names is thrown here as the same exception.
     */
    JsonNode await(Duration bound) throws Failure {
      long start = System.nanoTime();
      long lastSign = start;
      while (true) {
        String line;
        try {
          line = answers.poll(100, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
          throw new Failure("interrupted", true);
        }
        long now = System.nanoTime();
        if (line == END) {
          throw new Failure(ended(), true);
        }
        if (line != null) {
          lastSign = now;
          if (!line.equals(Wire.ALIVE)) {
            return read(line);
          }
        } else if (stopped) {
          throw new Failure("stopped", true);
        } else if (greeted && now - lastSign > GRACE.toNanos()) {
          throw new Failure("its JVM gave no sign of life for " + seconds(GRACE) + " (stopped or hung), and was killed", true);
        } else if (bound != null && now - start > bound.toNanos()) {
          throw new Failure(greeted ? "no answer within " + seconds(bound) + " (its runs' time limits plus a grace of " + seconds(GRACE)
              + "); its JVM was killed" : "its JVM did not start within " + seconds(bound) + ", and was killed", true);
        }
      }
    }

    private JsonNode read(String line) throws Failure {
      JsonNode answer;
      try {
        answer = Wire.parse(line);
      } catch (RuntimeException e) {
        throw new Failure("its JVM answered what cannot be read (" + abbreviated(line) + ")", true);
      }
      if (answer.path("error").isObject()) {
        Wire.Fault fault = typed(() -> Wire.read(answer.path("error"), Wire.Fault.class));
        String message = fault.message();
        switch (fault.kind()) {
          case "bad-input" -> throw new BadInputException(message);
          case "unavailable" -> throw new BackendUnavailableException(message, null);
          case "contradiction" -> throw new Contradiction(message);
          default -> throw new Failure("internal error in its JVM: " + message, false);
        }
      }
      return answer;
    }

    /** What ended the child: its signal or exit status, and its last line of standard error. */
    private String ended() {
      Process p = process;
      int exit;
      try {
        if (!p.waitFor(5, TimeUnit.SECONDS)) {
          p.destroyForcibly();
          return "its JVM closed its output without ending, and was killed";
        }
        exit = p.exitValue();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return "interrupted";
      }
      String last;
      synchronized (noise) {
        last = noise.toString().strip().lines().reduce((a, b) -> b).orElse("");
      }
      return "its JVM " + exitWords(exit) + (last.isEmpty() ? "" : " (" + abbreviated(last) + ")");
    }

    /** Killed, and waited for (briefly), so that the next row starts a new JVM. */
    void kill() {
      Process p = process;
      if (p == null) {
        return;
      }
      p.destroyForcibly();
      try {
        p.waitFor(5, TimeUnit.SECONDS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    }

    /** Its input closed (it exits at the end of it), killed if it does not within two seconds. */
    void close() {
      Process p = process;
      if (p == null) {
        return;
      }
      try {
        in.close();
      } catch (IOException ignored) {
        // Gone already.
      }
      try {
        if (!p.waitFor(2, TimeUnit.SECONDS)) {
          p.destroyForcibly();
        }
      } catch (InterruptedException e) {
        p.destroyForcibly();
        Thread.currentThread().interrupt();
      }
    }
  }

  /** An exit status in words: a signal where it is one (128 + its number, as a shell and Java report it). */
  static String exitWords(int exit) {
    if (exit > 128 && exit < 128 + 32) {
      int signal = exit - 128;
      String name = switch (signal) {
        case 1 -> "SIGHUP";
        case 2 -> "SIGINT";
        case 3 -> "SIGQUIT";
        case 6 -> "SIGABRT";
        case 9 -> "SIGKILL";
        case 11 -> "SIGSEGV";
        case 15 -> "SIGTERM";
        default -> "";
      };
      return "died with signal " + signal + (name.isEmpty() ? "" : " (" + name + ")");
    }
    return "exited with status " + exit;
  }

  private static String seconds(Duration d) {
    return d.toMillis() % 1000 == 0 ? d.toSeconds() + " s" : String.format(Locale.ROOT, "%.1f s", d.toMillis() / 1000.0);
  }

  /** A line as a message shows it: at most 80 characters, control characters escaped. */
  private static String abbreviated(String line) {
    return Text.oneLine(line, 80);
  }

  private static void daemon(String name, Runnable body) {
    Thread t = new Thread(body, name);
    t.setDaemon(true);
    t.start();
  }
}
