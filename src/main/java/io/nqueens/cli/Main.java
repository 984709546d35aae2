package io.nqueens.cli;

/** The program's entry point: {@code java -jar nqueens.jar <command>}. */
public final class Main {

  private Main() {}

  public static void main(String[] args) {
    Interrupts.install();
    int code = CommandLineFactory.create().execute(args);
    System.out.flush();
    System.exit(code);
  }
}
