package io.nqueens.model.io;

/** A model file that cannot be read or makes no sense; the message names the file and, where known, the line. */
public class ModelFileException extends RuntimeException {

  public ModelFileException(String message) {
    super(message);
  }
}
