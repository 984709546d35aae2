package io.nqueens.solver;

import io.nqueens.BadInputException;

/**
 * A backend refuses a request by one of its own limits: a board larger than it represents, or a
 * count that would need more memory than the heap gives. Bad input (exit 2) for a single run;
 * the harness marks that backend {@code skipped} for this model and goes on with the others.
 */
public class BeyondLimitException extends BadInputException {

  private final String brief;

  /**
   * @param message the whole reason, one line
   * @param brief the reason in a few words, for a table cell ("n > 63")
   */
  public BeyondLimitException(String message, String brief) {
    super(message);
    this.brief = brief;
  }

  /** The reason in a few words, for a table cell. */
  public String brief() {
    return brief;
  }
}
