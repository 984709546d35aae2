package io.nqueens.harness;

import io.nqueens.model.Constraint;
import io.nqueens.model.NoDiagonals;
import io.nqueens.model.QueensModel;
import io.nqueens.model.Solution;
import io.nqueens.solver.Outcome;
import io.nqueens.solver.SearchControl;
import io.nqueens.solver.SolveResult;
import io.nqueens.solver.Solver;
import io.nqueens.solver.Statistics;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Why a model has no solution: a minimal subset of its constraints that already has none, found by
 * deletion over any backend. Each constraint (a pre-placed queen, a blocked square, an excluded
 * diagonal, an expression, knight exclusion, toroidal diagonals, touching squares) is one element,
 * and each region of a region map is one ("one queen in region A"); the plain rules always hold,
 * and so does {@code diagonals: false}, which takes a rule away (leaving it out would add the
 * diagonals, not relax the model). Minimality is shown, not claimed: for each element of the set, a solution of the
 * set without it, verified by the checker.
 */
public final class Explainer {

  /** What explaining found. */
  public enum Verdict {
    /** The model has a solution ({@link Explanation#solution()}). */
    SATISFIABLE,
    /** The plain problem has no solution for this n (2 and 3): no constraint is to blame. */
    PLAIN_UNSATISFIABLE,
    /** A minimal set, each element with its witness. */
    MINIMAL,
    /** Stopped (time limit, Ctrl-C) before minimality was shown: the smallest set found so far, still without solution. */
    NOT_PROVEN_MINIMAL,
    /** Stopped before even the whole model was decided. */
    UNDECIDED
  }

  /**
   * The set, each member's witness (a checked solution of the set without it), and how it ended;
   * {@code checked} solutions passed the checker (every one the backend found).
   */
  public record Explanation(Verdict verdict, List<Constraint> core, Map<Constraint, Solution> witnesses, Optional<Solution> solution,
      int solves, int checked) {}

  private final Solver solver;
  private int checked;

  public Explainer(Solver solver) {
    this.solver = solver;
  }

  public Explanation explain(QueensModel given, SearchControl control) {
    int[] solves = {0};
    checked = 0;
    // The same model with each region map as one rule a region, and the rules that relax kept apart.
    List<Constraint> base = new ArrayList<>();
    List<Constraint> elements = new ArrayList<>();
    for (Constraint c : given.constraints()) {
      if (c.equals(new NoDiagonals())) {
        base.add(c);
      } else {
        given.regionMaps().stream().filter(c::equals).findFirst().ifPresentOrElse(map -> elements.addAll(map.perRegion()), () -> elements.add(c));
      }
    }
    QueensModel model = given.withConstraints(base);
    SolveResult whole = solve(model, elements, control, solves);
    if (whole.solution().isPresent()) {
      return new Explanation(Verdict.SATISFIABLE, List.of(), Map.of(), whole.solution(), solves[0], checked);
    }
    if (!whole.outcome().isComplete()) {
      return new Explanation(Verdict.UNDECIDED, List.of(), Map.of(), Optional.empty(), solves[0], checked);
    }
    SolveResult plain = solve(model, List.of(), control, solves);
    if (plain.provenUnsatisfiable()) {
      return new Explanation(Verdict.PLAIN_UNSATISFIABLE, List.of(), Map.of(), Optional.empty(), solves[0], checked);
    }
    // Deletion: drop each element in turn if the rest still has no solution; keep it (and the
    // solution that shows the rest has one) otherwise. A solution found for a larger set without
    // the element also solves any smaller set without it, so every witness stays valid.
    List<Constraint> core = new ArrayList<>(elements);
    Map<Constraint, Solution> witnesses = new LinkedHashMap<>();
    for (Constraint element : elements) {
      List<Constraint> rest = new ArrayList<>(core);
      rest.remove(element);
      SolveResult r = solve(model, rest, control, solves);
      if (r.solution().isPresent()) {
        witnesses.put(element, r.solution().get());
      } else if (r.provenUnsatisfiable()) {
        core = rest;
      } else {
        return new Explanation(Verdict.NOT_PROVEN_MINIMAL, List.copyOf(core), Map.copyOf(witnesses), Optional.empty(), solves[0], checked);
      }
    }
    Map<Constraint, Solution> kept = new LinkedHashMap<>();
    core.forEach(c -> kept.put(c, witnesses.get(c)));
    return new Explanation(Verdict.MINIMAL, List.copyOf(core), kept, Optional.empty(), solves[0], checked);
  }

  private SolveResult solve(QueensModel model, List<Constraint> constraints, SearchControl control, int[] solves) {
    solves[0]++;
    if (control.shouldStop()) {
      return new SolveResult(Optional.empty(), control.outcome() == Outcome.COMPLETE ? Outcome.INTERRUPTED : control.outcome(),
          Statistics.of(0));
    }
    QueensModel part = model.with(constraints);
    SolveResult r = solver.solve(part, control);
    r.solution().ifPresent(found -> {
      // Each solution is checked against the set it solves, so that a witness is checked for
      // every smaller set without its element too.
      Checked.solution(part, found, solver.name() + ":" + solver.variant());
      checked++;
    });
    return r;
  }
}
