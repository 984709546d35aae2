package io.nqueens.harness;

import static org.assertj.core.api.Assertions.assertThat;

import io.nqueens.harness.measure.Measured;
import io.nqueens.model.QueensModel;
import io.nqueens.solver.Backends;
import io.nqueens.solver.CountMethod;
import io.nqueens.solver.CountResult;
import io.nqueens.solver.Outcome;
import io.nqueens.solver.Statistics;
import java.util.List;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;

/** The answer in words states only what its numbers support (crafted entries and rows). */
class SummaryTest {

  private static Summary.Entry entry(String backend, double median, double mad, int runs, long nodes, long fails) {
    return new Summary.Entry(backend, median, mad, runs, OptionalLong.of(nodes), OptionalLong.of(fails),
        Summary.Entry.definition(backend, List.of(backend.startsWith("cpsat") ? "branches" : "nodes", "fails")), true);
  }

  @Test
  void aRatioWhoseSpreadExcludesOneIsSlowerOrFasterAndOneThatIncludesItIsNotToldApart() {
    Summary.Entry base = entry("backtracking:simple", 10, 0.1, 5, 1000, 300);
    List<String> words = Summary.sentences("n = 10", "backtracking:simple", List.of(base,
        entry("backtracking:masks", 2, 0.05, 5, 1000, 300), entry("choco:fc-input", 30, 0.3, 5, 400, 300),
        entry("other:x", 10.8, 3, 5, 1000, 300)));
    assertThat(words.get(0)).isEqualTo("At n = 10, against backtracking:simple (10.00 ms, median of 5 runs):");
    assertThat(words.get(words.size() - 1)).isEqualTo("  fastest: backtracking:masks, beyond every spread");
    assertThat(words).contains("  backtracking:masks: 5.0x ± 0.13 faster", "  choco:fc-input: 3.0x ± 0.042 slower",
        "  other:x: 1.08x ± 0.30 the time: not told apart (the spread reaches 1x)");
    // Inside the spread, neither faster nor slower nor "about as fast" beside a ratio far from 1.
    assertThat(String.join("\n", words)).doesNotContain("other:x: 1.08x ± 0.30 slower").doesNotContain("about as fast").doesNotContain("other:x was");
  }

  @Test
  void noBackendIsCalledFastestWhenTheSpreadsOverlap() {
    List<String> words = Summary.sentences("n = 8", "a:x", List.of(entry("a:x", 10, 2, 5, 1, 1), entry("b:x", 9, 2, 5, 1, 1)));
    assertThat(String.join("\n", words)).doesNotContain("fastest");
    assertThat(words.get(1)).startsWith("  b:x: 0.90x ± 0.27 the time: not told apart");
  }

  @Test
  void aCellMeasuredOnceHasNoSpreadAndClaimsNeitherFasterNorSlower() {
    List<String> words = Summary.sentences("n = 12", "backtracking:simple", List.of(entry("backtracking:simple", 65, 0.5, 7, 1, 1),
        entry("choco:fc-input", 549, 0, 1, 1, 1)));
    assertThat(words.get(1)).isEqualTo("  choco:fc-input: 8.4x the time (it measured once: no spread, no verdict)");
    assertThat(String.join("\n", words)).doesNotContain("±").doesNotContainPattern("x (slower|faster)").doesNotContain("fastest");
  }

  @Test
  void nodesOfCountersWithOneDefinitionAreComparedAsOneTreeAndOthersSideBySideWithTheirNames() {
    Summary.Entry simple = entry("backtracking:simple", 10, 0.1, 5, 35538, 12050);
    List<String> words = Summary.sentences("n = 10", "backtracking:simple", List.of(simple,
        entry("backtracking:masks", 1, 0.01, 5, 35538, 12050), entry("cpsat:input", 100, 1, 5, 27428, 3847)));
    String text = String.join("\n", words);
    assertThat(text).contains("1.00x the nodes, 1.00x the dead ends, 0.10x the time per node: the same tree");
    assertThat(text).contains("    0.77x the nodes (27428 cpsat branches against 35538 backtracking nodes), 0.32x the dead ends"
        + " (3847 cpsat fails against 12050 backtracking fails): each counter its library's own");
    assertThat(text).doesNotContain("0.77x the nodes, ");
  }

