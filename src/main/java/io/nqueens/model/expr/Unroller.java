package io.nqueens.model.expr;

import io.nqueens.BadInputException;
import io.nqueens.model.expr.Expr.Generator;
import io.nqueens.model.expr.Ground.CompareKind;
import io.nqueens.model.expr.Ground.IntKind;
import io.nqueens.model.expr.Ground.LogicKind;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;
import java.util.function.BooleanSupplier;

/**
 * Unrolls a constraint for one board size n: loops become conjunctions, disjunctions and sums, names
 * become numbers, and whatever that fixes is folded (a {@code ->} whose condition is false is true
 * without looking at its conclusion, as in MiniZinc). The result is the list of top-level
 * conjuncts, so that each can be checked on its own as soon as its queens stand.
 *
 * <p>Folding uses exact arithmetic, and every term left for the backends is bounded from the
 * queens' domains: a term that can leave {@link Bounds#MAX_MAGNITUDE} is refused, naming it.
 */
public final class Unroller implements Expr.Visitor<Ground> {

  /**
   * The most work one constraint may take to unroll, counted in loop steps plus nodes made: it keeps
   * memory bounded (a few hundred bytes a node) whatever a constraint asks for.
   */
  public static final long MAX_WORK = 5_000_000;

  private final int n;
  private final Map<String, Long> env = new HashMap<>();
  private final TermBounds bounds;
  private long work;

  private Unroller(int n) {
    this.n = n;
    this.bounds = new TermBounds(n);
    env.put("n", (long) n);
  }

  /**
   * A constraint or a term unrolled for one board size, with the largest magnitude any of its terms,
   * constants or running totals (in the order written) can take: what each backend's own integer
   * range is checked against ({@code Solver.maxMagnitude}).
   */
  public record Unrolled(List<Ground> ground, long magnitude) {}

  /**
   * The ground conjuncts of the constraint on an n x n board: empty when it always holds, one
   * {@code false} when it never does.
   *
   * @throws BadInputException naming the value, if a q index is off the board, a divisor is zero or
   *     not fixed, a term can leave the range this program computes, or the unrolling is too large
   */
  public static List<Ground> unroll(Expr constraint, int n) {
    return unrolled(constraint, n).ground();
  }

  /** {@link #unroll}, with the largest magnitude of its terms. */
  public static Unrolled unrolled(Expr constraint, int n) {
    Ground g;
    Unroller u = new Unroller(n);
    try {
      g = u.ground(constraint);
    } catch (ArithmeticException e) {
      throw new BadInputException("integer overflow while unrolling at n = " + n);
    }
    if (g.is(true)) {
      return new Unrolled(List.of(), u.widest);
    }
    return new Unrolled(List.copyOf(g.operandsOf(LogicKind.AND).orElse(List.of(g))), u.widest);
  }

  /**
   * An integer term (an objective) on an n x n board, its constants folded, every part of it within
   * the range this program computes.
   *
   * @throws BadInputException naming the value, as {@link #unroll}
   */
  public static Ground unrollTerm(Expr term, int n) {
    return unrolledTerm(term, n).ground().get(0);
  }

  /** {@link #unrollTerm}, with the largest magnitude of its parts. */
  public static Unrolled unrolledTerm(Expr term, int n) {
    try {
      Unroller u = new Unroller(n);
      Ground g = u.ground(term);
      if (g.constant().isPresent()) {
        u.constantOperandsInRange(new Ground.IntOp(IntKind.NEG, List.of(g)), term);
        return new Unrolled(List.of(g), u.widest);
      }
      Ground t = u.term(g, term);
      return new Unrolled(List.of(t), u.widest);
    } catch (ArithmeticException e) {
      throw new BadInputException("integer overflow while unrolling at n = " + n);
    }
  }

  /** The largest magnitude met so far among checked terms, constants and running totals. */
  private long widest;

  private void step() {
    if (++work > MAX_WORK) {
      throw new BadInputException("the constraint unrolls into more than " + MAX_WORK + " steps at n = " + n
          + " (the limit that keeps memory bounded); write it with fewer nested loops");
    }
  }

