package io.nqueens.solver;

import static org.assertj.core.api.Assertions.assertThat;

import io.nqueens.model.Constraint;
import io.nqueens.model.Expression;
import io.nqueens.model.QueensModel;
import io.nqueens.model.SolutionChecker;
import io.nqueens.testing.BruteForce;
import io.nqueens.testing.RandomConstraints;
import io.nqueens.testing.Registered;
import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.EdgeCasesMode;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.statistics.Statistics;

/**
 * Random expression constraints over every operator (n from 4 to 9): every backend counts what a
 * brute force over the checker counts, every enumerated solution passes the checker, and every
 * first-solution search agrees on whether there is one. Each run reports the share of satisfiable
 * models.
 */
class ExpressionProperties {

  /** Every registered backend and variant that runs in this process; external ones on some tries ({@link #backendsFor}). */
  private static final List<String> BACKENDS = Registered.inProcess();

  /** The backends a try runs: every in-process one, and external ones (a process each) on one try in eight. */
  private static List<String> backendsFor(Object model) {
    List<String> all = new ArrayList<>(BACKENDS);
    if (Math.floorMod(model.hashCode(), 8) == 0) {
      all.addAll(Registered.external());
    }
    return all;
  }

  @Property(tries = 150, edgeCases = EdgeCasesMode.NONE)
  void everyBackendCountsWhatTheCheckerCounts(@ForAll long seed, @ForAll @IntRange(min = 4, max = 9) int n,
      @ForAll @IntRange(min = 1, max = 3) int constraints) {
    RandomConstraints random = new RandomConstraints(seed, n);
    List<Constraint> all = new ArrayList<>(random.builtIns());
    for (int i = 0; i < constraints; i++) {
      all.add(Expression.parse(random.next()));
    }
    QueensModel model = new QueensModel(n, List.copyOf(all), "", "");
    long expected = bruteForce(model);
    for (String backend : backendsFor(model)) {
      long[] seen = {0};
      EnumerationResult r = Backends.create(backend).enumerate(model, SearchControl.unlimited(), s -> {
        assertThat(SolutionChecker.violations(model, s)).as("%s on %s", backend, model.summary()).isEmpty();
        seen[0]++;
        return true;
      });
      assertThat(r.outcome()).isEqualTo(Outcome.COMPLETE);
      assertThat(seen[0]).as("%s on %s", backend, model.summary()).isEqualTo(expected);
      SolveResult first = Backends.create(backend).solve(model, SearchControl.unlimited());
      assertThat(first.solution().isPresent()).as("%s finds a first solution on %s", backend, model.summary()).isEqualTo(expected > 0);
      first.solution().ifPresent(s -> assertThat(SolutionChecker.isValid(model, s)).isTrue());
      assertThat(first.outcome()).isEqualTo(Outcome.COMPLETE);
    }
    Statistics.label("satisfiable").collect(expected > 0);
  }

  /** Every placement of the plain problem, kept when the checker passes it. */
  static long bruteForce(QueensModel model) {
    return BruteForce.solutions(model).size();
  }
}
