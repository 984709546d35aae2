package io.nqueens.harness;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.nqueens.BadInputException;
import io.nqueens.engine.Counting;
import io.nqueens.model.Blocked;
import io.nqueens.model.Constraint;
import io.nqueens.model.Expression;
import io.nqueens.model.KnightExclusion;
import io.nqueens.model.Queen;
import io.nqueens.model.QueensModel;
import io.nqueens.model.Solution;
import io.nqueens.model.SolutionChecker;
import io.nqueens.model.Symmetry;
import io.nqueens.model.SymmetryGroup;
import io.nqueens.model.Toroidal;
import io.nqueens.model.io.ModelFile;
import io.nqueens.solver.Backends;
import io.nqueens.solver.CountResult;
import io.nqueens.solver.Progress;
import io.nqueens.solver.SearchControl;
import io.nqueens.testing.BruteForce;
import io.nqueens.testing.Orbits;
import io.nqueens.testing.RandomConstraints;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.EdgeCasesMode;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

/**
 * The group the tool proves is the group of the solutions, computed by brute force from the full
 * solution set with the checker alone; the unique count is the number of classes under it.
 */
class SymmetryProperties {

  /** Expressions that keep some symmetries and break others, so that groups between 1 and 8 come up. */
  private static final List<String> SHAPED = List.of(
      "forall(i in 0..n-2)(abs(q[i] - q[i+1]) != 2)",
      "q[0] != 0",
      "q[0] + q[n-1] != n - 1",
      "abs(q[0] - q[n-1]) > 1",
      "q[0] < q[n-1]",
      "alldifferent([(q[i] + i) mod n | i in 0..n-1])",
      "forall(i in 0..n-3)(abs(q[i] - q[i+2]) != 1)",
      "q[1] != q[0] + 2",
      "sum(i in 0..n-1)(bool2int(q[i] = i)) <= 1");

  /** The board symmetries that map the set of solutions onto itself, by brute force with the test's own maps. */
  static List<Symmetry> bruteForceGroup(List<Solution> solutions) {
    return Orbits.group(solutions);
  }

  /** The orbits of the solutions under the group, with the test's own maps (no isCanonical, no transform). */
  static long bruteForceClasses(List<Solution> solutions, List<Symmetry> group) {
    return Orbits.classes(solutions, group);
  }

  @Property(tries = 120, edgeCases = EdgeCasesMode.NONE)
  void theProvedGroupIsTheGroupOfTheSolutionsAndTheClassesAreTheBruteForceOnes(@ForAll("models") QueensModel model) {
    List<Solution> solutions = BruteForce.solutions(model);
    List<Symmetry> expected = bruteForceGroup(solutions);
    Symmetries.Report report = Symmetries.of(model);
    assertThat(report.complete()).as(model.summary()).isTrue();
    assertThat(report.group()).as("group of %s", model.summary()).containsExactlyInAnyOrderElementsOf(expected);
    // The cheap rules alone never claim a symmetry that the solutions do not have.
    assertThat(expected).as("cheap rules on %s", model.summary()).containsAll(SymmetryGroup.of(model));
    for (Symmetries.Finding f : report.findings()) {
      if (f.status() == Symmetries.Status.BROKEN) {
        assertThat(SolutionChecker.isValid(model, f.witness())).as("witness of %s on %s", f.symmetry(), model.summary()).isTrue();
        assertThat(SolutionChecker.isValid(model, f.image())).as("image under %s on %s", f.symmetry(), model.summary()).isFalse();
        assertThat(f.image()).isEqualTo(Orbits.image(f.witness(), f.symmetry()));
      }
    }
    long classes = bruteForceClasses(solutions, expected);
    CountResult one = Counting.count(Backends.create("backtracking"), model, report.group(), SearchControl.unlimited());
    assertThat(one.unique()).as("classes of %s", model.summary()).isEqualTo(classes);
    CountResult split = Counting.count(Backends.parse("backtracking:simple"), model, report.group(), SearchControl.unlimited(), 2, Progress.NONE);
    assertThat(split.unique()).as("classes of %s on two threads", model.summary()).isEqualTo(classes);
    assertThat(split.solutions()).isEqualTo(solutions.size());
  }

