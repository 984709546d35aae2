package io.nqueens;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** Habits of the house (STYLE.md) that a reader would otherwise have to police: the code reads as the samples it learned from. */
class SourceStyleTest {

  /** A type named by its package in code (comments and strings aside): this program's, the JDK's, Jackson's. */
  private static final Pattern QUALIFIED = Pattern.compile("(?<![\\w.])(?:io\\.nqueens|java|javax|com\\.fasterxml)(?:\\.[a-z][a-z0-9_]*)*\\.[A-Z]\\w*");

  /** A Javadoc block followed by another, by a closing brace or by nothing: it documents no declaration. */
  private static final Pattern ORPHAN = Pattern.compile("/\\*\\*(?:(?!\\*/).)*\\*/\\s*\\n(?:\\s*\\n)*\\s*(?:/\\*\\*|}|$)", Pattern.DOTALL);

  private static List<Path> sources() throws IOException {
    try (Stream<Path> files = Files.walk(Path.of("src/main/java"))) {
      return files.filter(f -> f.toString().endsWith(".java") && !f.endsWith("package-info.java")).sorted().toList();
    }
  }

  @Test
  void codeNamesTypesByImportsNotByTheirPackages() throws IOException {
    List<String> found = new ArrayList<>();
    for (Path file : sources()) {
      List<String> lines = Files.readAllLines(file);
      boolean inComment = false;
      for (int i = 0; i < lines.size(); i++) {
        String line = lines.get(i);
        if (line.startsWith("import ") || line.startsWith("package ")) {
          continue;
        }
        StringBuilder code = new StringBuilder();
        inComment = codeOf(line, inComment, code);
        Matcher m = QUALIFIED.matcher(code);
        if (m.find()) {
          found.add(file + ":" + (i + 1) + ": " + m.group());
        }
      }
    }
    assertThat(found).as("fully qualified names in code").isEmpty();
  }

  @Test
  void everyJavadocBlockDocumentsTheDeclarationBelowIt() throws IOException {
    List<String> found = new ArrayList<>();
    for (Path file : sources()) {
      String text = Files.readString(file);
      Matcher m = ORPHAN.matcher(text);
      while (m.find()) {
        found.add(file + ":" + (text.substring(0, m.start()).split("\n", -1).length));
      }
    }
    assertThat(found).as("Javadoc that documents nothing").isEmpty();
  }

  /** The line's code with comments and string and character literals blanked; whether a block comment goes on past it. */
  private static boolean codeOf(String line, boolean inComment, StringBuilder out) {
    int i = 0;
    while (i < line.length()) {
      if (inComment) {
        int end = line.indexOf("*/", i);
        if (end < 0) {
          return true;
        }
        i = end + 2;
        inComment = false;
      } else if (line.startsWith("//", i)) {
        return false;
      } else if (line.startsWith("/*", i)) {
        inComment = true;
        i += 2;
      } else if (line.charAt(i) == '"' || line.charAt(i) == '\'') {
        char quote = line.charAt(i);
        int j = i + 1;
        while (j < line.length() && line.charAt(j) != quote) {
          j += line.charAt(j) == '\\' ? 2 : 1;
        }
        out.append(' ');
        i = j + 1;
      } else {
        out.append(line.charAt(i++));
      }
    }
    return inComment;
  }
}
