package io.nqueens.cli;

import io.nqueens.solver.Backends;
import io.nqueens.solver.SolverProvider;
import java.io.OutputStream;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;

/**
 * The build's training run for the class-data-sharing archive ({@code target/nqueens.jsa}): runs the
 * everyday commands on every backend in one JVM, output discarded, so that the classes they load
 * are archived and load fast in every later run started through {@code target/nqueens}.
 */
public final class CdsTraining {

  private CdsTraining() {}

  public static void main(String[] args) {
    List<String[]> runs = new ArrayList<>();
    // Every registered backend that solves in this JVM, as the registry lists it: a solve, and a count where it counts.
    for (String name : Backends.names()) {
      SolverProvider p = Backends.provider(name);
      if (p.startsPrograms() || !p.inDefaultSet()) {
        continue;
      }
      runs.add(new String[] {"solve", "-n", "8", "--solver", name});
      if (p.counts()) {
        runs.add(new String[] {"count", "-n", "8", "--solver", name});
      }
    }
    runs.addAll(List.of(new String[][] {
      {"count", "-n", "10", "--unique", "--json"}, {"list", "-n", "6", "--limit", "2"}, {"trace", "-n", "4"},
      {"compare", "--to", "6", "-q"}, {"count", "-n", "6", "--constraint", "q[0] < q[n-1]"}, {"--help"},
      // Counts from n = 15 on go through constellations (not archived without this run). Choco's
      // count at n = 12 loads classes from Trove, which CDS cannot archive (class files of Java 5),
      // so it is not trained here.
      {"count", "-n", "15", "--unique"},
    }));
    // Through Main's own path (its class, the interrupt hook, the warm-up, lambdas included), else
    // every start looks Main up in nqueens.jar, reading the jar's 23,000-entry index on the main thread.
    PrintStream out = System.out;
    PrintStream err = System.err;
    System.setOut(new PrintStream(OutputStream.nullOutputStream()));
    System.setErr(new PrintStream(OutputStream.nullOutputStream()));
    try {
      for (String[] run : runs) {
        Main.run(run);
      }
    } finally {
      System.setOut(out);
      System.setErr(err);
    }
  }
}
