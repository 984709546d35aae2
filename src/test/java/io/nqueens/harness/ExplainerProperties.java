package io.nqueens.harness;

import static org.assertj.core.api.Assertions.assertThat;

import io.nqueens.model.Blocked;
import io.nqueens.model.Constraint;
import io.nqueens.model.Queen;
import io.nqueens.model.QueensModel;
import io.nqueens.model.SolutionChecker;
import io.nqueens.solver.Backends;
import io.nqueens.solver.SearchControl;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import net.jqwik.api.Assume;
import net.jqwik.api.EdgeCasesMode;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * Random completion models without solution (n from 6 to 12, pre-placed queens and blocked
 * squares): the set explain reports has no solution on a second backend, and every witness passes
 * the checker against the set without its element.
 */
class ExplainerProperties {

  @Property(tries = 40, edgeCases = EdgeCasesMode.NONE)
  void everyReportedSetHasNoSolutionElsewhereAndEveryWitnessChecksOut(@ForAll long seed, @ForAll @IntRange(min = 6, max = 12) int n) {
    Random random = new Random(seed);
    List<Constraint> cs = new ArrayList<>();
    int queens = 2 + random.nextInt(4);
    for (int i = 0; i < queens; i++) {
      cs.add(new Queen(random.nextInt(n), random.nextInt(n)));
    }
    int blocks = random.nextInt(n);
    for (int i = 0; i < blocks; i++) {
      cs.add(new Blocked(random.nextInt(n), random.nextInt(n)));
    }
    QueensModel model = new QueensModel(n, cs, "", "");
    Assume.that(Backends.create("backtracking").solve(model, SearchControl.unlimited()).provenUnsatisfiable());
    Explainer.Explanation e = new Explainer(Backends.create("backtracking")).explain(model, SearchControl.unlimited());
    assertThat(e.verdict()).isEqualTo(Explainer.Verdict.MINIMAL);
    QueensModel core = new QueensModel(n, e.core(), "", "");
    assertThat(Backends.create("choco").solve(core, SearchControl.unlimited()).provenUnsatisfiable()).as(core.summary()).isTrue();
    for (Constraint c : e.core()) {
      List<Constraint> rest = new ArrayList<>(e.core());
      rest.remove(c);
      assertThat(SolutionChecker.violations(new QueensModel(n, rest, "", ""), e.witnesses().get(c))).isEmpty();
    }
  }
}
