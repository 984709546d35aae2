package io.nqueens.solver;

import static org.assertj.core.api.Assertions.assertThat;

import io.nqueens.engine.Counting;
import io.nqueens.model.Blocked;
import io.nqueens.model.Constraint;
import io.nqueens.model.NoDiagonals;
import io.nqueens.model.Queen;
import io.nqueens.model.QueensModel;
import io.nqueens.model.Solution;
import io.nqueens.model.SolutionChecker;
import io.nqueens.model.Symmetry;
import io.nqueens.model.SymmetryGroup;
import io.nqueens.model.Touching;
import io.nqueens.testing.BruteForce;
import io.nqueens.testing.Orbits;
import io.nqueens.testing.RegionMaps;
import io.nqueens.testing.Registered;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import net.jqwik.api.EdgeCasesMode;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.statistics.Statistics;

/**
 * Region puzzles and the rules that change the attack relation (no diagonals, touching squares):
 * random region maps, grown from seeds as puzzles are and arbitrary (regions in pieces), with or
 * without diagonals and touching, sometimes a pre-placed queen or a blocked square. Every in-process
 * backend counts what a brute force over the checker counts, lists only checked solutions, counts
 * the classes of the group the model proves as the brute force's orbits do (and the group maps the
 * brute force's solutions onto themselves), and finds a first solution exactly when there is one.
 */
class RegionPuzzleProperties {

  private static final List<String> BACKENDS = Registered.inProcess();

  static QueensModel randomPuzzle(long seed, int n) {
    Random random = new Random(seed);
    List<Constraint> cs = new ArrayList<>();
    int shape = random.nextInt(8);
    if (shape != 0) {
      cs.add(random.nextInt(3) == 0 ? RegionMaps.arbitrary(random, n) : RegionMaps.grown(random, n));
    }
    if (random.nextInt(4) != 0) {
      cs.add(new NoDiagonals());
    }
    if (random.nextInt(4) != 0) {
      cs.add(new Touching());
    }
    if (random.nextInt(6) == 0) {
      cs.add(new Queen(random.nextInt(n), random.nextInt(n)));
    }
    if (random.nextInt(6) == 0) {
      cs.add(new Blocked(random.nextInt(n), random.nextInt(n)));
    }
    return new QueensModel(n, cs, "", "");
  }

  @Property(tries = 30, edgeCases = EdgeCasesMode.NONE)
  void everyBackendCountsWhatTheBruteForceCountsOnRegionMaps(@ForAll long seed, @ForAll @IntRange(min = 4, max = 8) int n) {
    QueensModel model = randomPuzzle(seed, n);
    List<Solution> all = BruteForce.solutions(model);
    List<Symmetry> group = SymmetryGroup.of(model);
    Set<Solution> set = new HashSet<>(all);
    for (Solution s : all) {
      for (Symmetry g : group) {
        // A hash lookup: AssertJ's contains scans the set, and a rooks' board of 8 has 40,320 solutions.
        assertThat(set.contains(s.transform(g))).as("the proved group %s keeps %s: %s", group, model.summary(), s.transform(g)).isTrue();
      }
    }
    long classes = Orbits.classes(all, group);
    for (String backend : BACKENDS) {
      long[] listed = new long[1];
      EnumerationResult r = Backends.create(backend).enumerate(model, SearchControl.unlimited(), s -> {
        assertThat(SolutionChecker.violations(model, s)).as("%s on %s", backend, model.summary()).isEmpty();
        listed[0]++;
        return true;
      });
      assertThat(r.outcome()).isEqualTo(Outcome.COMPLETE);
      assertThat(listed[0]).as("%s lists %s", backend, model.summary()).isEqualTo(all.size());
      CountResult counted = Counting.count(Backends.create(backend), model, group, SearchControl.unlimited());
      assertThat(counted.solutions()).as("%s counts %s", backend, model.summary()).isEqualTo(all.size());
      assertThat(counted.unique()).as("%s classes of %s", backend, model.summary()).isEqualTo(classes);
    }
    Statistics.label("solutions").collect(all.isEmpty() ? "none" : all.size() == 1 ? "one" : "several");
  }

  /** The polls an incomplete search may make on one puzzle (it polls every 1,024 repairs): about a tenth of a second here. */
  private static final long INCOMPLETE_POLLS = 200;

  @Property(tries = 25, edgeCases = EdgeCasesMode.NONE)
  void everyBackendFindsACheckedSolutionExactlyWhenARegionPuzzleHasOne(@ForAll long seed, @ForAll @IntRange(min = 4, max = 9) int n) {
    QueensModel model = randomPuzzle(seed, n);
    boolean any = !BruteForce.solutions(model).isEmpty();
    for (String backend : everySolver()) {
      Solver solver = Backends.create(backend);
      if (solver.refuses(model, Solver.Task.FIRST_SOLUTION).isPresent()) {
        continue;
      }
      // An incomplete search is given a budget of work (it cannot prove there is none: a clock would only make the test slow
      // and its point machine-dependent); the others run to the end.
      boolean complete = Registered.specs().contains(backend) || Registered.optimisers().contains(backend);
      SolveResult r = solver.solve(model, complete ? SearchControl.unlimited() : SearchControl.withWorkBudget(INCOMPLETE_POLLS));
      if (r.outcome() != Outcome.COMPLETE) {
        // A local search gives up without proving anything; it may not claim a solution it has not got.
        assertThat(r.solution()).isEmpty();
        continue;
      }
      assertThat(r.solution().isPresent()).as("%s finds a solution of %s", backend, model.summary()).isEqualTo(any);
      r.solution().ifPresent(s -> assertThat(SolutionChecker.violations(model, s)).as("%s on %s", backend, model.summary()).isEmpty());
    }
  }

  /** Every registered backend and variant that runs here, the incomplete ones (local search, the integer program) included. */
  private static List<String> everySolver() {
    List<String> out = new ArrayList<>();
    for (String name : Backends.names()) {
      for (SolverProvider.Variant v : Backends.provider(name).variants()) {
        try {
          Backends.create(name + ":" + v.name());
          out.add(name + ":" + v.name());
        } catch (BackendUnavailableException e) {
          // Not installed here.
        }
      }
    }
    return out;
  }
}
