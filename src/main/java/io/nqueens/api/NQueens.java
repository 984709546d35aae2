package io.nqueens.api;

import io.nqueens.BadInputException;
import io.nqueens.Contradiction;
import io.nqueens.engine.Counting;
import io.nqueens.harness.Checked;
import io.nqueens.harness.Judge;
import io.nqueens.harness.Presets;
import io.nqueens.harness.Symmetries;
import io.nqueens.model.Blocked;
import io.nqueens.model.Constraint;
import io.nqueens.model.ExcludedDiagonal;
import io.nqueens.model.Expression;
import io.nqueens.model.KnightExclusion;
import io.nqueens.model.NoDiagonals;
import io.nqueens.model.Objective;
import io.nqueens.model.Queen;
import io.nqueens.model.QueensModel;
import io.nqueens.model.Regions;
import io.nqueens.model.Solution;
import io.nqueens.model.Symmetry;
import io.nqueens.model.Toroidal;
import io.nqueens.model.Touching;
import io.nqueens.model.expr.Table;
import io.nqueens.model.io.ModelFile;
import io.nqueens.solver.BackendOptions;
import io.nqueens.solver.BackendUnavailableException;
import io.nqueens.solver.Backends;
import io.nqueens.solver.CountResult;
import io.nqueens.solver.EnumerationResult;
import io.nqueens.solver.Limits;
import io.nqueens.solver.OptimumResult;
import io.nqueens.solver.Outcome;
import io.nqueens.solver.Progress;
import io.nqueens.solver.SearchControl;
import io.nqueens.solver.SolveResult;
import io.nqueens.solver.Solver;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.function.Predicate;
import java.util.function.Supplier;

/**
 * A model of the n-queens problem and how to solve it, built in a few calls:
 *
 * <pre>{@code
 * NQueens.Count c = NQueens.model(10).constraint("q[0] < q[n-1]").on("choco").threads(2).countUnique();
 * c.solutions();   // 362
 * OptimumResult best = NQueens.model(8).minimize("max(i in 0..n-1)(abs(q[i] - i))").on("cpsat").optimise();
 * best.value();    // OptionalLong[4], best.optimal() true
 * }</pre>
 *
 * <p>Each call returns a new value; nothing is shared between them. Bad input (an n below 1, a
 * square off the board, an expression that does not parse) throws
 * {@link io.nqueens.BadInputException} naming the value; a backend that cannot load here
 * throws {@link BackendUnavailableException}. Every solution this class returns has passed the
 * independent {@link io.nqueens.model.SolutionChecker}.
 */
public final class NQueens {

  private final QueensModel model;
  private final Supplier<? extends Solver> solvers;
  private final String solverName;
  private final Duration timeLimit;
  private final int threads;
  /** The tables that constraints and objectives given from here on may name, besides the model's own. */
  private final Map<String, Table> tables;
  /** Whether compare, compareOptima and bench run each backend in a JVM of its own. */
  private final boolean forked;

  private NQueens(QueensModel model, Supplier<? extends Solver> solvers, String solverName, Duration timeLimit, int threads,
      Map<String, Table> tables) {
    this(model, solvers, solverName, timeLimit, threads, tables, false);
  }

  private NQueens(QueensModel model, Supplier<? extends Solver> solvers, String solverName, Duration timeLimit, int threads,
      Map<String, Table> tables, boolean forked) {
    this.forked = forked;
    this.model = model;
    this.tables = tables;
    this.solvers = solvers;
    this.solverName = solverName;
    this.timeLimit = timeLimit;
    this.threads = threads;
  }

  /**
   * Frees what the backends keep between runs for speed (the halves counter's quadrant pieces, the
   * largest of its tables at n = 22 and 23, and its cell caches), for a long-lived JVM; the next
   * count builds them again.
   */
  public static void releaseCaches() {
    Backends.releaseCaches();
  }

  /**
   * The plain problem on an n x n board, on the default backend, one thread, no time limit.
   *
   * @param n the board size, at least 1
   * @return the model
   */
  public static NQueens model(int n) {
    return of(QueensModel.of(n));
  }

