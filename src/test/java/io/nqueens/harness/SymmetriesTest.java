package io.nqueens.harness;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.nqueens.model.Expression;
import io.nqueens.model.QueensModel;
import io.nqueens.model.Solution;
import io.nqueens.model.Symmetry;
import java.util.EnumMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

class SymmetriesTest {

  private static Symmetries.Finding preserved(Symmetry s) {
    return new Symmetries.Finding(s, Symmetries.Status.PRESERVED, "by a rule", null, null, null);
  }

  /** The identity and the quarter turn proved, every other symmetry undecided. */
  private static Map<Symmetry, Symmetries.Finding> quarterTurnProved() {
    Map<Symmetry, Symmetries.Finding> found = new EnumMap<>(Symmetry.class);
    for (Symmetry s : Symmetry.values()) {
      found.put(s, new Symmetries.Finding(s, Symmetries.Status.UNDECIDED, "not decided", null, null, null));
    }
    found.put(Symmetry.IDENTITY, preserved(Symmetry.IDENTITY));
    found.put(Symmetry.ROTATE_90, preserved(Symmetry.ROTATE_90));
    return found;
  }

  /** The quarter turn proved and the half turn (its square) refuted by a witness: a contradiction, not a silent overwrite. */
  @Test
  void aRefutedCompositionOfProvedSymmetriesIsAnInternalError() {
    Map<Symmetry, Symmetries.Finding> found = quarterTurnProved();
    found.put(Symmetry.ROTATE_180, new Symmetries.Finding(Symmetry.ROTATE_180, Symmetries.Status.BROKEN, "a witness breaks it",
        Solution.of(1, 3, 0, 2), Solution.of(1, 3, 0, 2), "a rule"));
    assertThatThrownBy(() -> Symmetries.closeUnderComposition(QueensModel.of(4), found)).isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("contradicts itself").hasMessageContaining("rotate-180");
  }

  @Test
  void whatComposesProvedSymmetriesIsProved() {
    Map<Symmetry, Symmetries.Finding> found = quarterTurnProved();
    Symmetries.closeUnderComposition(QueensModel.of(4), found);
    assertThat(found.get(Symmetry.ROTATE_180).status()).isEqualTo(Symmetries.Status.PRESERVED);
    assertThat(found.get(Symmetry.ROTATE_270).status()).isEqualTo(Symmetries.Status.PRESERVED);
    assertThat(found.get(Symmetry.MIRROR_COLUMNS).status()).isEqualTo(Symmetries.Status.UNDECIDED);
  }

  /** A board above every enumerator the prover has: the open symmetries are undecided, never "proved" by an empty enumeration. */
  @Test
  void aBoardNoEnumeratorTakesLeavesTheOpenSymmetriesUndecided() {
    QueensModel big = QueensModel.of(1200, Expression.parse("q[0] < q[1]"));
    Symmetries.Report report = Symmetries.of(big);
    assertThat(report.findings()).anyMatch(f -> f.status() == Symmetries.Status.UNDECIDED && f.how().contains("larger than every enumerator"));
    assertThat(report.findings()).noneMatch(f -> f.how().contains("no solutions"));
  }
}
