package io.nqueens.solver.choco;

import io.nqueens.model.QueensModel;
import io.nqueens.model.Solution;
import io.nqueens.model.Symmetry;
import io.nqueens.solver.EnumerationResult;
import io.nqueens.solver.Outcome;
import io.nqueens.solver.SearchControl;
import io.nqueens.solver.SolutionListener;
import io.nqueens.solver.SolveResult;
import io.nqueens.solver.Solver;
import io.nqueens.solver.Statistics;
import java.util.List;
import java.util.Optional;
import org.chocosolver.solver.Model;
import org.chocosolver.solver.search.strategy.Search;
import org.chocosolver.solver.search.strategy.selectors.values.IntDomainClosest;
import org.chocosolver.solver.search.strategy.selectors.variables.FirstFail;
import org.chocosolver.solver.variables.IntVar;

/** The Choco backend with one choice of all-different consistency and search. */
public final class ChocoSolver implements Solver {

  /** Choco models are plain Java objects; memory, not a format, bounds n. */
  static final int MAX_N = 10_000;

  /**
   * The largest board on which {@code fc-dom-lex} posts lex-leader constraints; above it that variant
   * counts without them (an inverse channelling per model and a lex constraint per symmetry, built
   * before any search, while counting that far never finishes anyway).
   */
  static final int LEX_MAX_N = 64;

  /**
   * Which variable to branch on when counting, and which value first. A first solution is always
   * searched first-fail with columns from the middle outwards (but under {@link #DEFAULT}), which
   * finds solutions on large boards where the counting orders stall.
   */
  enum SearchKind {
    /** Rows in order, smallest column first. */
    INPUT,
    /** Smallest domain first (first fail), smallest column first. */
    DOM,
    /** Choco's own default search, for first solutions too. */
    DEFAULT
  }

  private final String variant;
  private final String consistency;
  private final SearchKind search;
  private final boolean lexLeader;

  ChocoSolver(String variant, String consistency, SearchKind search, boolean lexLeader) {
    this.variant = variant;
    this.consistency = consistency;
    this.search = search;
    this.lexLeader = lexLeader;
  }

  @Override
  public String name() {
    return "choco";
  }

  @Override
  public String variant() {
    return variant;
  }

  @Override
  public int maxN(Task task) {
    return MAX_N;
  }

  @Override
  public SolveResult solve(QueensModel instance, SearchControl control) {
    long start = System.nanoTime();
    Model model = new Model("nqueens");
    IntVar[] q;
    try {
      q = ChocoTranslator.build(model, instance, firstSolutionConsistency(instance), control);
    } catch (SearchControl.Stopped e) {
      return new SolveResult(Optional.empty(), control.stoppedOutcome(), Statistics.of(millisSince(start), "nodes", 0, "fails", 0));
    }
    org.chocosolver.solver.Solver solver = configure(model, q, control, true);
    boolean found = solver.solve();
    Optional<Solution> solution = found ? Optional.of(read(q)) : Optional.empty();
    Outcome outcome = found || !solver.isStopCriterionMet() ? Outcome.COMPLETE : control.outcome();
    return new SolveResult(solution, outcome, stats(solver, start));
  }

  /**
   * A first solution of a model with holes in its board (pre-placed queens, blocked squares,
   * excluded diagonals, expressions) is searched with arc-consistent all-different: on random
   * blocked boards near the phase transition it decided 10 of 12 instances against 4 with forward
   * checking (README, Performance). The plain problem keeps the variant's consistency: there AC was
   * erratic on large boards (n = 1000 in 21 s against 1 s).
   */
  private String firstSolutionConsistency(QueensModel instance) {
    boolean holes = instance.constraints().stream().anyMatch(c -> !(c instanceof io.nqueens.model.KnightExclusion)
        && !(c instanceof io.nqueens.model.Toroidal));
    return holes && !consistency.equals("DEFAULT") ? "AC" : consistency;
  }

  @Override
  public EnumerationResult enumerate(QueensModel instance, SearchControl control, SolutionListener listener) {
    return enumerateLexLeaders(instance, List.of(), control, listener);
  }

  @Override
  public boolean breaksSymmetries(QueensModel model) {
    return lexLeader && model.n() <= LEX_MAX_N;
  }

  /**
   * The model's symmetries that map rows to rows (identity, both mirrors, the half turn): their
   * lex constraints are stated on views of q, while the other four need an inverse-channelled copy
   * of q whose propagators cost more per node than the nodes they save. Twice the nodes, but
   * measured about 20% faster (n = 12: 1.1 s against 0.83-0.93 s; n = 14: 10.0 s against 8.2 s).
   */
  @Override
  public List<Symmetry> symmetriesBroken(QueensModel model) {
    if (!breaksSymmetries(model)) {
      return List.of(Symmetry.IDENTITY);
    }
    return Symmetry.of(model).stream().filter(ChocoSolver::keepsRows).toList();
  }

  private static boolean keepsRows(Symmetry g) {
    return g == Symmetry.IDENTITY || g == Symmetry.ROTATE_180 || g == Symmetry.MIRROR_COLUMNS || g == Symmetry.MIRROR_ROWS;
  }

  /** Posts the lex-leader constraints for {@code group} (none when it is empty) and enumerates. */
  @Override
  public EnumerationResult enumerateLexLeaders(QueensModel instance, List<Symmetry> group, SearchControl control, SolutionListener listener) {
    long start = System.nanoTime();
    Model model = new Model("nqueens");
    IntVar[] q;
    try {
      q = ChocoTranslator.build(model, instance, consistency, control);
      LexLeader.post(model, q, group);
    } catch (SearchControl.Stopped e) {
      return new EnumerationResult(0, control.stoppedOutcome(), Statistics.of(millisSince(start), "nodes", 0, "fails", 0));
    }
    org.chocosolver.solver.Solver solver = configure(model, q, control, false);
    long count = 0;
    Outcome outcome = Outcome.COMPLETE;
    while (solver.solve()) {
      count++;
      if (!listener.onSolution(read(q))) {
        outcome = Outcome.STOPPED_BY_CALLER;
        break;
      }
    }
    if (outcome == Outcome.COMPLETE && solver.isStopCriterionMet()) {
      outcome = control.outcome();
    }
    return new EnumerationResult(count, outcome, stats(solver, start));
  }

  private org.chocosolver.solver.Solver configure(Model model, IntVar[] q, SearchControl control, boolean firstSolution) {
    org.chocosolver.solver.Solver solver = model.getSolver();
    solver.addStopCriterion(control::shouldStop);
    if (search == SearchKind.DEFAULT) {
      return solver;
    }
    if (firstSolution) {
      solver.setSearch(Search.intVarSearch(new FirstFail(model), new IntDomainClosest(q.length / 2), q));
    } else {
      solver.setSearch(search == SearchKind.INPUT ? Search.inputOrderLBSearch(q) : Search.minDomLBSearch(q));
    }
    return solver;
  }

  private static Solution read(IntVar[] q) {
    int[] cols = new int[q.length];
    for (int r = 0; r < q.length; r++) {
      cols[r] = q[r].getValue();
    }
    return Solution.of(cols);
  }


  private static long millisSince(long startNanos) {
    return (System.nanoTime() - startNanos) / 1_000_000;
  }

  private static Statistics stats(org.chocosolver.solver.Solver solver, long startNanos) {
    return Statistics.of(millisSince(startNanos), "nodes", solver.getNodeCount(), "fails", solver.getFailCount());
  }
}