  /**
   * A model of your own making.
   *
   * @param model the model, as plain data
   * @return the model, on the default backend
   */
  public static NQueens of(QueensModel model) {
    return new NQueens(model, () -> Backends.create("backtracking"), "backtracking", null, 1, model.tables());
  }

  /**
   * The model a model file describes (docs/model-files.md).
   *
   * @param file a YAML or JSON model file
   * @param n the board size, or 0 for the file's own (its smallest, when it gives a range)
   * @return the model
   */
  public static NQueens file(Path file, int n) {
    ModelFile f = ModelFile.read(file);
    return of(f.model(n > 0 ? n : f.nFrom()));
  }

  private NQueens with(Constraint c) {
    return new NQueens(model.with(c), solvers, solverName, timeLimit, threads, tables, forked);
  }

  /**
   * A queen pre-placed on a square.
   *
   * @param row the row, 0-based from the top
   * @param col the column, 0-based from the left
   * @return this model with the queen
   */
  public NQueens queen(int row, int col) {
    return with(new Queen(row, col));
  }

  /**
   * No queen on a square (attacks still pass over it).
   *
   * @param row the row, 0-based
   * @param col the column, 0-based
   * @return this model with the square blocked
   */
  public NQueens block(int row, int col) {
    return with(new Blocked(row, col));
  }

  /**
   * No two queens a knight's move apart.
   *
   * @return this model with knight exclusion
   */
  public NQueens knight() {
    return with(new KnightExclusion());
  }

  /**
   * Diagonals wrap around the board's edges.
   *
   * @return this model on a torus
   */
  public NQueens toroidal() {
    return with(new Toroidal());
  }

  /**
   * Queens do not attack along diagonals: one queen a row and a column, the rooks' rule.
   *
   * @return this model without diagonal attacks
   */
  public NQueens noDiagonals() {
    return with(new NoDiagonals());
  }

  /**
   * No two queens on touching squares (a king's move apart, diagonal neighbours included).
   *
   * @return this model with touching squares forbidden
   */
  public NQueens touching() {
    return with(new Touching());
  }

  /**
   * The board cut into regions, one queen in each: the n rows of the map, one character a square
   * naming its region (exactly n distinct characters). The Queens puzzle is
   * {@code NQueens.model(n).regions(rows).noDiagonals().touching()}.
   *
   * @param rows the map's rows, top row first
   * @return this model with one queen in each region
   */
  public NQueens regions(List<String> rows) {
    return with(new Regions(rows));
  }

  /**
   * No queen on an anti-diagonal.
   *
   * @param sum the anti-diagonal's {@code row + col}
   * @return this model without it
   */
  public NQueens excludeSum(int sum) {
    return with(ExcludedDiagonal.sum(sum));
  }

  /**
   * No queen on a diagonal.
   *
   * @param difference the diagonal's {@code row - col}
   * @return this model without it
   */
  public NQueens excludeDifference(int difference) {
    return with(ExcludedDiagonal.difference(difference));
  }

  /**
   * A rule in the constraint language (docs/language.md); it may name the tables given before it.
   *
   * @param expression the rule, such as {@code "q[0] < q[n-1]"}
   * @return this model with the rule
   */
  public NQueens constraint(String expression) {
    return with(Expression.parse(expression, tables));
  }

  /**
   * A grid of integer constants that constraints and objectives given after it may name as
   * {@code name[r][c]}: a board of weights, say.
   *
   * @param name the table's name, such as {@code "w"}
   * @param rows the values, row by row; every row as long as the first
   * @return this model, with the table in scope
   */
  public NQueens table(String name, long[][] rows) {
    return withTable(Table.grid(name, rows));
  }

  /**
   * A row of integer constants that constraints and objectives given after it may name as {@code name[i]}.
   *
   * @param name the table's name
   * @param values the values
   * @return this model, with the table in scope
   */
  public NQueens table(String name, long[] values) {
    return withTable(Table.row(name, values));
  }

