package io.nqueens.cli;

import java.io.PrintWriter;
import java.io.Writer;

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
    };
    // What Main does before the command, since Main itself ends the JVM: its class (else every start
    // looks it up in nqueens.jar, reading the jar's 23,000-entry index on the main thread), the
    // interrupt hook and the warm-up on each backend, lambdas included.
    Class<?> main = Main.class;
    Interrupts.install();
    for (String backend : new String[] {"backtracking", "choco", "cpsat"}) {
      WarmUp.start(new String[] {"count", "-n", "8", "--solver", backend});
    }
    for (String[] run : runs) {
      PrintWriter nowhere = new PrintWriter(Writer.nullWriter());
      CommandLineFactory.create(nowhere, nowhere, run).execute(run);
    }
  }
}