  private Ground ground(Expr e) {
    step();
    return e.accept(this);
  }

  // ---- the range this program computes ----

  /**
   * Where each sum was written, for the messages about it. A sum's bounds are checked when it is
   * used (by a comparison, a product, a call...), not while it is being built: what counts is the
   * whole flattened sum after its constants are folded, so {@code q[0] + 10^12 - 10^12} is {@code q[0]},
   * as in MiniZinc, whatever the grouping.
   */
  private final IdentityHashMap<Ground, Expr> sumSources = new IdentityHashMap<>();

  /** A flat sum made from {@code source}, its bounds checked where it is used ({@link #usedSums}). */
  private Ground linear(Ground g, Expr source) {
    if (g.operandsOf(IntKind.SUM).isPresent()) {
      sumSources.putIfAbsent(g, source);
    }
    return g;
  }

  /** Checks every sum among the operands of {@code g}, each as a whole. */
  private void usedSums(Ground g, Expr source) {
    for (Ground a : g.operands()) {
      if (a.operandsOf(IntKind.SUM).isPresent()) {
        checked(a, sumSources.getOrDefault(a, source));
      }
    }
  }

  /** The integer term {@code g}, made from {@code source}, once its bounds, its sums and its constant operands are checked. */
  private Ground term(Ground g, Expr source) {
    if (g.constant().isPresent()) {
      return g;
    }
    usedSums(g, source);
    return checked(g, source);
  }

  private Ground checked(Ground g, Expr source) {
    constantOperandsInRange(g, source);
    Bounds b;
    long running = 0;
    try {
      b = bounds.of(g);
      running = g.operandsOf(IntKind.SUM).isPresent() ? Math.min(bounds.runningMagnitude(writtenOf(g)), bounds.runningMagnitude(constantFirst(g))) : 0L;
    } catch (ArithmeticException e) {
      throw outOfRange(source, "whose bounds leave the 64-bit integers");
    }
    if (!b.representable()) {
      throw outOfRange(source, "which takes values in " + b);
    }
    if (running > Bounds.MAX_MAGNITUDE) {
      throw outOfRange(source, "a sum whose running total can reach " + running + " in magnitude");
    }
    widest = Math.max(widest, Math.max(b.magnitude(), running));
    return g;
  }

  /** A comparison or alldifferent whose constant operands are checked (the others were when they were built). */
  private Ground relation(Ground g, Expr source) {
    usedSums(g, source);
    constantOperandsInRange(g, source);
    return g;
  }

  private void constantOperandsInRange(Ground g, Expr source) {
    for (Ground a : g.operands()) {
      OptionalLong k = a.constant();
      if (k.isPresent() && !Bounds.of(k.getAsLong()).representable()) {
        throw outOfRange(source, "with the constant " + k.getAsLong());
      }
      if (k.isPresent()) {
        widest = Math.max(widest, Math.abs(k.getAsLong()));
      }
    }
  }

  private BadInputException outOfRange(Expr source, String why) {
    return new BadInputException("the term " + source + " at n = " + n + ", " + why + ", can leave -" + Bounds.MAX_MAGNITUDE
        + ".." + Bounds.MAX_MAGNITUDE + ", the range this program computes exactly");
  }

  // ---- leaves ----

  @Override
  public Ground visitInt(Expr.Int e) {
    return new Ground.Const(e.value());
  }

  @Override
  public Ground visitBool(Expr.Bool e) {
    return new Ground.Truth(e.value());
  }

  @Override
  public Ground visitName(Expr.Name e) {
    Long v = env.get(e.name());
    if (v == null) {
      throw new BadInputException("unknown name '" + e.name() + "'");
    }
    return new Ground.Const(v);
  }