  private NQueens withTable(Table t) {
    Map<String, Table> more = new TreeMap<>(tables);
    Table.merge(more, t);
    return new NQueens(model, solvers, solverName, timeLimit, threads, Collections.unmodifiableMap(more), forked);
  }

  /**
   * An objective: the least value of an integer expression (docs/language.md), for {@link #optimise()}.
   *
   * @param expression such as {@code "max(i in 0..n-1)(abs(q[i] - i))"}; it may name the tables given before it
   * @return this model with the objective (replacing any it had)
   */
  public NQueens minimize(String expression) {
    return withObjective(Objective.parse(Objective.Sense.MINIMIZE, expression, tables));
  }

  /**
   * An objective: the greatest value of an integer expression, for {@link #optimise()}.
   *
   * @param expression such as {@code "sum(i in 0..n-1)(w[i][q[i]])"}
   * @return this model with the objective (replacing any it had)
   */
  public NQueens maximize(String expression) {
    return withObjective(Objective.parse(Objective.Sense.MAXIMIZE, expression, tables));
  }

  private NQueens withObjective(Objective o) {
    return new NQueens(model.withObjective(o), solvers, solverName, timeLimit, threads, tables, forked);
  }

  /**
   * The best solution under the model's objective ({@link #minimize} or {@link #maximize}): its
   * solution has passed the checker and its value is the checker's own evaluation of the objective.
   * Optimal only after a complete search; with a time limit, the best found so far.
   *
   * @return the result
   * @throws io.nqueens.BadInputException if the model has no objective
   */
  public OptimumResult optimise() {
    if (model.objective().isEmpty()) {
      throw new BadInputException("optimise needs an objective: call minimize(...) or maximize(...) first");
    }
    Solver solver = solvers.get();
    return Checked.optimum(model, solver.optimise(model, threads, control()), solverName);
  }

  /**
   * Any constraint, built-in kinds and expressions alike.
   *
   * @param c the constraint
   * @return this model with it
   */
  public NQueens constraint(Constraint c) {
    return with(c);
  }

  /**
   * Solves on a registered backend.
   *
   * @param spec a backend and optional variant: {@code "choco"}, {@code "cpsat:fixed"} ({@code nqueens solvers} lists them)
   * @return this model on that backend
   */
  public NQueens on(String spec) {
    Backends.Spec parsed = Backends.parse(spec);
    return new NQueens(model, parsed::create, parsed.label(), timeLimit, threads, tables, forked);
  }

  /**
   * Solves with a registered backend and settings of backends, each {@code backend.key} to a value
   * ({@code nqueens solvers} lists the keys), such as {@code Map.of("choco.race", "false")}.
   *
   * @param spec a backend and optional variant, as for {@link #on(String)}
   * @param settings the backends' settings; an unknown key is refused
   * @return this model on that backend, with those settings
   * @throws io.nqueens.BadInputException if the backend, the variant or a key is unknown, or a value is malformed
   */
  public NQueens on(String spec, Map<String, String> settings) {
    Backends.Spec parsed = Backends.parse(spec).with(new BackendOptions(settings));
    return new NQueens(model, parsed::create, parsed.label(), timeLimit, threads, tables, forked);
  }

  /**
   * Solves with solvers of your own.
   *
   * @param solvers makes a fresh solver; one is made for each sub-problem of a split count
   * @return this model on those solvers
   */
  public NQueens on(Supplier<? extends Solver> solvers) {
    Solver probe = solvers.get();
    // Your solvers are held to the limits they declare ({@link Solver#maxN}), as registered ones are.
    return new NQueens(model, () -> Limits.guard(solvers.get()), probe.name() + ":" + probe.variant(), timeLimit, threads, tables, forked);
  }

  /**
   * Stops each run after a while; what it has found is then partial ({@link Count#complete()} is false).
   *
   * @param limit how long a run may take, or null for no limit
   * @return this model with the limit
   */
  public NQueens timeLimit(Duration limit) {
    return new NQueens(model, solvers, solverName, limit, threads, tables, forked);
  }

