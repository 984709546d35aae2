package io.nqueens.model.io;

import io.nqueens.BadInputException;

/** A model file that cannot be read or makes no sense; the message names the file and, where known, the line. */
public class ModelFileException extends BadInputException {

  public ModelFileException(String message) {
    super(message);
  }
}
