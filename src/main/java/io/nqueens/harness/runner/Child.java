package io.nqueens.harness.runner;

import io.nqueens.BadInputException;
import io.nqueens.Contradiction;
import io.nqueens.model.QueensModel;
import io.nqueens.solver.BackendOptions;
import io.nqueens.solver.BackendUnavailableException;
import io.nqueens.solver.Backends;
import io.nqueens.solver.SearchControl;
import io.nqueens.solver.Solver;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;

/**
 * The one entry point of a child JVM ({@link Forked}), started with its parent's token as its first
 * argument (its backend's name, the second, is for whoever lists processes): it reads what to measure (the work, its one backend and settings, the plan) as two lines
 * on standard input, answers with the backend's library, then answers each row it is asked (with each
 * run's time limit) with that row's result, one line of JSON each ({@link Wire}), until its input
 * ends. Every line it writes for its parent starts with the token (so that what a library or the JVM
 * writes to standard output is not taken for an answer), and every {@link Wire#HEARTBEAT} it says it is
 * alive. An error it can name is answered as one (bad input, a backend that cannot load, a
 * contradiction), so that the parent throws the same exception as in one JVM. It ends when its parent does.
 */
public final class Child {

  private Child() {}

  public static void main(String[] args) throws IOException {
    if (args.length < 1 || args[0].isBlank()) {
      System.err.println("nqueens: the child JVM of a comparison is started by the program, with its parent's token");
      System.exit(2);
    }
    ProcessHandle.current().parent().ifPresent(parent -> parent.onExit().thenRun(() -> Runtime.getRuntime().halt(Wire.INTERRUPTED)));
    // Standard output is the channel: Java code writes to standard error instead.
    channel = new PrintStream(System.out, false, StandardCharsets.UTF_8);
    prefix = args[0] + " ";
    System.setOut(System.err);
    Thread heartbeat = new Thread(() -> {
      while (true) {
        say(Wire.ALIVE);
        try {
          Thread.sleep(Wire.HEARTBEAT.toMillis());
        } catch (InterruptedException e) {
          return;
        }
      }
    }, "nqueens-child-heartbeat");
    heartbeat.setDaemon(true);
    heartbeat.start();
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    String hello = in.readLine();
    String planLine = in.readLine();
    if (hello == null || planLine == null) {
      return;
    }
    serve(hello, planLine, in);
  }

  private static PrintStream channel;
  private static String prefix;

  /** One line to the parent, whole (the heartbeat and the answers share the channel). */
  private static synchronized void say(String line) {
    channel.println(prefix + line);
    channel.flush();
  }

  private static <R> void serve(String helloLine, String planLine, BufferedReader in) throws IOException {
    Solver solver;
    Backends.Spec spec;
    Plan plan;
    Work<R> work;
    Wire.Hello hello;
    try {
      hello = Wire.read(Wire.parse(helloLine), Wire.Hello.class);
      if (hello.version() != Wire.VERSION) {
        throw new IllegalArgumentException("the parent speaks version " + hello.version() + " of the protocol, this child " + Wire.VERSION);
      }
      @SuppressWarnings("unchecked")
      Work<R> named = (Work<R>) Work.named(hello.work());
      work = named;
      spec = Backends.parse(hello.backend()).with(new BackendOptions(hello.settings()));
      plan = Wire.read(Wire.parse(planLine), Plan.class);
      solver = spec.create();
    } catch (RuntimeException e) {
      answer(error(e));
      return;
    }
    SearchControl limited = control(hello.limitMs());
    List<String> refusals = new ArrayList<>();
    for (QueensModel model : plan.models()) {
      refusals.add(work.refusal(solver, model, limited).orElse(null));
    }
    answer(new Wire.Greeting(solver.library(), refusals));
    for (String line = in.readLine(); line != null; line = in.readLine()) {
      Object answer;
      try {
        Wire.Ask ask = Wire.read(Wire.parse(line), Wire.Ask.class);
        R result = work.measure(spec, solver, plan.models().get(ask.row()), plan, true, control(ask.limitMs()));
        answer = Collections.singletonMap("value", result);
      } catch (RuntimeException e) {
        answer = error(e);
      }
      answer(answer);
    }
  }

  /**
   * A row's control: the limit the parent sent, if any, as each run's own (every warm-up, timed run,
   * first-solution run and check of the row has all of it), as in the parent's JVM: a limit for the
   * whole row once stopped a check that had not begun.
   */
  private static SearchControl control(Long limitMs) {
    return SearchControl.withLimitPerRun(limitMs == null ? null : Duration.ofMillis(limitMs));
  }

  private static void answer(Object answer) {
    say(Wire.line(answer));
  }

  /** An error as the parent rethrows it. */
  private static Map<String, Object> error(RuntimeException e) {
    String kind = e instanceof BadInputException ? "bad-input"
        : e instanceof BackendUnavailableException ? "unavailable"
        : e instanceof Contradiction ? "contradiction" : "internal";
    String message = kind.equals("internal") ? e.toString() : e.getMessage();
    return Map.of("error", new Wire.Fault(kind, message == null ? e.toString() : message));
  }
}
