package io.nqueens.docs;

/** The documentation test's shell-like splitting, for the tests of --help examples. */
public final class DocumentationTestAccess {

  private DocumentationTestAccess() {}

  public static String[] split(String line) {
    return DocumentationTest.split(line);
  }
}