  @Property(tries = 40, edgeCases = EdgeCasesMode.NONE)
  void aRedundantConstraintChangesNeitherTheGroupNorTheClasses(@ForAll("models") QueensModel model, @ForAll @IntRange(min = 0, max = 3) int which) {
    // Each is implied by the rules every model has: distinct columns, free diagonals.
    String redundant = List.of("q[0] != q[1]", "alldifferent([q[i] | i in 0..n-1])", "abs(q[0] - q[1]) != 1", "forall(i in 0..n-2)(q[i] != q[i+1])").get(which);
    QueensModel more = model.with(Expression.parse(redundant));
    List<Symmetry> group = Symmetries.of(model).group();
    assertThat(Symmetries.of(more).group()).as("%s plus %s", model.summary(), redundant).containsExactlyInAnyOrderElementsOf(group);
    assertThat(Counting.count(Backends.create("backtracking"), more, Symmetries.of(more).group(), SearchControl.unlimited()).unique())
        .isEqualTo(Counting.count(Backends.create("backtracking"), model, group, SearchControl.unlimited()).unique());
  }

  @Provide
  Arbitrary<QueensModel> models() {
    return Arbitraries.integers().between(4, 9).flatMap(n -> Arbitraries.longs().map(seed -> {
      Random random = new Random(seed);
      List<Constraint> cs = new ArrayList<>();
      int kind = random.nextInt(6);
      if (kind == 0) {
        cs.add(new Blocked(random.nextInt(n), random.nextInt(n)));
      } else if (kind == 1) {
        cs.add(new Queen(random.nextInt(n), random.nextInt(n)));
      } else if (kind == 2 && n >= 5) {
        cs.add(random.nextBoolean() ? new KnightExclusion() : new Toroidal());
      }
      int expressions = random.nextInt(3);
      for (int i = 0; i < expressions; i++) {
        cs.add(Expression.parse(random.nextInt(3) == 0 ? new RandomConstraints(random.nextLong(), n).next() : SHAPED.get(random.nextInt(SHAPED.size()))));
      }
      return new QueensModel(n, cs, "", "");
    }));
  }

  @Example
  void theKnightRuleWrittenAsAnExpressionHasTheBuiltInRulesGroupWithoutSolving() throws Exception {
    ModelFile file = ModelFile.read(Path.of("models/superqueens-expression.yaml"));
    for (int n = 10; n <= 16; n++) {
      QueensModel written = file.model(n);
      assertThat(SymmetryGroup.of(written)).as("n = %d", n).containsExactlyInAnyOrderElementsOf(SymmetryGroup.of(QueensModel.of(n, new KnightExclusion())));
      assertThat(SymmetryGroup.of(written)).hasSize(8);
    }
    QueensModel toroidal = ModelFile.read(Path.of("models/toroidal-expression.yaml")).model(11);
    assertThat(SymmetryGroup.of(toroidal)).hasSize(8);
  }

  @Example
  void aDeclaredGroupIsVerifiedAndAFalseOneIsRefusedWithItsWitness() {
    QueensModel plain = QueensModel.of(8);
    assertThat(Symmetries.groupFor(plain, Optional.of(List.of(Symmetry.ROTATE_180)))).containsExactlyInAnyOrder(Symmetry.IDENTITY, Symmetry.ROTATE_180);
    assertThat(Symmetries.groupFor(plain, Optional.of(List.of()))).containsExactly(Symmetry.IDENTITY);
    // Two reflections generate a rotation: the closure is what is verified.
    assertThat(Symmetries.groupFor(plain, Optional.of(List.of(Symmetry.MIRROR_COLUMNS, Symmetry.MIRROR_ROWS)))).hasSize(4);
    QueensModel broken = QueensModel.of(8, Expression.parse("q[0] < q[n-1]"));
    assertThatThrownBy(() -> Symmetries.groupFor(broken, Optional.of(List.of(Symmetry.MIRROR_COLUMNS))))
        .isInstanceOf(BadInputException.class).hasMessageContaining("mirror-columns").hasMessageContaining("maps to");
  }

  @Example
  void aModelWithoutSolutionsHasAllEightSymmetries() {
    QueensModel none = QueensModel.of(3);
    assertThat(Symmetries.of(none).group()).hasSize(8);
    assertThat(Symmetries.of(QueensModel.of(8, Expression.parse("q[0] = q[1]"))).group()).hasSize(8);
  }

  @Example
  void theProofIsTheSameOnEveryRun() {
    QueensModel model = QueensModel.of(12, Expression.parse("sum(i in 0..n-1)(q[i] * i) mod 3 = 0"));
    Symmetries.Report first = Symmetries.of(model);
    for (int i = 0; i < 3; i++) {
      assertThat(Symmetries.of(model).findings()).isEqualTo(first.findings());
    }
  }
}