  @Override
  public Ground visitQueen(Expr.Queen q) {
    Ground index = ground(q.index());
    OptionalLong c = index.constant();
    if (c.isEmpty()) {
      throw new BadInputException("the index of " + q + " is not fixed once n is known (q[...] takes an expression of n and loop variables)");
    }
    long row = c.getAsLong();
    if (row < 0 || row >= n) {
      throw new BadInputException("q[" + row + "] is off the board at n = " + n + " (rows are 0.." + (n - 1) + ")");
    }
    return new Ground.Q((int) row);
  }

  // ---- operators ----

  @Override
  public Ground visitUnary(Expr.Unary u) {
    Ground a = ground(u.operand());
    OptionalLong k = a.constant();
    return switch (u.op()) {
      case NEG -> k.isPresent() ? new Ground.Const(Math.negateExact(k.getAsLong())) : term(new Ground.IntOp(IntKind.NEG, List.of(a)), u);
      case ABS -> k.isPresent() ? new Ground.Const(Math.absExact(k.getAsLong())) : term(new Ground.IntOp(IntKind.ABS, List.of(a)), u);
      case BOOL2INT -> a.is(true) ? new Ground.Const(1) : a.is(false) ? new Ground.Const(0) : new Ground.IntOp(IntKind.BOOL2INT, List.of(a));
      case NOT -> not(a);
    };
  }

  private static Ground not(Ground a) {
    if (a.is(true) || a.is(false)) {
      return new Ground.Truth(a.is(false));
    }
    return new Ground.Logic(LogicKind.NOT, List.of(a));
  }

  @Override
  public Ground visitBinary(Expr.Binary b) {
    switch (b.op()) {
      case AND -> {
        Ground l = ground(b.left());
        return l.is(false) ? l : and(List.of(l, ground(b.right())));
      }
      case OR -> {
        Ground l = ground(b.left());
        return l.is(true) ? l : or(List.of(l, ground(b.right())));
      }
      case IMPLIES, IMPLIED_BY -> {
        return implication(b.op() == Expr.BinaryOp.IMPLIES ? b.left() : b.right(), b.op() == Expr.BinaryOp.IMPLIES ? b.right() : b.left());
      }
      default -> { }
    }
    Ground l = ground(b.left());
    Ground r = ground(b.right());
    if (l.isBool()) {
      return equivalence(b.op() == Expr.BinaryOp.EQUIV || b.op() == Expr.BinaryOp.EQ, l, r);
    }
    OptionalLong x = l.constant();
    OptionalLong y = r.constant();
    boolean constants = x.isPresent() && y.isPresent();
    return switch (b.op()) {
      case ADD -> linear(sum(l, r), b);
      case SUB -> constants ? new Ground.Const(Math.subtractExact(x.getAsLong(), y.getAsLong()))
          : l.equals(r) ? new Ground.Const(0)
          // A difference with a constant or a sum in it joins one flat sum, so that constants fold
          // whatever the grouping; one of two other terms stays a difference (a backend may post
          // |q[a] - q[b]| as a distance).
          : foldsIntoSum(l) || foldsIntoSum(r) ? linear(sum(l, negated(r)), b)
          : term(new Ground.IntOp(IntKind.SUB, List.of(l, r)), b);
      case MUL -> constants ? new Ground.Const(Math.multiplyExact(x.getAsLong(), y.getAsLong()))
          : term(new Ground.IntOp(IntKind.MUL, List.of(l, r)), b);
      case DIV, MOD -> division(b, l, r);
      case POW -> power(b, l, r);
      case MIN, MAX -> {
        boolean min = b.op() == Expr.BinaryOp.MIN;
        if (constants) {
          yield new Ground.Const(min ? Math.min(x.getAsLong(), y.getAsLong()) : Math.max(x.getAsLong(), y.getAsLong()));
        }
        yield term(new Ground.IntOp(min ? IntKind.MIN : IntKind.MAX, List.of(l, r)), b);
      }
      default -> relation(compare(b.op(), l, r), b);
    };
  }

