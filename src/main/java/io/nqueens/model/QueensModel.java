package io.nqueens.model;

import io.nqueens.BadInputException;
import io.nqueens.model.expr.Table;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;

/**
 * One n-queens instance: an n x n board, one queen per row, plus extra constraints, and optionally
 * an {@link Objective} to minimize or maximize over its solutions (counting and listing ignore it).
 *
 * <p>Solutions are {@code row -> column}, 0-based. Constraints are kept in the order given, without
 * duplicates. Tables that the constraints and the objective name must agree: one name, one table.
 */
public record QueensModel(int n, List<Constraint> constraints, Optional<Objective> objective, String name, String description) {

  /** The largest board any part of this program represents; each backend may accept less. */
  public static final int MAX_N = 10_000_000;

  public QueensModel {
    if (n < 1) {
      throw new BadInputException("n (" + n + ") must be >= 1");
    }
    if (n > MAX_N) {
      throw new BadInputException("n (" + n + ") must be <= " + MAX_N);
    }
    Objects.requireNonNull(constraints, "constraints");
    List<Constraint> unique = List.copyOf(new LinkedHashSet<>(constraints));
    for (Constraint c : unique) {
      c.checkFits(n);
    }
    constraints = unique;
    objective = objective == null ? Optional.empty() : objective;
    objective.ifPresent(o -> o.checkFits(n));
    if (constraints.contains(new Toroidal()) && constraints.contains(new NoDiagonals())) {
      throw new BadInputException("toroidal wraps the diagonals, and diagonals: false turns them off: choose one");
    }
    name = name == null ? "" : name;
    description = description == null ? "" : description;
    tablesOf(constraints, objective);
  }

  /** A model without an objective. */
  public QueensModel(int n, List<Constraint> constraints, String name, String description) {
    this(n, constraints, Optional.empty(), name, description);
  }

  /** Every table the constraints and the objective name, by name (one name, one table). */
  public Map<String, Table> tables() {
    return tablesOf(constraints, objective);
  }

  private static Map<String, Table> tablesOf(List<Constraint> constraints, Optional<Objective> objective) {
    Map<String, Table> out = new TreeMap<>();
    for (Constraint c : constraints) {
      c.accept(TablesOf.INSTANCE).values().forEach(t -> Table.merge(out, t));
    }
    objective.ifPresent(o -> o.tables().values().forEach(t -> Table.merge(out, t)));
    return out;
  }

  /** The same model (objective, name and description kept) with other constraints. */
  public QueensModel withConstraints(List<? extends Constraint> others) {
    return new QueensModel(n, List.copyOf(others), objective, name, description);
  }

  /** The same model under another name. */
  public QueensModel named(String newName) {
    return new QueensModel(n, constraints, objective, newName, description);
  }

  /** This model with the objective (replacing any it had). */
  public QueensModel withObjective(Objective o) {
    return new QueensModel(n, constraints, Optional.of(o), name, description);
  }

  /** This model without an objective: what counting and listing solve. */
  public QueensModel withoutObjective() {
    return objective.isEmpty() ? this : new QueensModel(n, constraints, Optional.empty(), name, description);
  }

  /** The plain n-queens problem. */
  public static QueensModel of(int n) {
    return new QueensModel(n, List.of(), "", "");
  }

  public static QueensModel of(int n, Constraint... constraints) {
    return new QueensModel(n, List.of(constraints), "", "");
  }

  /** This model plus more constraints. */
  public QueensModel with(List<? extends Constraint> more) {
    if (more.isEmpty()) {
      return this;
    }
    List<Constraint> all = new ArrayList<>(constraints);
    all.addAll(more);
    return new QueensModel(n, all, objective, name, description);
  }

  public QueensModel with(Constraint... more) {
    return with(List.of(more));
  }

  /** The same constraints on an n x n board (pre-placed and blocked squares must still fit). */
  public QueensModel withN(int newN) {
    return new QueensModel(newN, constraints, objective, name, description);
  }

  public boolean isPlain() {
    return constraints.isEmpty();
  }

  public List<Queen> queens() {
    return ofKind(Queen.class);
  }

  public List<Blocked> blocked() {
    return ofKind(Blocked.class);
  }

