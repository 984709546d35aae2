package io.nqueens.docs;

import static org.assertj.core.api.Assertions.assertThat;

import io.nqueens.cli.CliForTests;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.commonmark.ext.gfm.tables.TableBlock;
import org.commonmark.ext.gfm.tables.TablesExtension;
import org.commonmark.node.AbstractVisitor;
import org.commonmark.node.CustomBlock;
import org.commonmark.node.FencedCodeBlock;
import org.commonmark.node.Node;
import org.commonmark.node.Paragraph;
import org.commonmark.node.Text;
import org.commonmark.parser.Parser;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The README and the docs as a reader meets them: every table renders (GitHub's table syntax, read
 * by a CommonMark parser), and every command they show runs as shown, with output of the shape shown.
 */
class DocumentationTest {

  private static final Parser MARKDOWN = Parser.builder().extensions(List.of(TablesExtension.create())).build();

  static Stream<Path> pages() throws IOException {
    List<Path> pages = new ArrayList<>(List.of(Path.of("README.md"), Path.of("CONTRIBUTING.md")));
    try (Stream<Path> docs = Files.list(Path.of("docs"))) {
      docs.filter(p -> p.toString().endsWith(".md")).sorted().forEach(pages::add);
    }
    return pages.stream();
  }

  private static Node parse(Path page) throws IOException {
    return MARKDOWN.parse(Files.readString(page));
  }

  @ParameterizedTest
  @MethodSource("pages")
  void everyTableRendersAsATable(Path page) throws IOException {
    List<String> broken = new ArrayList<>();
    int[] tables = {0};
    parse(page).accept(new AbstractVisitor() {
      @Override
      public void visit(CustomBlock block) {
        if (block instanceof TableBlock) {
          tables[0]++;
        }
        visitChildren(block);
      }

      @Override
      public void visit(Paragraph paragraph) {
        // A table whose separator row has another number of cells than its header is left a paragraph.
        Node first = paragraph.getFirstChild();
        if (first instanceof Text t && t.getLiteral().startsWith("|")) {
          broken.add(t.getLiteral());
        }
        visitChildren(paragraph);
      }
    });
    assertThat(broken).as(page + ": tables that do not render").isEmpty();
    if (Files.readString(page).contains("\n|---")) {
      assertThat(tables[0]).as(page + " has tables").isPositive();
    }
  }

  @Test
  void theReadmeStartsWithTheTwoSetUpCommandsAndStaysShort() throws IOException {
    List<String> blocks = codeBlocks(Path.of("README.md"));
    assertThat(blocks.get(0).strip()).isEqualTo("./mvnw -B -q -DskipTests package && java -jar target/nqueens.jar compare --to 12");
    assertThat(blocks.get(1).strip()).isEqualTo("./mvnw -B verify");
    assertThat(Files.readAllLines(Path.of("README.md"))).hasSizeLessThanOrEqualTo(300);
  }

  private static List<String> codeBlocks(Path page) throws IOException {
    List<String> out = new ArrayList<>();
    parse(page).accept(new AbstractVisitor() {
      @Override
      public void visit(FencedCodeBlock code) {
        out.add(code.getLiteral());
      }
    });
    return out;
  }

  /** A command a page shows, with the output it shows after it (none for a bare command). */
  record Example(Path page, String command, List<String> shown) {
    @Override
    public String toString() {
      return page + ": " + command;
    }
  }

  /** Commands that need another machine, a long time or a cluster: shown for the reader, run elsewhere in the tests. */
  private static final List<String> NOT_RUN_HERE = List.of("worker", "--engine hazelcast", "-n 18", "-n 20", "NQUEENS_JAVA_OPTS",
      "--checkpoint", "-n 10000", "-n 5000", "-n 500 ", "solve -n 500", "count -n 63", "count -n 17", "count -n 16",
      "--task optimise --solvers backtracking,choco,cpsat,minizinc --repeat 3", "random-weights-", "--models models/optimise", "--sizes 8,100,1000,10000",
      "--models target/puzzles");

