package io.nqueens.harness.runner;

import com.fasterxml.jackson.databind.JsonNode;
import io.nqueens.BadInputException;
import io.nqueens.Contradiction;
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
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The one entry point of a child JVM ({@link Forked}): it reads what to measure (the work, its one
 * backend and settings, the plan) as two lines on standard input, answers with the backend's
 * library, then answers each row it is asked (with the time left to the parent's deadline) with that row's result, one line of JSON each
 * ({@link Wire}), until its input ends. An error it can name is answered as one (bad input, a
 * backend that cannot load, a contradiction), so that the parent throws the same exception as in
 * one JVM. It ends when its parent does.
 */
public final class Child {

  private Child() {}

  public static void main(String[] args) throws IOException {
    ProcessHandle.current().parent().ifPresent(parent -> parent.onExit().thenRun(() -> Runtime.getRuntime().halt(Forked.INTERRUPTED)));
    // Standard output is the channel: nothing else may write to it.
    PrintStream channel = new PrintStream(System.out, false, StandardCharsets.UTF_8);
    System.setOut(System.err);
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    String hello = in.readLine();
    String planLine = in.readLine();
    if (hello == null || planLine == null) {
      return;
    }
    serve(Wire.parse(hello), Wire.parse(planLine), in, channel);
  }

  private static <R> void serve(JsonNode hello, JsonNode planJson, BufferedReader in, PrintStream channel) throws IOException {
    Solver solver;
    Backends.Spec spec;
    Plan plan;
    @SuppressWarnings("unchecked")
    Work<R> work = (Work<R>) Work.named(hello.path("work").asText());
    try {
      Map<String, String> settings = new LinkedHashMap<>();
      hello.path("settings").properties().forEach(e -> settings.put(e.getKey(), e.getValue().asText()));
      spec = Backends.parse(hello.path("backend").asText()).with(new BackendOptions(settings));
      plan = Wire.plan(planJson);
      solver = spec.create();
    } catch (RuntimeException e) {
      answer(channel, error(e));
      return;
    }
    answer(channel, Map.of("library", solver.library()));
    for (String line = in.readLine(); line != null; line = in.readLine()) {
      JsonNode ask = Wire.parse(line);
      int row = ask.path("row").asInt();
      SearchControl control = ask.path("limitMs").isNumber()
          ? SearchControl.withTimeLimit(Duration.ofMillis(ask.path("limitMs").asLong())) : SearchControl.unlimited();
      Map<String, Object> answer = new LinkedHashMap<>();
      try {
        R result = work.measure(spec, solver, plan.models().get(row), plan, true, control);
        answer.put("value", result == null ? null : work.write(result));
      } catch (RuntimeException e) {
        answer = error(e);
      }
      answer(channel, answer);
    }
  }

  private static void answer(PrintStream channel, Map<String, Object> answer) {
    channel.println(Wire.line(answer));
    channel.flush();
  }

  /** An error as the parent rethrows it. */
  private static Map<String, Object> error(RuntimeException e) {
    String kind = e instanceof BadInputException ? "bad-input"
        : e instanceof BackendUnavailableException ? "unavailable"
        : e instanceof Contradiction ? "contradiction" : "internal";
    String message = kind.equals("internal") ? e.toString() : e.getMessage();
    return Map.of("error", Map.of("kind", kind, "message", message == null ? e.toString() : message));
  }
}