  /**
   * The squares closed by a rule about that square alone, {@code [row][col]}: blocked, or on an
   * excluded diagonal (a pre-placed queen's attacks are not among them: they follow from the attack
   * rule). What the trace page shades, and where {@code UsableSquares} starts.
   */
  public boolean[][] closedSquares() {
    boolean[][] closed = new boolean[n][n];
    ConstraintVisitor<Void> closing = new ConstraintVisitor<>() {
      @Override
      public Void visitQueen(Queen q) {
        return null;
      }

      @Override
      public Void visitBlocked(Blocked b) {
        closed[b.row()][b.col()] = true;
        return null;
      }

      @Override
      public Void visitKnightExclusion(KnightExclusion k) {
        return null;
      }

      @Override
      public Void visitToroidal(Toroidal t) {
        return null;
      }

      @Override
      public Void visitNoDiagonals(NoDiagonals d) {
        return null;
      }

      @Override
      public Void visitTouching(Touching t) {
        return null;
      }

      @Override
      public Void visitRegions(Regions r) {
        return null;
      }

      @Override
      public Void visitExpression(Expression e) {
        return null;
      }

      @Override
      public Void visitExcludedDiagonal(ExcludedDiagonal e) {
        e.squares(n).forEach(cell -> closed[cell.row()][cell.col()] = true);
        return null;
      }
    };
    constraints.forEach(c -> c.accept(closing));
    return closed;
  }

  public List<Expression> expressions() {
    return ofKind(Expression.class);
  }

  /**
   * The largest magnitude of an integer the model makes a backend hold at its n: over its
   * constraints' and objective's terms, constants and running totals in the order written (0 when
   * it has no expressions). A backend whose own range ({@code Solver.maxMagnitude}) is narrower
   * refuses the model.
   */
  public long magnitude() {
    long most = objective.map(o -> o.magnitude(n)).orElse(0L);
    for (Constraint c : constraints) {
      most = Math.max(most, c.magnitude(n));
    }
    return most;
  }

  /** The region maps the board is cut by (usually none or one; with two, each region of each holds one queen). */
  public List<Regions> regionMaps() {
    return ofKind(Regions.class);
  }

  /** The first region map, if the board is cut into regions: what boards are printed with. */
  public Optional<Regions> regions() {
    List<Regions> maps = regionMaps();
    return maps.isEmpty() ? Optional.empty() : Optional.of(maps.get(0));
  }

  private <T extends Constraint> List<T> ofKind(Class<T> kind) {
    List<T> out = new ArrayList<>();
    for (Constraint c : constraints) {
      if (kind.isInstance(c)) {
        out.add(kind.cast(c));
      }
    }
    return Collections.unmodifiableList(out);
  }

  /** What a constraint restricts, for backends that choose an encoding by it. */
  public enum Reach {
    /** Single squares: a pre-placed queen, a blocked square, an excluded diagonal. */
    SQUARES,
    /** How any two queens may stand, the same all over the board: knight moves, wrapped diagonals, no diagonals, touching. */
    ATTACKS,
    /** Which squares share a region: one queen in each. */
    REGIONS,
    /** An expression over the queens' columns. */
    COLUMNS
  }

  /** What the constraint restricts. */
  public static Reach reach(Constraint c) {
    return c.accept(ReachOf.INSTANCE);
  }

  /** Whether some constraint of this model restricts what {@code reach} says. */
  public boolean restricts(Reach reach) {
    return constraints.stream().anyMatch(c -> reach(c) == reach);
  }

  private enum ReachOf implements ConstraintVisitor<Reach> {
    INSTANCE;

    @Override
    public Reach visitQueen(Queen queen) {
      return Reach.SQUARES;
    }

    @Override
    public Reach visitBlocked(Blocked blocked) {
      return Reach.SQUARES;
    }

    @Override
    public Reach visitKnightExclusion(KnightExclusion k) {
      return Reach.ATTACKS;
    }

    @Override
    public Reach visitToroidal(Toroidal t) {
      return Reach.ATTACKS;
    }

    @Override
    public Reach visitNoDiagonals(NoDiagonals d) {
      return Reach.ATTACKS;
    }

    @Override
    public Reach visitTouching(Touching t) {
      return Reach.ATTACKS;
    }

    @Override
    public Reach visitRegions(Regions r) {
      return Reach.REGIONS;
    }

    @Override
    public Reach visitExcludedDiagonal(ExcludedDiagonal e) {
      return Reach.SQUARES;
    }

    @Override
    public Reach visitExpression(Expression e) {
      return Reach.COLUMNS;
    }
  }

  /** The tables a constraint names: only expressions name any. */
  private enum TablesOf implements ConstraintVisitor<Map<String, Table>> {
    INSTANCE;

    @Override
    public Map<String, Table> visitQueen(Queen queen) {
      return Map.of();
    }

