package io.nqueens;

/**
 * Two answers that cannot both be true: a solution the independent checker rejects, a count that
 * breaks an invariant, a "no solution" or an "optimal" that a second means contradicts. The
 * command line maps it to exit 3 (as backends that disagree) with both answers in the message;
 * nothing the contradiction concerns is printed as a result. It is an {@link IllegalStateException},
 * so library callers need not know it.
 */
public class Contradiction extends IllegalStateException {

  public Contradiction(String message) {
    super(message);
  }
}
