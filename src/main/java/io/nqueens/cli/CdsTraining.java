package io.nqueens.cli;

import java.io.OutputStream;
import java.io.PrintStream;

/**
 * The build's training run for the class-data-sharing archive ({@code target/nqueens.jsa}): runs the
 * everyday commands on every backend in one JVM, output discarded, so that the classes they load
 * are archived and load fast in every later run started through {@code target/nqueens}.
 */
public final class CdsTraining {

  private CdsTraining() {}

  public static void main(String[] args) {
    String[][] runs = {
      {"count", "-n", "8"}, {"count", "-n", "8", "--solver", "choco"}, {"count", "-n", "8", "--solver", "cpsat"},
      {"solve", "-n", "8"}, {"solve", "-n", "8", "--solver", "choco"}, {"solve", "-n", "8", "--solver", "cpsat"},
      {"count", "-n", "10", "--unique", "--json"}, {"list", "-n", "6", "--limit", "2"}, {"trace", "-n", "4"},
      {"compare", "--to", "6", "-q"}, {"count", "-n", "6", "--constraint", "q[0] < q[n-1]"}, {"--help"},
      // Counts from n = 15 on go through constellations (not archived without this run). Choco's
      // count at n = 12 loads 26 more classes, from Trove, which CDS cannot archive (class files
      // of Java 5), so it is not trained here.
      {"count", "-n", "15", "--unique"},
    };
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
