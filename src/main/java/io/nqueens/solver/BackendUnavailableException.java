package io.nqueens.solver;

/** A backend's library (a native library, say) could not be loaded; the message names the backend. */
public class BackendUnavailableException extends RuntimeException {

  public BackendUnavailableException(String message, Throwable cause) {
    super(message, cause);
  }
}