  /** A ratio far below one keeps two significant figures in words, never "0.00x". */
  @Test
  void aRatioFarBelowOneIsNeverSaidAsZero() {
    assertThat(Summary.times(0.0043)).isEqualTo("0.0043x");
    assertThat(Summary.times(0.04)).isEqualTo("0.04x");
    assertThat(Summary.times(0.25)).isEqualTo("0.25x");
    assertThat(Summary.times(234)).isEqualTo("234x");
  }

  @Test
  void nearlyTheSameNodeCountIsNotCalledTheSameTree() {
    List<String> words = Summary.sentences("n = 10", "backtracking:simple", List.of(entry("backtracking:simple", 10, 0.1, 5, 1000, 300),
        entry("backtracking:other", 20, 0.1, 5, 1050, 300)));
    assertThat(String.join("\n", words)).contains("1.05x the nodes").doesNotContain("same tree");
  }

  @Test
  void theBaselineIsTheOneNamedWhereverItRanksByTime() {
    List<String> words = Summary.sentences("n = 9", "backtracking:simple", List.of(entry("backtracking:masks", 1, 0.01, 5, 1, 1),
        entry("backtracking:simple", 5, 0.05, 5, 1, 1)));
    assertThat(words.get(0)).startsWith("At n = 9, against backtracking:simple (5.00 ms, median of 5 runs)");
    assertThat(words.get(1)).startsWith("  backtracking:masks: 5.0x ± ");
  }

  /** A row that is partial (a failed child, a limit) or disagrees has no sentence at all. */
  @Test
  void aPartialOrDisagreeingRowHasNoSentence() {
    QueensModel model = QueensModel.of(6);
    Harness.Run ok = run("backtracking:simple", 4, Outcome.COMPLETE);
    Harness.Run other = run("backtracking:masks", 4, Outcome.COMPLETE);
    Harness.Row agree = Judge.counts(model, List.of(ok, other), OptionalLong.of(4), OptionalLong.empty());
    assertThat(agree.verdict()).isEqualTo(Verdict.AGREE);
    assertThat(Summary.of(agree)).hasSize(2);
    Harness.Row partial = Judge.counts(model, List.of(ok, run("backtracking:masks", 3, Outcome.TIME_LIMIT)), OptionalLong.of(4),
        OptionalLong.empty());
    assertThat(partial.verdict()).isEqualTo(Verdict.PARTIAL);
    assertThat(Summary.of(partial)).isEmpty();
    Harness.Row failed = Judge.counts(model, List.of(ok, Harness.Run.failed(Backends.parse("choco:fc-input"), 1,
        "its JVM died with signal 9 (SIGKILL)")), OptionalLong.of(4), OptionalLong.empty());
    assertThat(failed.verdict()).isEqualTo(Verdict.PARTIAL);
    assertThat(Summary.of(failed)).isEmpty();
    Harness.Row disagree = Judge.counts(model, List.of(ok, run("backtracking:masks", 5, Outcome.COMPLETE)), OptionalLong.of(4),
        OptionalLong.empty());
    assertThat(disagree.verdict()).isEqualTo(Verdict.DISAGREE);
    assertThat(Summary.of(disagree)).isEmpty();
  }

  private static Harness.Run run(String backend, long solutions, Outcome outcome) {
    CountResult count = new CountResult(solutions, null, outcome, Statistics.of(1, "nodes", 10, "backtracks", 3), 1, 1, Double.NaN);
    return new Harness.Run(backend, backend.split(":")[1], count, 0, false, List.of(), null, null, 1, CountMethod.EVERY_SOLUTION, 1, true,
        new double[] {1, 1.1, 0.9}, Measured.Memory.UNKNOWN, new double[] {1, 1, 1}, new double[] {0.1, 0.1, 0.1});
  }
}
