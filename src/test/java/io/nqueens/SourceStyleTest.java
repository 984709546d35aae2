package io.nqueens;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Habits of the house (docs/style.md) that a reader would otherwise have to police, in the program
 * and its tests alike: the code reads as the samples it learned from.
 */
class SourceStyleTest {

  /**
   * A type named by its package in code (comments and strings aside): this program's, the JDK's, or
   * any library's (every package root the build's dependencies use).
   */
  private static final Pattern QUALIFIED =
      Pattern.compile("(?<![\\w.])((?:io|java|javax|jdk|sun|com|org|net|me|picocli)(?:\\.[a-z][a-z0-9_]*)*)\\.([A-Z]\\w*)");

  /** A single-type import: its package and its simple name. */
  private static final Pattern IMPORT = Pattern.compile("^import ([\\w.]+)\\.(\\w+);", Pattern.MULTILINE);

  /** A type declared in a file. */
  private static final Pattern DECLARED = Pattern.compile("\\b(?:class|interface|enum|record)\\s+(\\w+)");

  /** The longest a method may run, from its declaration to its closing brace: about what a reader can hold. */
  private static final int LONGEST_METHOD = 60;

  /**
   * The methods kept whole past {@link #LONGEST_METHOD}, each with why: hot loops of the counters and
   * the searches (a call per step costs what the loop is measured by) and the parser's one rule.
   */
  private static final Map<String, String> KEPT_WHOLE = Map.of(
      "Matching.scalarClashes", "the halves counter's innermost loop, unrolled for each number of sets",
      "BranchAndBound.search", "the branch and bound's node loop: bound, prune, descend, on an explicit stack",
      "MinConflicts.repair", "local search's repair loop: pick, move, update the conflict counts",
      "Assignment.augment", "the Hungarian method's augmenting path, run at every node of the branch and bound",
      "Parser.identifier", "the parser's rule for a name: a queen, a table lookup, a built-in, or a generator's variable");

  /** A method's or a constructor's declaration: modifiers, a type, the name, its parameters opening. */
  private static final Pattern METHOD = Pattern.compile(
      "^\\s*(?:(?:public|private|protected|static|final|synchronized|abstract|default)\\s+)*(?:<[^>]+>\\s+)?(?:[\\w<>\\[\\],.? ]+\\s+)?(\\w+)\\s*\\(");

  /** Words that open a statement, never a declaration. */
  private static final Pattern STATEMENT = Pattern.compile("^\\s*(?:if|for|while|switch|catch|return|new|else|try|synchronized|throw|yield|case)\\b");

  /** A Javadoc block followed by another, by a closing brace or by nothing: it documents no declaration. */
  private static final Pattern ORPHAN = Pattern.compile("/\\*\\*(?:(?!\\*/).)*\\*/\\s*\\n(?:\\s*\\n)*\\s*(?:/\\*\\*|}|$)", Pattern.DOTALL);

  /** The program's sources and the tests'. */
  static List<Path> sources() throws IOException {
    List<Path> all = new ArrayList<>();
    for (String root : List.of("src/main/java", "src/test/java")) {
      try (Stream<Path> files = Files.walk(Path.of(root))) {
        files.filter(f -> f.toString().endsWith(".java") && !f.endsWith("package-info.java")).sorted().forEach(all::add);
      }
    }
    return all;
  }

  /**
   * Imports, not fully qualified names, in code bodies: a qualified name is left only where its simple
   * name already means another type in the file (imported, declared there, or of the file's own package).
   */
  @Test
  void codeNamesTypesByImportsNotByTheirPackages() throws IOException {
    List<String> found = new ArrayList<>();
    for (Path file : sources()) {
      String text = Files.readString(file);
      Set<String> taken = takenNames(file, text);
      List<String> lines = text.lines().toList();
      boolean inComment = false;
      for (int i = 0; i < lines.size(); i++) {
        String line = lines.get(i);
        if (line.startsWith("import ") || line.startsWith("package ")) {
          continue;
        }
        StringBuilder code = new StringBuilder();
        inComment = codeOf(line, inComment, code);
        Matcher m = QUALIFIED.matcher(code);
        while (m.find()) {
          String simple = m.group(2);
          boolean needed = taken.contains(simple) && !text.contains("import " + m.group() + ";") && !text.contains("package " + m.group(1) + ";");
          if (!needed) {
            found.add(file + ":" + (i + 1) + ": " + m.group());
          }
        }
      }
    }
    assertThat(found).as("fully qualified names in code").isEmpty();
  }