    @Override
    public Map<String, Table> visitBlocked(Blocked blocked) {
      return Map.of();
    }

    @Override
    public Map<String, Table> visitKnightExclusion(KnightExclusion k) {
      return Map.of();
    }

    @Override
    public Map<String, Table> visitToroidal(Toroidal t) {
      return Map.of();
    }

    @Override
    public Map<String, Table> visitNoDiagonals(NoDiagonals d) {
      return Map.of();
    }

    @Override
    public Map<String, Table> visitTouching(Touching t) {
      return Map.of();
    }

    @Override
    public Map<String, Table> visitRegions(Regions r) {
      return Map.of();
    }

    @Override
    public Map<String, Table> visitExcludedDiagonal(ExcludedDiagonal e) {
      return Map.of();
    }

    @Override
    public Map<String, Table> visitExpression(Expression e) {
      return e.tables();
    }
  }

  /** One constraint in the words summaries use, such as {@code "queen 0,0"}. */
  public static String describe(Constraint c) {
    return c.accept(Describe.INSTANCE).one();
  }

  /** More constraints of one kind than this are summarized by their number. */
  static final int SUMMARY_LISTS_UP_TO = 8;

  /** A constraint longer than this is shortened in a summary. */
  static final int SUMMARY_CONSTRAINT_CHARS = 100;

  /**
   * A short human description such as {@code "n=8, queen 0,0, knight"}: each constraint in its own
   * words, but a kind with more than {@value #SUMMARY_LISTS_UP_TO} constraints by their number, in
   * the place of its first ({@code "n=52, 2299 blocked squares"}).
   */
  public String summary() {
    List<Words> words = constraints.stream().map(c -> c.accept(Describe.INSTANCE)).toList();
    Map<String, Integer> perKind = new LinkedHashMap<>();
    words.forEach(w -> perKind.merge(w.kind(), 1, Integer::sum));
    StringBuilder sb = new StringBuilder("n=").append(n);
    Set<String> counted = new HashSet<>();
    for (Words w : words) {
      int many = perKind.get(w.kind());
      if (many <= SUMMARY_LISTS_UP_TO) {
        sb.append(", ").append(w.one());
      } else if (counted.add(w.kind())) {
        sb.append(", ").append(many).append(' ').append(w.kind());
      }
    }
    objective.ifPresent(o -> sb.append(", ").append(o.sense().word()).append(' ').append(shortened(o.text())));
    return sb.toString();
  }

  /** A long expression is shortened in a summary (the first line of every output); export gives it whole. */
  private static String shortened(String expression) {
    String text = expression.strip().replaceAll("\\s+", " ");
    return text.length() <= SUMMARY_CONSTRAINT_CHARS ? text
        : text.substring(0, SUMMARY_CONSTRAINT_CHARS - 20) + " ... (" + expression.length() + " characters)";
  }

  /** A constraint in words: itself, and its kind in the plural a summary counts them in. */
  private record Words(String one, String kind) {}

  private enum Describe implements ConstraintVisitor<Words> {
    INSTANCE;

    @Override
    public Words visitQueen(Queen q) {
      return new Words("queen " + q.cell(), "pre-placed queens");
    }

    @Override
    public Words visitBlocked(Blocked b) {
      return new Words("block " + b.cell(), "blocked squares");
    }

    @Override
    public Words visitKnightExclusion(KnightExclusion k) {
      return new Words("knight", "knight");
    }

    @Override
    public Words visitToroidal(Toroidal t) {
      return new Words("toroidal", "toroidal");
    }

    @Override
    public Words visitNoDiagonals(NoDiagonals d) {
      return new Words("no diagonals", "no diagonals");
    }

    @Override
    public Words visitTouching(Touching t) {
      return new Words("touching", "touching");
    }

    @Override
    public Words visitRegions(Regions r) {
      return new Words(r.size() + " regions", "region maps");
    }

    @Override
    public Words visitExcludedDiagonal(ExcludedDiagonal e) {
      return new Words("exclude " + e, "excluded diagonals");
    }

    /** An expression whose text ends in a comment ({@code ... % one queen in region A}) is named by the comment first. */
    @Override
    public Words visitExpression(Expression e) {
      int comment = e.text().lastIndexOf('%');
      if (comment > 0 && e.text().indexOf('\n', comment) < 0) {
        return new Words(e.text().substring(comment + 1).strip() + " (constraint " + shortened(e.text().substring(0, comment)) + ")", "constraints");
      }
      return new Words("constraint " + shortened(e.text()), "constraints");
    }
  }
}