  /** {@code condition -> conclusion}, folded where either side is constant; a false condition leaves the conclusion unlooked at. */
  private Ground implication(Expr condition, Expr conclusion) {
    Ground c = ground(condition);
    if (c.is(false)) {
      return new Ground.Truth(true);
    }
    if (c.is(true)) {
      return ground(conclusion);
    }
    Ground d = ground(conclusion);
    if (d.is(true)) {
      return d;
    }
    if (d.is(false)) {
      return not(c);
    }
    return new Ground.Logic(LogicKind.IMPLIES, List.of(c, d));
  }

  /** {@code <->}, {@code xor}, and {@code =} / {@code !=} between Booleans. */
  private static Ground equivalence(boolean equiv, Ground l, Ground r) {
    boolean lFixed = l.is(true) || l.is(false);
    boolean rFixed = r.is(true) || r.is(false);
    if (lFixed && rFixed) {
      return new Ground.Truth(equiv == (l.is(true) == r.is(true)));
    }
    if (lFixed) {
      return l.is(equiv) ? r : not(r);
    }
    if (rFixed) {
      return r.is(equiv) ? l : not(l);
    }
    return new Ground.Logic(equiv ? LogicKind.EQUIV : LogicKind.XOR, List.of(l, r));
  }

  private Ground division(Expr.Binary b, Ground l, Ground r) {
    OptionalLong d = r.constant();
    if (d.isEmpty()) {
      throw new BadInputException("the divisor of " + b + " is not fixed once n is known (div and mod take a constant divisor)");
    }
    if (d.getAsLong() == 0) {
      throw new BadInputException("division by zero in " + b + " at n = " + n);
    }
    boolean div = b.op() == Expr.BinaryOp.DIV;
    OptionalLong x = l.constant();
    if (x.isPresent()) {
      // Java's / and % truncate toward zero, as MiniZinc's div and mod do (Long.MIN_VALUE div -1 cannot
      // arise: constants are parsed as non-negative numbers and negated exactly).
      return new Ground.Const(div ? x.getAsLong() / d.getAsLong() : x.getAsLong() % d.getAsLong());
    }
    return term(new Ground.IntOp(div ? IntKind.DIV : IntKind.MOD, List.of(l, r)), b);
  }

  /**
   * {@code pow(l, r)}: its exponent fixed once n is known and not negative (as MiniZinc's integer
   * {@code pow}); folded when the base is fixed too, else a product of that many copies of the base.
   */
  private Ground power(Expr.Binary b, Ground l, Ground r) {
    OptionalLong e = r.constant();
    if (e.isEmpty()) {
      throw new BadInputException("the exponent of " + b + " is not fixed once n is known (pow takes an exponent of n and loop variables)");
    }
    long k = e.getAsLong();
    if (k < 0) {
      throw new BadInputException("the exponent of " + b + " is " + k + " at n = " + n + " (pow takes an exponent of 0 or more)");
    }
    OptionalLong x = l.constant();
    if (x.isPresent()) {
      long base = x.getAsLong();
      if (base == 0 || base == 1) {
        return new Ground.Const(k == 0 ? 1 : base);
      }
      if (base == -1) {
        return new Ground.Const(k % 2 == 0 ? 1 : -1);
      }
      long out = 1;
      for (long i = 0; i < k; i++) {
        out = Math.multiplyExact(out, base); // at most 63 steps before it overflows
      }
      return new Ground.Const(out);
    }
    if (k > 62) {
      throw new BadInputException("the exponent of " + b + " is " + k + " at n = " + n + " (at most 62 over a term of the queens)");
    }
    if (k == 0) {
      return new Ground.Const(1);
    }
    Ground out = l;
    for (long i = 1; i < k; i++) {
      out = term(new Ground.IntOp(IntKind.MUL, List.of(out, l)), b);
    }
    return out;
  }

  /** A flat sum of the two, with their constants added up (exactly). */
  private Ground sum(Ground l, Ground r) {
    List<Ground> parts = new ArrayList<>();
    for (Ground g : List.of(l, r)) {
      parts.addAll(g.operandsOf(IntKind.SUM).orElse(List.of(g)));
    }
    return flatSum(parts);
  }