  /** Simple names that mean a type of the file already: imported, declared in it, or a class of its package (main or test). */
  private static Set<String> takenNames(Path file, String text) throws IOException {
    Set<String> taken = new HashSet<>();
    Matcher imports = IMPORT.matcher(text);
    while (imports.find()) {
      taken.add(imports.group(2));
    }
    Matcher declared = DECLARED.matcher(text);
    while (declared.find()) {
      taken.add(declared.group(1));
    }
    String relative = file.toString().replaceFirst("^src/(main|test)/java/", "");
    for (String root : List.of("src/main/java/", "src/test/java/")) {
      Path dir = Path.of(root + relative).getParent();
      if (Files.isDirectory(dir)) {
        try (Stream<Path> siblings = Files.list(dir)) {
          siblings.map(f -> f.getFileName().toString()).filter(f -> f.endsWith(".java")).forEach(f -> taken.add(f.substring(0, f.length() - 5)));
        }
      }
    }
    return taken;
  }

  /** No import that nothing names: dead code a reader would look for a use of. */
  @Test
  void everyImportIsUsed() throws IOException {
    List<String> found = new ArrayList<>();
    for (Path file : sources()) {
      String text = Files.readString(file);
      String body = text.replaceAll("(?m)^import .*$", "");
      Matcher m = Pattern.compile("^import (?:static )?[\\w.]+\\.(\\w+);$", Pattern.MULTILINE).matcher(text);
      while (m.find()) {
        if (!Pattern.compile("\\b" + m.group(1) + "\\b").matcher(body).find()) {
          found.add(file + ": " + m.group());
        }
      }
    }
    assertThat(found).as("imports nothing names").isEmpty();
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

  @Test
  void noMethodRunsPastSixtyLinesOutsideTheHotLoopsAndTheParser() throws IOException {
    List<String> found = new ArrayList<>();
    Set<String> seen = new HashSet<>();
    for (Path file : sources()) {
      String type = file.getFileName().toString().replace(".java", "");
      List<String> code = new ArrayList<>();
      boolean inComment = false;
      for (String line : Files.readAllLines(file)) {
        StringBuilder sb = new StringBuilder();
        inComment = codeOf(line, inComment, sb);
        code.add(sb.toString());
      }
      for (int i = 0; i < code.size(); i++) {
        String line = code.get(i);
        Matcher m = METHOD.matcher(line);
        if (!m.find() || STATEMENT.matcher(line).find() || line.matches(".*\\b(?:class|interface|enum|record)\\b.*")
            || line.substring(0, m.start(1)).contains("=")) {
          continue;
        }
        int end = bodyEnd(code, i);
        String name = type + "." + m.group(1);
        if (end >= 0 && end - i + 1 > LONGEST_METHOD) {
          seen.add(name);
          if (!KEPT_WHOLE.containsKey(name)) {
            found.add(file + ":" + (i + 1) + ": " + name + " runs " + (end - i + 1) + " lines");
          }
        }
      }
    }
    assertThat(found).as("methods longer than " + LONGEST_METHOD + " lines").isEmpty();
    assertThat(KEPT_WHOLE.keySet()).as("methods kept whole that are long (a shortened one leaves the list)").isSubsetOf(seen);
  }

  /** The line where the body opened at or after {@code from} closes; -1 where a semicolon ends the declaration first (no body). */
  private static int bodyEnd(List<String> code, int from) {
    int depth = 0;
    boolean opened = false;
    for (int k = from; k < code.size(); k++) {
      for (char c : code.get(k).toCharArray()) {
        if (c == '{') {
          depth++;
          opened = true;
        } else if (c == '}') {
          depth--;
        } else if (c == ';' && !opened) {
          return -1;
        }
        if (opened && depth == 0) {
          return k;
        }
      }
    }
    return -1;
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
