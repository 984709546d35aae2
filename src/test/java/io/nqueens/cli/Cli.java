package io.nqueens.cli;

import java.io.PrintWriter;
import java.io.StringWriter;

/** Runs the command line in-process through the same factory as {@code main}. */
final class Cli {

  record Result(int exit, String out, String err) {}

  private Cli() {}

  static Result run(String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int exit = CommandLineFactory.create(new PrintWriter(out, true), new PrintWriter(err, true), args).execute(args);
    return new Result(exit, out.toString(), err.toString());
  }
}
