package io.nqueens.solver;

import io.nqueens.engine.Counting;
import static org.assertj.core.api.Assertions.assertThat;

import io.nqueens.model.Blocked;
import io.nqueens.model.Constraint;
import io.nqueens.model.ExcludedDiagonal;
import io.nqueens.model.KnightExclusion;
import io.nqueens.model.Queen;
import io.nqueens.model.QueensModel;
import io.nqueens.model.SolutionChecker;
import io.nqueens.model.Symmetry;
import io.nqueens.model.SymmetryGroup;
import io.nqueens.model.Toroidal;
import io.nqueens.testing.Registered;
import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.EdgeCasesMode;
import net.jqwik.api.RandomDistribution;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;
import net.jqwik.api.statistics.Statistics;

/**
 * Random models (n up to 10; pre-placed queens, blocked squares, excluded diagonals, knight and
 * toroidal flags): every backend must give the same count and class count, and only checked solutions.
 */
class BackendsAgreeProperties {

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
  void everyBackendCountsTheSameSolutions(@ForAll("models") QueensModel model) {
    List<Symmetry> group = SymmetryGroup.of(model);
    Long solutions = null;
    Long unique = null;
    for (String backend : backendsFor(model)) {
      long[] counts = new long[2];
      EnumerationResult r = Backends.create(backend).enumerate(model, SearchControl.unlimited(), s -> {
        assertThat(SolutionChecker.violations(model, s)).as("%s on %s", backend, model.summary()).isEmpty();
        counts[0]++;
        if (SymmetryGroup.isCanonical(s, group)) {
          counts[1]++;
        }
        return true;
      });
      assertThat(r.outcome()).isEqualTo(Outcome.COMPLETE);
      CountResult counted = Counting.count(Backends.create(backend), model, group, SearchControl.unlimited());
      assertThat(counted.solutions()).as("%s count vs enumeration on %s", backend, model.summary()).isEqualTo(counts[0]);
      assertThat(counted.unique()).as("%s unique on %s", backend, model.summary()).isEqualTo(counts[1]);
      if (solutions == null) {
        solutions = counts[0];
        unique = counts[1];
      }
      assertThat(counts[0]).as("%s vs %s on %s", backend, BACKENDS.get(0), model.summary()).isEqualTo(solutions);
      assertThat(counts[1]).as("%s unique vs %s on %s", backend, BACKENDS.get(0), model.summary()).isEqualTo(unique);
    }
    Statistics.label("has solutions").collect(solutions > 0);
  }

  @Property(tries = 100, edgeCases = EdgeCasesMode.NONE)
  void everyBackendFindsACheckedFirstSolutionExactlyWhenThereIsOne(@ForAll("models") QueensModel model) {
    // The first-solution encodings differ from the counting ones (CP-SAT states them on a Boolean
    // grid, with the columns only where a constraint needs them): judged against the simple count.
    boolean any = Backends.create("backtracking:simple").enumerate(model, SearchControl.unlimited(), s -> false).solutions() > 0;
    for (String backend : backendsFor(model)) {
      SolveResult r = Backends.create(backend).solve(model, SearchControl.unlimited());
      assertThat(r.outcome()).isEqualTo(Outcome.COMPLETE);
      assertThat(r.solution().isPresent()).as("%s finds a solution of %s", backend, model.summary()).isEqualTo(any);
      r.solution().ifPresent(s -> assertThat(SolutionChecker.violations(model, s)).as("%s on %s", backend, model.summary()).isEmpty());
    }
  }

  @Provide
  Arbitrary<QueensModel> models() {
    // Sizes up to 10, so that knight exclusion (superqueens start at n = 10) has solutions too;
    // short lists, so that most models keep some solutions to compare.
    Arbitrary<Integer> sizes = Arbitraries.integers().between(1, 10).withDistribution(RandomDistribution.uniform()).filter(n -> n >= 4 || n == 1);
    return sizes.flatMap(n -> {
      Arbitrary<List<int[]>> queens = Arbitraries.frequencyOf(
          Tuple.of(2, cells(n).list().ofSize(0)),
          Tuple.of(3, cells(n).list().ofSize(1)),
          Tuple.of(1, cells(n).list().ofSize(2)));
      Arbitrary<List<int[]>> blocked = cells(n).list().ofMaxSize(n / 2 + 1).withSizeDistribution(RandomDistribution.biased());
      Arbitrary<List<ExcludedDiagonal>> excluded = Combinators.combine(
              Arbitraries.of(ExcludedDiagonal.Direction.values()), Arbitraries.integers().between(0, 2 * n - 2))
          .as((d, i) -> new ExcludedDiagonal(d, d == ExcludedDiagonal.Direction.SUM ? i : i - (n - 1)))
          .list().ofMaxSize(1);
      Arbitrary<Boolean> knight = n >= 10 ? Arbitraries.of(true, false) : Arbitraries.of(true, false, false, false, false, false);
      Arbitrary<Boolean> toroidal = n == 5 || n == 7 ? Arbitraries.of(true, false) : Arbitraries.of(true, false, false, false, false, false);
      return Combinators.combine(queens, blocked, excluded, knight, toroidal).as((qs, bs, es, k, t) -> {
        List<Constraint> cs = new ArrayList<>();
        qs.forEach(c -> cs.add(new Queen(c[0], c[1])));
        bs.forEach(c -> cs.add(new Blocked(c[0], c[1])));
        cs.addAll(es);
        if (k) {
          cs.add(new KnightExclusion());
        }
        if (t) {
          cs.add(new Toroidal());
        }
        return new QueensModel(n, cs, "", "");
      });
    });
  }

  private static Arbitrary<int[]> cells(int n) {
    return Combinators.combine(Arbitraries.integers().between(0, n - 1), Arbitraries.integers().between(0, n - 1)).as((r, c) -> new int[] {r, c});
  }
}