  static Stream<Example> examples() throws IOException {
    List<Example> out = new ArrayList<>();
    for (Path page : pages().toList()) {
      for (String block : codeBlocks(page)) {
        List<String> lines = block.lines().toList();
        for (int i = 0; i < lines.size(); i++) {
          String line = lines.get(i);
          boolean prompt = line.startsWith("$ target/nqueens ");
          if (!prompt && !line.startsWith("target/nqueens ")) {
            continue;
          }
          String command = line.substring(prompt ? 2 : 0).replaceAll("\\s+#.*$", "").strip();
          List<String> shown = new ArrayList<>();
          if (prompt) {
            for (int j = i + 1; j < lines.size() && !lines.get(j).startsWith("$ "); j++) {
              shown.add(lines.get(j));
            }
          }
          if (NOT_RUN_HERE.stream().noneMatch(command::contains)) {
            out.add(new Example(page, command, shown));
          }
        }
      }
    }
    return out.stream();
  }

  private static final Pattern NUMBER = Pattern.compile("\\d+");

  private static Path scratch;

  private static synchronized Path scratch() throws IOException {
    if (scratch == null) {
      scratch = Files.createTempDirectory("nqueens-docs");
      scratch.toFile().deleteOnExit();
    }
    return scratch;
  }

  /**
   * A line's shape: numbers (times, counts of nodes) as #, a lone "-" (a figure not measured, as in
   * one shared JVM where a page shows a fork's memory) as # too, runs of blanks as one.
   */
  private static String shape(String line) {
    String numbers = NUMBER.matcher(line.strip()).replaceAll("#").replaceAll("\\s+", " ");
    return LONE_DASH.matcher(numbers).replaceAll("#");
  }

  /** Each distinct command's run, by its arguments. */
  private static final Map<String, CliForTests.Result> RAN = new ConcurrentHashMap<>();

  private static final Pattern LONE_DASH = Pattern.compile("(?<=^| )-(?= |$)");

  @ParameterizedTest(name = "{0}")
  @MethodSource("examples")
  void everyCommandShownRunsAsShownWithOutputOfTheShapeShown(Example example) throws IOException {
    String[] args = split(example.command().substring("target/nqueens ".length()));
    // A page a command writes (-o FILE) goes to a scratch folder, not into the working tree.
    for (int k = 0; k + 1 < args.length; k++) {
      if (args[k].equals("-o") || args[k].equals("--output")) {
        args[k + 1] = scratch().resolve(Path.of(args[k + 1]).getFileName()).toString();
      }
    }
    // A comparison or benchmark a page shows without its output is timed once: what is checked is that it runs and agrees.
    String[] run = example.shown().isEmpty() && List.of("compare", "bench").contains(args[0]) && !List.of(args).contains("--repeat")
        ? Stream.concat(Arrays.stream(args), Stream.of("--repeat", "1")).toArray(String[]::new) : args;
    // A command two pages show runs once; each page's output is checked against that run.
    CliForTests.Result r = RAN.computeIfAbsent(String.join("\u0000", run), key -> CliForTests.run(run));
    assertThat(r.exit()).as(example + "\n" + r.err()).isIn(0, 1);
    List<String> actual = (r.out() + r.err()).lines().map(DocumentationTest::shape).toList();
    int at = 0;
    for (String expected : example.shown()) {
      if (expected.strip().equals("...") || expected.isBlank()) {
        continue;
      }
      String want = shape(expected);
      int found = -1;
      for (int k = at; k < actual.size(); k++) {
        if (actual.get(k).equals(want)) {
          found = k;
          break;
        }
      }
      assertThat(found).as(example + ": the line '" + expected + "' in\n" + r.out() + r.err()).isNotNegative();
      at = found + 1;
    }
  }

  /** Splits a command line as a shell would, for the quoting the pages use ('...' and "..."). */
  static String[] split(String line) {
    List<String> out = new ArrayList<>();
    StringBuilder word = new StringBuilder();
    char quote = 0;
    boolean inWord = false;
    for (char ch : line.toCharArray()) {
      if (quote != 0) {
        if (ch == quote) {
          quote = 0;
        } else {
          word.append(ch);
        }
      } else if (ch == '\'' || ch == '"') {
        quote = ch;
        inWord = true;
      } else if (Character.isWhitespace(ch)) {
        if (inWord) {
          out.add(word.toString());
          word.setLength(0);
          inWord = false;
        }
      } else {
        word.append(ch);
        inWord = true;
      }
    }
    if (inWord) {
      out.add(word.toString());
    }
    return out.toArray(String[]::new);
  }
}