  /**
   * Counts on several threads.
   *
   * @param count the most threads a count uses, at least 1
   * @return this model with that many threads
   */
  public NQueens threads(int count) {
    if (count < 1) {
      throw new BadInputException("threads (" + count + ") must be >= 1");
    }
    return new NQueens(model, solvers, solverName, timeLimit, count, tables, forked);
  }

  /**
   * Runs each backend of {@link #compare}, {@link #compareOptima} and {@link #bench} in a JVM of its
   * own, as the command line does by default: each backend's JIT state, heap, collector and native
   * memory are its own, and its memory figures (peak heap, resident set) are measured. The child JVMs
   * are this JVM's java, options and class path, started once per call and ended with it.
   *
   * @param own true for a JVM per backend, false (the default) for this JVM
   * @return this model measured that way
   */
  public NQueens forked(boolean own) {
    return new NQueens(model, solvers, solverName, timeLimit, threads, tables, own);
  }

  /**
   * The model as plain data.
   *
   * @return the model's board size and constraints
   */
  public QueensModel model() {
    return model;
  }

  /**
   * A count: exact when {@link #complete()}, lower bounds otherwise.
   *
   * @param solutions how many solutions
   * @param unique how many classes under {@code symmetries}, or null when not asked
   * @param symmetries the board symmetries the classes are taken under (empty when not asked)
   * @param outcome how the count ended
   * @param millis how long it took
   * @param solver the backend that counted
   */
  public record Count(long solutions, Long unique, List<Symmetry> symmetries, Outcome outcome, long millis, String solver) {
    /**
     * Whether the count finished.
     *
     * @return true when the numbers are totals, false when they are lower bounds
     */
    public boolean complete() {
      return outcome.isComplete();
    }
  }

  /**
   * Counts every solution.
   *
   * @return the count
   */
  public Count count() {
    return count(List.of());
  }

  /**
   * Counts every solution and the classes under the model's symmetry group.
   *
   * @return the count, with its classes
   */
  public Count countUnique() {
    return count(Symmetries.of(model).group());
  }

  private Count count(List<Symmetry> group) {
    QueensModel counted = model.withoutObjective();
    CountResult r = Counting.count(solvers, counted, group, control(), threads, Progress.NONE);
    // Held to the published counts as the command line's count is: a complete count that differs is a bug, never a number returned.
    Optional<String> mismatch = Judge.againstPublished(counted, group, r);
    if (mismatch.isPresent()) {
      throw new Contradiction(mismatch.get());
    }
    return new Count(r.solutions(), r.unique(), group, r.outcome(), r.statistics().millis(), solverName);
  }

  /**
   * Compares backends on this model for n from {@code fromN} to {@code toN}, as the command line's
   * {@code compare --in-process} does: each backend warmed up at each n, its count timed as
   * {@link Timing#DEFAULT} says, every solution up to n = 10 enumerated once more and checked, and the
   * counts cross-checked with each other and the published ones; on this value's threads, each run
   * under its time limit. The rows are the ones the command renders.
   *
   * @param fromN the smallest board
   * @param toN the largest board
   * @param backends the backends and variants, in order ("backtracking:simple", "choco", ...)
   * @return one row per n, with each backend's run and the verdict
   */
  public List<Comparison> compare(int fromN, int toN, String... backends) {
    return compare(fromN, toN, Timing.DEFAULT, Arrays.asList(backends));
  }

  /**
   * Compares the backends of a preset, as {@code compare --preset} does: {@link Preset#FAIR} (like
   * with like: the teaching backtracker, the same tree on bit masks, Choco and CP-SAT, each with no
   * symmetry, one thread), {@link Preset#SYMMETRY} or {@link Preset#FASTEST} (each backend's default
   * on every core), on the preset's threads, timed as {@link Timing#DEFAULT} says.
   *
   * @param fromN the smallest board
   * @param toN the largest board
   * @param preset the comparison the command line offers by that name
   * @return one row per n; ratios and words take {@link #baseline} of the backends as their baseline
   */
  public List<Comparison> compare(int fromN, int toN, Preset preset) {
    return threads(Measurements.preset(preset).threads()).compare(fromN, toN, Timing.DEFAULT, backends(preset));
  }