  private static boolean foldsIntoSum(Ground g) {
    return g.constant().isPresent() || g.operandsOf(IntKind.SUM).isPresent();
  }

  /** {@code -g}: a constant negated exactly, a sum term by term, a negation undone. */
  private Ground negated(Ground g) {
    OptionalLong k = g.constant();
    if (k.isPresent()) {
      return new Ground.Const(Math.negateExact(k.getAsLong()));
    }
    Optional<List<Ground>> terms = g.operandsOf(IntKind.SUM);
    if (terms.isPresent()) {
      List<Ground> order = writtenOf(g).stream().map(this::negated).toList();
      Ground out = flatSum(terms.get().stream().map(this::negated).toList());
      written.put(out, order);
      return out;
    }
    Optional<List<Ground>> inner = g.operandsOf(IntKind.NEG);
    if (inner.isPresent()) {
      return inner.get().get(0);
    }
    return new Ground.IntOp(IntKind.NEG, List.of(g));
  }

  /** One flat sum of the parts (sums among them spread out), its constants added up exactly. */
  private Ground flatSum(List<Ground> parts) {
    List<Ground> args = new ArrayList<>();
    long constant = 0;
    List<Ground> flat = new ArrayList<>();
    List<Ground> order = new ArrayList<>();
    for (Ground a : parts) {
      flat.addAll(a.operandsOf(IntKind.SUM).orElse(List.of(a)));
      order.addAll(writtenOf(a));
    }
    for (Ground a : flat) {
      OptionalLong k = a.constant();
      if (k.isPresent()) {
        constant = Math.addExact(constant, k.getAsLong());
      } else {
        args.add(a);
      }
    }
    if (args.isEmpty()) {
      return new Ground.Const(constant);
    }
    if (constant != 0) {
      args.add(new Ground.Const(constant));
    }
    if (args.size() == 1) {
      return args.get(0);
    }
    Ground out = new Ground.IntOp(IntKind.SUM, args);
    written.put(out, order);
    return out;
  }

  /**
   * Each flat sum's terms in the order the user wrote them, its constants where they were written
   * (the sum itself keeps one folded constant, last): one of the two orders its running total is
   * bounded in (the other takes the folded constant first); the narrower counts.
   */
  private final IdentityHashMap<Ground, List<Ground>> written = new IdentityHashMap<>();

  /** A flat sum's terms with its folded constant (the last, if any) taken first. */
  private static List<Ground> constantFirst(Ground g) {
    List<Ground> terms = g.operandsOf(IntKind.SUM).orElse(List.of(g));
    if (terms.isEmpty() || terms.get(terms.size() - 1).constant().isEmpty()) {
      return terms;
    }
    List<Ground> out = new ArrayList<>(terms.size());
    out.add(terms.get(terms.size() - 1));
    out.addAll(terms.subList(0, terms.size() - 1));
    return out;
  }

  private List<Ground> writtenOf(Ground g) {
    List<Ground> order = written.get(g);
    return order != null ? order : g.operandsOf(IntKind.SUM).orElse(List.of(g));
  }

  private static Ground compare(Expr.BinaryOp op, Ground l, Ground r) {
    CompareKind kind = switch (op) {
      case EQ -> CompareKind.EQ;
      case NE -> CompareKind.NE;
      case LT -> CompareKind.LT;
      case LE -> CompareKind.LE;
      case GT -> CompareKind.GT;
      case GE -> CompareKind.GE;
      default -> throw new IllegalStateException("not a comparison: " + op);
    };
    if (l.equals(r)) {
      // The same expression of the same queens on both sides: its value cannot differ from itself.
      return new Ground.Truth(kind == CompareKind.EQ || kind == CompareKind.LE || kind == CompareKind.GE);
    }
    OptionalLong x = l.constant();
    OptionalLong y = r.constant();
    if (x.isPresent() && y.isPresent()) {
      long a = x.getAsLong();
      long b = y.getAsLong();
      return new Ground.Truth(switch (kind) {
        case EQ -> a == b;
        case NE -> a != b;
        case LT -> a < b;
        case LE -> a <= b;
        case GT -> a > b;
        case GE -> a >= b;
      });
    }
    return new Ground.Compare(kind, l, r);
  }

