package io.nqueens;

/**
 * Input that cannot make a model: a value out of range, a malformed square, a model file that makes
 * no sense. The command line maps this exception, and only this one, to "bad input" (exit 2); any
 * other exception is a bug. It is an {@link IllegalArgumentException}, so library callers that
 * validate arguments the usual way need not know it.
 */
public class BadInputException extends IllegalArgumentException {

  public BadInputException(String message) {
    super(message);
  }

  public BadInputException(String message, Throwable cause) {
    super(message, cause);
  }
}