  /**
   * The backends a preset runs here, in order (those registered here).
   *
   * @param preset the comparison the command line offers by that name
   * @return the backends' names and variants
   */
  public static List<String> backends(Preset preset) {
    return Measurements.preset(preset).backends();
  }

  /**
   * The baseline of ratios and of the answer in words among these backends: the teaching backtracker
   * where it runs, else the first.
   *
   * @param backends the backends compared, in order
   * @return the one the others are measured against
   */
  public static String baseline(List<String> backends) {
    return Presets.baseline(backends);
  }

  /**
   * Writes a report on this model for n from {@code fromN} to {@code toN}, as {@code nqueens report}
   * does: a comparison of the fair preset (or, with an objective, an optimisation), then a search
   * profile per backend; every backend in a JVM of its own.
   *
   * @param fromN the smallest board
   * @param toN the largest board
   * @param page the HTML file to write
   * @return how the report's runs ended: each verdict, and whether they were interrupted
   * @throws IOException where the page cannot be written
   */
  public ReportOutcome report(int fromN, int toN, Path page) throws IOException {
    return measurements().report(fromN, toN, page);
  }

  /**
   * As {@link #compare(int, int, String...)}, timed as {@code timing} says.
   *
   * @param fromN the smallest board
   * @param toN the largest board
   * @param timing the timed runs of each cell
   * @param backends the backends and variants, in order
   * @return one row per n
   */
  public List<Comparison> compare(int fromN, int toN, Timing timing, List<String> backends) {
    return measurements().compare(fromN, toN, timing, backends);
  }

  /**
   * Compares the optima of backends on this model (which has an objective) for n from {@code fromN}
   * to {@code toN}, as {@code compare} does for a model with an objective.
   *
   * @param fromN the smallest board
   * @param toN the largest board
   * @param timing the timed runs of each cell
   * @param backends the backends and variants, in order
   * @return one row per n, with each backend's optimum and the verdict
   */
  public List<OptimaComparison> compareOptima(int fromN, int toN, Timing timing, List<String> backends) {
    return measurements().compareOptima(fromN, toN, timing, backends);
  }

  /**
   * Benchmarks backends on this model for n from {@code fromN} to {@code toN}, as {@code bench} does.
   *
   * @param task what is timed: counting, a first solution, or the optimum (the model's objective)
   * @param fromN the smallest board
   * @param toN the largest board
   * @param timing the timed runs of each cell
   * @param backends the backends and variants, in order
   * @return one measure per n and backend, in that order
   */
  public List<Measure> bench(Task task, int fromN, int toN, Timing timing, List<String> backends) {
    return measurements().bench(task, fromN, toN, timing, backends);
  }

  private Measurements measurements() {
    return new Measurements(model, threads, timeLimit, forked);
  }

  /**
   * One solution, checked.
   *
   * @return the solution; empty when there is none, or when the time limit came first (see {@link #solveResult()})
   */
  public Optional<Solution> solve() {
    return solveResult().solution();
  }

  /**
   * One solution with how the search ended.
   *
   * @return the result: a complete one without a solution proves there is none
   */
  public SolveResult solveResult() {
    return Checked.solve(model, solvers.get().solve(model, control()), solverName);
  }

  /**
   * The first solutions, each checked, in the backend's order.
   *
   * @param limit the most solutions to return
   * @return the solutions
   */
  public List<Solution> solutions(long limit) {
    List<Solution> out = new ArrayList<>();
    each(s -> {
      out.add(s);
      return out.size() < limit;
    });
    return out;
  }

  /**
   * Hands each solution, checked, to a listener; nothing is held in memory.
   *
   * @param listener told of each solution; returns false to stop
   * @return how the enumeration ended, and how many solutions it found
   */
  public EnumerationResult each(Predicate<Solution> listener) {
    return solvers.get().enumerate(model, control(), s -> listener.test(Checked.solution(model, s, solverName)));
  }

  private SearchControl control() {
    return SearchControl.withTimeLimit(timeLimit);
  }
}