  private static Ground and(List<Ground> parts) {
    List<Ground> args = new ArrayList<>();
    for (Ground g : parts) {
      if (g.is(false)) {
        return g;
      }
      if (!g.is(true)) {
        args.addAll(g.operandsOf(LogicKind.AND).orElse(List.of(g)));
      }
    }
    return args.isEmpty() ? new Ground.Truth(true) : args.size() == 1 ? args.get(0) : new Ground.Logic(LogicKind.AND, args);
  }

  private static Ground or(List<Ground> parts) {
    List<Ground> args = new ArrayList<>();
    for (Ground g : parts) {
      if (g.is(true)) {
        return g;
      }
      if (!g.is(false)) {
        args.addAll(g.operandsOf(LogicKind.OR).orElse(List.of(g)));
      }
    }
    return args.isEmpty() ? new Ground.Truth(false) : args.size() == 1 ? args.get(0) : new Ground.Logic(LogicKind.OR, args);
  }

  // ---- loops ----

  @Override
  public Ground visitComprehension(Expr.Comprehension c) {
    List<Ground> parts = new ArrayList<>();
    boolean[] decided = {false};
    forEachBinding(c.generators(), 0, c.where(), () -> {
      Ground g = ground(c.body());
      if (c.kind() == Expr.Aggregate.FORALL && g.is(false) || c.kind() == Expr.Aggregate.EXISTS && g.is(true)) {
        parts.clear();
        parts.add(g);
        decided[0] = true;
        return false;
      }
      parts.add(g);
      return true;
    });
    return switch (c.kind()) {
      case FORALL -> decided[0] ? parts.get(0) : and(parts);
      case EXISTS -> decided[0] ? parts.get(0) : or(parts);
      case SUM -> linear(flatSum(parts), c);
      case MIN, MAX -> extremum(c, parts);
    };
  }

  /** {@code min} or {@code max} over the comprehension's values: its constants folded into one, at least one value. */
  private Ground extremum(Expr.Comprehension c, List<Ground> parts) {
    boolean min = c.kind() == Expr.Aggregate.MIN;
    if (parts.isEmpty()) {
      throw new BadInputException(c.kind().text() + " over no values at n = " + n + " in " + c + " (its generators and filter leave nothing)");
    }
    List<Ground> args = new ArrayList<>();
    Long constant = null;
    for (Ground g : parts) {
      OptionalLong k = g.constant();
      if (k.isPresent()) {
        constant = constant == null ? k.getAsLong() : min ? Math.min(constant, k.getAsLong()) : Math.max(constant, k.getAsLong());
      } else if (!args.contains(g)) {
        args.add(g);
      }
    }
    if (constant != null) {
      args.add(new Ground.Const(constant));
    }
    if (args.size() == 1) {
      return args.get(0);
    }
    return term(new Ground.IntOp(min ? IntKind.MIN : IntKind.MAX, args), c);
  }

  // ---- tables ----

