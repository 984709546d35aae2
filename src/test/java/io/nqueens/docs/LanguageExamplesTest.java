package io.nqueens.docs;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.nqueens.BadInputException;
import io.nqueens.api.NQueens;
import io.nqueens.model.Expression;
import io.nqueens.model.Objective;
import io.nqueens.model.expr.Table;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.commonmark.ext.gfm.tables.TablesExtension;
import org.commonmark.node.AbstractVisitor;
import org.commonmark.node.Code;
import org.commonmark.parser.Parser;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every constraint docs/language.md shows as an example parses and unrolls as the page says: the
 * ones it gives as refused are refused, every other is accepted at n = 8. An expression is an
 * inline code span that reads a queen at a concrete row ({@code q[0]}, {@code q[i]}, {@code q[n-1]});
 * templates ({@code q[a] op k}) are not examples.
 */
class LanguageExamplesTest {

  private static final Path PAGE = Path.of("docs/language.md");
  private static final Pattern EXAMPLE = Pattern.compile("q\\[(\\d|i|n)");

  /** What the page shows as refused (out of range, or the wrong way to write a negation). */
  private static final Set<String> REFUSED = Set.of("q[0] * 4611686018427387904 >= 0", "q[0] * 2147483647 * 2147483647 > 0", "not q[0] < 1", "sum(i in 0..n-1)(w[i][q[i] + 1])");

  /** What the page shows for the integer range each backend holds: true everywhere, by design. */
  private static final Set<String> RANGE = Set.of("q[0] + 2147483647 > 0");

  static Stream<String> examples() throws IOException {
    List<String> found = new ArrayList<>();
    Parser.builder().extensions(List.of(TablesExtension.create())).build().parse(Files.readString(PAGE)).accept(new AbstractVisitor() {
      @Override
      public void visit(Code code) {
        String text = code.getLiteral().strip();
        // A fragment with a loop variable and no loop (q[i+1]) is part of a sentence, not an example.
        boolean fragment = text.matches(".*\\b[ij]\\b.*") && !text.contains(" in ");
        if (EXAMPLE.matcher(text).find() && !text.startsWith("--") && !text.contains("\"") && !fragment) {
          found.add(text);
        }
      }
    });
    return found.stream();
  }

  @Test
  void thePageHasExamplesToCheck() throws IOException {
    assertThat(examples().toList()).hasSizeGreaterThan(8).containsAll(REFUSED);
  }

  /** The tables the page's examples name: a board of weights and the places of a number in base n. */
  private static final Map<String, Table> TABLES = Map.of(
      "w", Table.grid("w", new long[8][8]),
      "place", Table.row("place", new long[] {2097152, 262144, 32768, 4096, 512, 64, 8, 1}));

  /** Whether the page shows it as an objective: an integer expression, not a constraint. */
  private static boolean isObjective(String example) {
    try {
      io.nqueens.model.expr.Parser.parseTerm(example, TABLES);
      return true;
    } catch (BadInputException e) {
      return false;
    }
  }

  @ParameterizedTest
  @MethodSource("examples")
  void everyExampleOnTheLanguagePageParsesAndUnrollsAsThePageSays(String example) {
    if (REFUSED.contains(example)) {
      assertThatThrownBy(() -> Expression.parse(example, TABLES).ground(8)).isInstanceOf(BadInputException.class);
    } else if (isObjective(example)) {
      assertThat(Objective.parse(Objective.Sense.MINIMIZE, example, TABLES).ground(8)).as(example).isNotNull();
    } else {
      assertThat(Expression.parse(example, TABLES).ground(8)).as(example).isNotNull();
    }
  }

  /**
   * An example rule rules something out: at n = 8 it keeps fewer than the 92 plain solutions (a rule
   * that every placement meets, as "sum over all rows of q[i] < n div 2 = n div 2" once was, teaches
   * nothing). Objectives and rules over the page's tables are left aside.
   */
  @ParameterizedTest
  @MethodSource("examples")
  void everyExampleRuleOnThePageRulesSomethingOut(String example) {
    if (REFUSED.contains(example) || RANGE.contains(example) || isObjective(example) || example.contains("w[") || example.contains("place[")) {
      return;
    }
    long kept = NQueens.model(8).constraint(example).count().solutions();
    assertThat(kept).as(example).isLessThan(92);
  }

  /** The bounds of a sum are those of the whole flattened sum once its constants are folded, whatever the grouping (as in MiniZinc). */
  @Test
  void aSumsBoundsAreThoseOfTheWholeFlattenedSumWhateverTheGrouping() {
    for (String grouping : List.of("q[0] + 10000000000000000 - 10000000000000000 < 3", "q[0] + (n*10000000000000000 - 8*10000000000000000) < 3",
        "(q[0] + 10000000000000000) + (q[1] - 10000000000000000) < 3", "q[0] - (10000000000000000 - q[1]) + 10000000000000000 < 9",
        "sum(i in 0..2)(q[i] + 10000000000000000) - 30000000000000000 < 9")) {
      assertThat(Expression.parse(grouping).ground(8)).as(grouping).isNotEmpty();
    }
    assertThatThrownBy(() -> Expression.parse("q[0] + 10000000000000000 < 3").ground(8)).isInstanceOf(BadInputException.class)
        .hasMessageContaining("can leave");
    assertThatThrownBy(() -> Expression.parse("abs(q[0] + 10000000000000000) - 10000000000000000 < 3").ground(8)).isInstanceOf(BadInputException.class);
  }
}
