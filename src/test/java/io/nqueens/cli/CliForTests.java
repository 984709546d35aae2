package io.nqueens.cli;

/** The command line in-process, for tests outside this package (the documentation's examples). */
public final class CliForTests {

  public record Result(int exit, String out, String err) {}

  private CliForTests() {}

  public static Result run(String... args) {
    Cli.Result r = Cli.run(args);
    return new Result(r.exit(), r.out(), r.err());
  }
}