  @Override
  public Ground visitTableAt(Expr.TableAt t) {
    Table table = t.table();
    List<Ground> indices = new ArrayList<>();
    for (int axis = 0; axis < t.indices().size(); axis++) {
      Expr e = t.indices().get(axis);
      Ground g = ground(e);
      if (g.constant().isEmpty()) {
        g = term(g, e);
      }
      Bounds b;
      try {
        b = bounds.of(g);
      } catch (ArithmeticException x) {
        throw outOfRange(e, "whose bounds leave the 64-bit integers");
      }
      int size = table.size(axis);
      if (b.lo() < 0 || b.hi() >= size) {
        throw new BadInputException("table " + table.name() + ": the index " + e + " in " + t + " " + (g.constant().isPresent() ? "is " + b.lo()
            : "takes values in " + b) + " at n = " + n + ", which can leave the table's " + (table.rank() == 1 ? "indices" : axis == 0 ? "rows" : "columns")
            + " 0.." + (size - 1));
      }
      indices.add(g);
    }
    if (indices.stream().allMatch(g -> g.constant().isPresent())) {
      return new Ground.Const(table.value(indices.stream().mapToInt(g -> (int) g.constant().getAsLong()).toArray()));
    }
    long[] all = table.values();
    if (table.rank() == 1) {
      return element(table, all, indices.get(0), t);
    }
    int rows = table.size(0);
    int cols = table.size(1);
    OptionalLong row = indices.get(0).constant();
    OptionalLong col = indices.get(1).constant();
    if (row.isPresent()) {
      // One row of the grid, picked by the column index.
      long[] slice = Arrays.copyOfRange(all, (int) row.getAsLong() * cols, (int) row.getAsLong() * cols + cols);
      return element(table, slice, indices.get(1), t);
    }
    if (col.isPresent()) {
      long[] slice = new long[rows];
      for (int r = 0; r < rows; r++) {
        slice[r] = all[r * cols + (int) col.getAsLong()];
      }
      return element(table, slice, indices.get(0), t);
    }
    // Both indices vary: the grid row by row, at row * cols + col.
    Ground flat = linear(flatSum(List.of(new Ground.IntOp(IntKind.MUL, List.of(indices.get(0), new Ground.Const(cols))), indices.get(1))), t);
    return element(table, all, term(flat, t), t);
  }

  private Ground element(Table table, long[] values, Ground index, Expr source) {
    step();
    work += values.length;
    return term(new Ground.Element(table.name(), Arrays.stream(values).boxed().toList(), index), source);
  }

  @Override
  public Ground visitAllDifferent(Expr.AllDifferent a) {
    List<Ground> elements = new ArrayList<>();
    if (a.element() == null) {
      for (Expr e : a.elements()) {
        elements.add(ground(e));
      }
    } else {
      forEachBinding(a.generators(), 0, a.where(), () -> {
        elements.add(ground(a.element()));
        return true;
      });
    }
    if (new HashSet<>(elements).size() < elements.size()) {
      // Two equal expressions of the same queens can never differ.
      return new Ground.Truth(false);
    }
    if (elements.stream().allMatch(g -> g.constant().isPresent())) {
      Set<Long> seen = new HashSet<>();
      return new Ground.Truth(elements.stream().allMatch(g -> seen.add(g.constant().getAsLong())));
    }
    return elements.size() < 2 ? new Ground.Truth(true) : relation(new Ground.AllDifferent(elements), a);
  }

  /** Runs the body once per binding of the generators that passes the filter; stops when the body returns false. */
  private boolean forEachBinding(List<Generator> generators, int index, Expr where, BooleanSupplier body) {
    if (index == generators.size()) {
      if (where != null) {
        Ground w = ground(where);
        if (!w.is(true) && !w.is(false)) {
          throw new BadInputException("the filter 'where " + where + "' is not fixed once n is known");
        }
        if (w.is(false)) {
          return true;
        }
      }
      return body.getAsBoolean();
    }
    return names(generators.get(index), 0, generators, index, where, body);
  }

  private boolean names(Generator g, int nameIndex, List<Generator> generators, int index, Expr where, BooleanSupplier body) {
    if (nameIndex == g.names().size()) {
      return forEachBinding(generators, index + 1, where, body);
    }
    long from = fixed(g.from(), "range bound");
    long to = fixed(g.to(), "range bound");
    String name = g.names().get(nameIndex);
    try {
      for (long v = from; v <= to; v++) {
        step();
        env.put(name, v);
        if (!names(g, nameIndex + 1, generators, index, where, body)) {
          return false;
        }
      }
      return true;
    } finally {
      env.remove(name);
    }
  }

  private long fixed(Expr e, String what) {
    return ground(e).constant().orElseThrow(() -> new BadInputException("the " + what + " " + e + " is not fixed once n is known"));
  }
}
