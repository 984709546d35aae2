package io.nqueens.model.expr;

import io.nqueens.BadInputException;
import io.nqueens.model.expr.Expr.BinaryOp;
import io.nqueens.model.expr.Expr.Generator;
import io.nqueens.model.expr.Expr.UnaryOp;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Supplier;

/**
 * Parses one constraint of the MiniZinc subset, with MiniZinc's precedence (loosest first):
 * {@code <->}; {@code -> <-}; {@code \/ xor}; {@code /\}; comparisons (not associative);
 * {@code + -}; {@code * div mod}; prefix {@code not} and {@code -}. Binary operators associate to
 * the left. Types are checked as the tree is built (an integer where a Boolean is needed is an
 * error, except in {@code sum} and {@code bool2int}), and so are names: {@code n}, {@code q} and
 * the loop variables in scope. Errors carry the column and a caret line.
 */
public final class Parser {

  private enum T { INT, IDENT, SYMBOL, END }

  private record Token(T type, String text, int column) {
    boolean is(String s) {
      return (type == T.SYMBOL || type == T.IDENT) && text.equals(s);
    }

    String describe() {
      return type == T.END ? "the end" : "'" + text + "'";
    }
  }

  private static final List<String> SYMBOLS =
      List.of("<->", "->", "<-", "/\\", "\\/", "..", "==", "!=", "<=", ">=", "<", ">", "=", "+", "-", "*", "(", ")", "[", "]", ",", "|");

  private static final Set<String> KEYWORDS =
      Set.of("not", "div", "mod", "xor", "in", "where", "true", "false", "forall", "exists", "sum", "abs", "min", "max", "pow",
          "bool2int", "alldifferent", "all_different");

  private final String text;
  /** What the text is, for messages: "constraint" or "objective". */
  private final String what;
  private final List<Token> tokens;
  private int pos;
  /** Loop variables in scope, innermost last. */
  private final List<String> scope = new ArrayList<>();
  /** The constant tables the text may name. */
  private final Map<String, Table> tables;

  private Parser(String text, String what, Map<String, Table> tables) {
    this.text = text;
    this.what = what;
    this.tables = tables;
    this.tokens = tokenize(text);
  }

  /** Parses a constraint: a Boolean expression. */
  public static Expr parse(String text) {
    return parse(text, Map.of());
  }

  /** Parses a constraint that may name the given tables. */
  public static Expr parse(String text, Map<String, Table> tables) {
    return parse(text, tables, "constraint", true);
  }

  /** Parses an objective: an integer expression that may name the given tables. */
  public static Expr parseTerm(String text, Map<String, Table> tables) {
    return parse(text, tables, "objective", false);
  }

  private static Expr parse(String text, Map<String, Table> tables, String what, boolean bool) {
    if (text == null || text.isBlank()) {
      throw new BadInputException("bad " + what + ": the " + what + " is empty");
    }
    Parser p = new Parser(text, what, Map.copyOf(tables));
    int column = p.peek().column();
    Expr e = p.level(0);
    if (p.peek().type() != T.END) {
      throw p.error("expected an operator or the end, found " + p.peek().describe(), p.peek().column());
    }
    if (bool && !e.isBool()) {
      throw p.error("a constraint must be a Boolean expression (a comparison, say), not an integer", column);
    }
    if (!bool && e.isBool()) {
      throw p.error("an objective must be an integer expression (a sum, say), not a Boolean; bool2int(b) counts one as 0 or 1", column);
    }
    return e;
  }

  // ---- tokens ----

  private List<Token> tokenize(String s) {
    List<Token> out = new ArrayList<>();
    int i = 0;
    while (i < s.length()) {
      char ch = s.charAt(i);
      if (Character.isWhitespace(ch)) {
        i++;
        continue;
      }
      if (ch == '%') {
        // A MiniZinc comment runs to the end of the line.
        while (i < s.length() && s.charAt(i) != '\n') {
          i++;
        }
        continue;
      }
      if (Character.isDigit(ch)) {
        int start = i;
        while (i < s.length() && Character.isDigit(s.charAt(i))) {
          i++;
        }
        out.add(new Token(T.INT, s.substring(start, i), start));
        continue;
      }
      if (Character.isLetter(ch) || ch == '_') {
        int start = i;
        while (i < s.length() && (Character.isLetterOrDigit(s.charAt(i)) || s.charAt(i) == '_')) {
          i++;
        }
        out.add(new Token(T.IDENT, s.substring(start, i), start));
        continue;
      }
      String symbol = null;
      for (String sym : SYMBOLS) {
        if (s.startsWith(sym, i)) {
          symbol = sym;
          break;
        }
      }
      if (symbol == null) {
        throw error("unexpected character '" + ch + "'", i);
      }
      out.add(new Token(T.SYMBOL, symbol, i));
      i += symbol.length();
    }
    out.add(new Token(T.END, "", s.length()));
    return out;
  }

  private Token peek() {
    return tokens.get(pos);
  }

  private Token next() {
    return tokens.get(pos++);
  }

  private boolean accept(String s) {
    if (peek().is(s)) {
      pos++;
      return true;
    }
    return false;
  }

  private Token expect(String s, String after) {
    Token t = peek();
    if (!t.is(s)) {
      throw error("expected '" + s + "'" + after + ", found " + t.describe(), t.column());
    }
    return next();
  }

  /**
   * A message with the line of the constraint's text that holds the offset and a caret under it;
   * "line L, column C" where the text has several lines.
   */
  private BadInputException error(String message, int offset) {
    int lineStart = text.lastIndexOf('\n', Math.max(0, Math.min(offset, text.length()) - 1)) + 1;
    if (offset == 0) {
      lineStart = 0;
    }
    int lineEnd = text.indexOf('\n', lineStart);
    String line = text.substring(lineStart, lineEnd < 0 ? text.length() : lineEnd);
    int column = offset - lineStart;
    boolean lines = text.indexOf('\n') >= 0;
    int lineNumber = (int) text.substring(0, lineStart).chars().filter(ch -> ch == '\n').count() + 1;
    String where = lines ? "line " + lineNumber + ", column " + (column + 1) : "column " + (column + 1);
    return new BadInputException("bad " + what + ": " + message + " at " + where + "\n  " + line.replace('\t', ' ') + "\n  "
        + " ".repeat(Math.max(0, column)) + "^");
  }

  // ---- precedence levels ----

  private static final List<List<BinaryOp>> LEVELS = List.of(
      List.of(BinaryOp.EQUIV),
      List.of(BinaryOp.IMPLIES, BinaryOp.IMPLIED_BY),
      List.of(BinaryOp.OR, BinaryOp.XOR),
      List.of(BinaryOp.AND),
      List.of(BinaryOp.EQ, BinaryOp.NE, BinaryOp.LT, BinaryOp.LE, BinaryOp.GT, BinaryOp.GE),
      List.of(BinaryOp.ADD, BinaryOp.SUB),
      List.of(BinaryOp.MUL, BinaryOp.DIV, BinaryOp.MOD));

  private static final int COMPARISONS = 4;

  /**
   * The deepest nesting of parentheses, brackets, calls and prefix operators taken: deeper trees
   * would exhaust the stack of the recursive passes over them. Chains of operators at one level
   * ({@code a /\ b /\ ...}, {@code a + b - ...}) do not nest, however long.
   */
  public static final int MAX_NESTING = 100;

  /** Chains of one associative operator longer than this are built as balanced trees, so that their depth grows as a logarithm. */
  private static final int BALANCE_CHAINS_FROM = 16;

  private int depth;

  private Expr expression() {
    return nested(() -> level(0));
  }

  private Expr nested(Supplier<Expr> inner) {
    if (++depth > MAX_NESTING) {
      throw error("the expression nests deeper than " + MAX_NESTING + " levels (parentheses, calls and prefix operators)", peek().column());
    }
    try {
      return inner.get();
    } finally {
      depth--;
    }
  }

  private BinaryOp operatorAt(int level) {
    Token t = peek();
    if (t.type() != T.SYMBOL && t.type() != T.IDENT) {
      return null;
    }
    String s = t.text().equals("==") ? "=" : t.text();
    for (BinaryOp op : LEVELS.get(level)) {
      if (op.text().equals(s)) {
        return op;
      }
    }
    return null;
  }

  private Expr level(int level) {
    if (level == LEVELS.size()) {
      return unary();
    }
    List<Expr> operands = new ArrayList<>(List.of(level(level + 1)));
    List<BinaryOp> ops = new ArrayList<>();
    List<Token> at = new ArrayList<>();
    while (true) {
      BinaryOp op = operatorAt(level);
      if (op == null) {
        break;
      }
      Token opToken = next();
      if (peek().type() == T.END || peek().is(")") || peek().is("]") || peek().is(",")) {
        throw error("expected an expression after '" + opToken.text() + "'", peek().column());
      }
      operands.add(level(level + 1));
      ops.add(op);
      at.add(opToken);
      if (level == COMPARISONS && operatorAt(level) != null) {
        throw error("comparisons do not chain; write (a < b) /\\ (b < c)", peek().column());
      }
    }
    if (ops.size() >= BALANCE_CHAINS_FROM && balanced(ops)) {
      return balancedChain(operands, ops, at);
    }
    Expr left = operands.get(0);
    for (int i = 0; i < ops.size(); i++) {
      left = binary(ops.get(i), left, operands.get(i + 1), at.get(i));
    }
    return left;
  }

  /** Whether a chain may be regrouped: one associative operator throughout, or + and - (a - b is a + -b). */
  private static boolean balanced(List<BinaryOp> ops) {
    BinaryOp first = ops.get(0);
    if (first == BinaryOp.ADD || first == BinaryOp.SUB) {
      return ops.stream().allMatch(op -> op == BinaryOp.ADD || op == BinaryOp.SUB);
    }
    boolean associative = first == BinaryOp.AND || first == BinaryOp.OR || first == BinaryOp.XOR || first == BinaryOp.EQUIV
        || first == BinaryOp.MUL;
    return associative && ops.stream().allMatch(op -> op == first);
  }

  private Expr balancedChain(List<Expr> operands, List<BinaryOp> ops, List<Token> at) {
    BinaryOp op = ops.get(0) == BinaryOp.SUB ? BinaryOp.ADD : ops.get(0);
    List<Expr> terms = new ArrayList<>();
    for (int i = 0; i < operands.size(); i++) {
      Token t = at.get(Math.max(0, i - 1));
      Expr e = operands.get(i);
      if (op.kind == BinaryOp.Kind.LOGIC) {
        requireBool(e, t, "'" + op.text() + "'");
      } else {
        requireInt(e, t, "'" + ops.get(Math.max(0, i - 1)).text() + "'");
      }
      terms.add(i > 0 && ops.get(i - 1) == BinaryOp.SUB ? new Expr.Unary(UnaryOp.NEG, e) : e);
    }
    return balance(op, terms, 0, terms.size());
  }

  private static Expr balance(BinaryOp op, List<Expr> terms, int from, int to) {
    if (to - from == 1) {
      return terms.get(from);
    }
    int mid = (from + to) >>> 1;
    return new Expr.Binary(op, balance(op, terms, from, mid), balance(op, terms, mid, to));
  }

  private Expr binary(BinaryOp op, Expr left, Expr right, Token at) {
    switch (op.kind) {
      case ARITH -> {
        requireInt(left, at, "'" + op.text() + "'");
        requireInt(right, at, "'" + op.text() + "'");
      }
      case COMPARE -> {
        boolean equality = op == BinaryOp.EQ || op == BinaryOp.NE;
        if (equality && left.isBool() && right.isBool()) {
          return new Expr.Binary(op, left, right);
        }
        requireInt(left, at, "'" + op.text() + "'");
        requireInt(right, at, "'" + op.text() + "'");
      }
      case LOGIC -> {
        requireBool(left, at, "'" + op.text() + "'");
        requireBool(right, at, "'" + op.text() + "'");
      }
    }
    return new Expr.Binary(op, left, right);
  }

  private void requireInt(Expr e, Token at, String where) {
    if (e.isBool()) {
      throw error("a Boolean where an integer is needed (by " + where + "); bool2int(b) turns one into 0 or 1", at.column());
    }
  }

  private void requireBool(Expr e, Token at, String where) {
    if (!e.isBool()) {
      throw error("an integer where a Boolean is needed (by " + where + "); compare it, e.g. x != 0", at.column());
    }
  }

  private Expr unary() {
    Token t = peek();
    if (t.is("not")) {
      next();
      Expr e = nested(this::unary);
      requireBool(e, t, "'not'");
      return new Expr.Unary(UnaryOp.NOT, e);
    }
    if (t.is("-")) {
      next();
      if (peek().type() == T.INT) {
        // A negative literal is a number of its own, not the negation of one.
        return new Expr.Int(-number(next()));
      }
      Expr e = nested(this::unary);
      requireInt(e, t, "'-'");
      return new Expr.Unary(UnaryOp.NEG, e);
    }
    if (t.is("+")) {
      next();
      Expr e = nested(this::unary);
      requireInt(e, t, "'+'");
      return e;
    }
    return primary();
  }

  private long number(Token t) {
    try {
      return Long.parseLong(t.text());
    } catch (NumberFormatException e) {
      throw error("the number " + t.text() + " is too large", t.column());
    }
  }

  private Expr primary() {
    Token t = next();
    switch (t.type()) {
      case END -> throw error("expected an expression, found the end", t.column());
      case INT -> {
        return new Expr.Int(number(t));
      }
      case SYMBOL -> {
        if (t.is("(")) {
          Expr e = expression();
          expect(")", " to close the '(' at column " + (t.column() + 1));
          return e;
        }
        throw error("expected an expression, found " + t.describe(), t.column());
      }
      default -> {
        return identifier(t);
      }
    }
  }

  private Expr identifier(Token t) {
    String name = t.text();
    switch (name) {
      case "true", "false" -> {
        return new Expr.Bool(name.equals("true"));
      }
      case "n" -> {
        return new Expr.Name("n");
      }
      case "q" -> {
        Token open = expect("[", " after 'q' (q[row] is the column of the queen in that row)");
        Expr index = expression();
        requireInt(index, open, "an index");
        expect("]", " to close 'q['");
        return new Expr.Queen(index);
      }
      case "abs", "bool2int" -> {
        expect("(", " after '" + name + "'");
        Token arg = peek();
        Expr e = expression();
        expect(")", " to close '" + name + "('");
        if (name.equals("abs")) {
          requireInt(e, arg, "abs");
          return new Expr.Unary(UnaryOp.ABS, e);
        }
        requireBool(e, arg, "bool2int");
        return new Expr.Unary(UnaryOp.BOOL2INT, e);
      }
      case "min", "max" -> {
        return minOrMax(t);
      }
      case "pow" -> {
        expect("(", " after 'pow'");
        Token arg = peek();
        Expr base = expression();
        expect(",", " between the two arguments of pow (pow(base, exponent))");
        Token at = peek();
        Expr exponent = expression();
        expect(")", " to close 'pow('");
        requireInt(base, arg, "pow");
        requireInt(exponent, at, "pow");
        return new Expr.Binary(BinaryOp.POW, base, exponent);
      }
      case "forall", "exists", "sum" -> {
        return comprehension(t, Expr.Aggregate.valueOf(name.toUpperCase(Locale.ROOT)));
      }
      case "alldifferent", "all_different" -> {
        return allDifferent(t);
      }
      default -> {
        if (scope.contains(name)) {
          return new Expr.Name(name);
        }
        if (tables.containsKey(name)) {
          return tableAt(t, tables.get(name));
        }
        if (KEYWORDS.contains(name)) {
          throw error("expected an expression, found '" + name + "'", t.column());
        }
        boolean call = peek().is("(");
        throw error("unknown " + (call ? "function" : "name") + " '" + name + "' (known: n, q[...], loop variables"
            + (tables.isEmpty() ? "" : ", tables " + String.join(", ", new TreeSet<>(tables.keySet())))
            + "; abs, min, max, pow, bool2int, forall, exists, sum, alldifferent)", t.column());
      }
    }
  }

  /**
   * {@code min(a, b)}; {@code min(gens [where c])(body)} and {@code min([body | gens])} over a
   * comprehension; {@code min([a, b, c])} over a list. Likewise {@code max}.
   */
  private Expr minOrMax(Token t) {
    String name = t.text();
    Expr.Aggregate kind = name.equals("min") ? Expr.Aggregate.MIN : Expr.Aggregate.MAX;
    if (generatorsAhead() || (tokens.get(pos + 1).is("[") && barAhead(pos + 2))) {
      return comprehension(t, kind);
    }
    BinaryOp op = name.equals("min") ? BinaryOp.MIN : BinaryOp.MAX;
    expect("(", " after '" + name + "'");
    Token arg = peek();
    List<Expr> args = new ArrayList<>();
    if (accept("[")) {
      do {
        Token at = peek();
        Expr e = expression();
        requireInt(e, at, name);
        args.add(e);
      } while (accept(","));
      expect("]", " to close the list of " + name);
      expect(")", " to close '" + name + "('");
    } else {
      Expr a = expression();
      expect(",", " between the two arguments of " + name + " (min(a, b), min(i in 0..n-1)(e) or min([e | i in 0..n-1]))");
      Expr b = expression();
      expect(")", " to close '" + name + "('");
      requireInt(a, arg, name);
      requireInt(b, arg, name);
      args.add(a);
      args.add(b);
    }
    Expr out = args.get(0);
    for (Expr e : args.subList(1, args.size())) {
      out = new Expr.Binary(op, out, e);
    }
    return out;
  }

  /** Whether the call opening at the next token has generators ({@code i in a..b}) at its own depth. */
  private boolean generatorsAhead() {
    return aheadAtDepth(pos + 1, "in");
  }

  private boolean barAhead(int from) {
    return aheadAtDepth(from, "|");
  }

  /** {@code w[i][j]} or {@code w[i, j]}: one integer index per axis of the table. */
  private Expr tableAt(Token t, Table table) {
    List<Expr> indices = new ArrayList<>();
    String shape = table.rank() == 1 ? table.name() + "[i]" : table.name() + "[r][c]";
    expect("[", " after table '" + table.name() + "' (write " + shape + ")");
    while (true) {
      Token at = peek();
      Expr e = expression();
      requireInt(e, at, "an index of " + table.name());
      indices.add(e);
      if (accept(",")) {
        continue;
      }
      expect("]", " to close '" + table.name() + "['");
      if (indices.size() < table.rank() && accept("[")) {
        continue;
      }
      break;
    }
    if (indices.size() != table.rank()) {
      throw error("table " + table.name() + " takes " + table.rank() + " ind" + (table.rank() == 1 ? "ex" : "ices") + " (" + shape + "), not "
          + indices.size(), t.column());
    }
    return new Expr.TableAt(table, indices);
  }

  /** {@code forall(gens [where c])(body)} or {@code forall([body | gens [where c]])}. */
  private Expr comprehension(Token t, Expr.Aggregate kind) {
    expect("(", " after '" + t.text() + "'");
    List<Generator> generators;
    Expr where;
    Expr body;
    int scoped = scope.size();
    Token bodyAt;
    if (accept("[")) {
      // [body | generators]: the body is parsed after the generators bind its names.
      int bodyStart = pos;
      skipToBar();
      GeneratorsAndWhere g = generators();
      expect("]", " to close the comprehension");
      expect(")", " to close '" + t.text() + "('");
      int end = pos;
      pos = bodyStart;
      bodyAt = peek();
      body = expression();
      expect("|", " after the comprehension's expression");
      pos = end;
      generators = g.generators;
      where = g.where;
    } else {
      GeneratorsAndWhere g = generators();
      expect(")", " after the generators of '" + t.text() + "'");
      expect("(", " before the body of '" + t.text() + "'");
      bodyAt = peek();
      body = expression();
      expect(")", " to close the body of '" + t.text() + "'");
      generators = g.generators;
      where = g.where;
    }
    scope.subList(scoped, scope.size()).clear();
    if (kind == Expr.Aggregate.SUM) {
      // A Boolean body counts as 0 or 1.
      if (body.isBool()) {
        body = new Expr.Unary(UnaryOp.BOOL2INT, body);
      }
    } else if (!kind.isBool()) {
      requireInt(body, bodyAt, t.text());
    } else {
      requireBool(body, bodyAt, t.text());
    }
    return new Expr.Comprehension(kind, generators, where, body);
  }

  /** {@code alldifferent([e | gens])} or {@code alldifferent([e1, e2, ...])}. */
  private Expr allDifferent(Token t) {
    expect("(", " after '" + t.text() + "'");
    expect("[", " after '" + t.text() + "(' (alldifferent takes an array such as [q[i] + i | i in 0..n-1])");
    int start = pos;
    int scoped = scope.size();
    if (hasBarBeforeClose()) {
      skipToBar();
      GeneratorsAndWhere g = generators();
      expect("]", " to close the comprehension");
      expect(")", " to close '" + t.text() + "('");
      int end = pos;
      pos = start;
      Token at = peek();
      Expr element = expression();
      requireInt(element, at, t.text());
      expect("|", " after the comprehension's expression");
      pos = end;
      scope.subList(scoped, scope.size()).clear();
      return new Expr.AllDifferent(element, g.generators, g.where, List.of());
    }
    List<Expr> elements = new ArrayList<>();
    if (!peek().is("]")) {
      do {
        Token at = peek();
        Expr e = expression();
        requireInt(e, at, t.text());
        elements.add(e);
      } while (accept(","));
    }
    expect("]", " to close the array");
    expect(")", " to close '" + t.text() + "('");
    return new Expr.AllDifferent(null, List.of(), null, List.copyOf(elements));
  }

  private record GeneratorsAndWhere(List<Generator> generators, Expr where) {}

  /** {@code i, j in a..b, k in c..d where cond}; binds the names in scope (the caller unbinds). */
  private GeneratorsAndWhere generators() {
    List<Generator> out = new ArrayList<>();
    do {
      List<String> names = new ArrayList<>();
      do {
        Token name = next();
        if (name.type() != T.IDENT || KEYWORDS.contains(name.text()) || name.text().equals("n") || name.text().equals("q")) {
          throw error("expected a loop variable name, found " + name.describe(), name.column());
        }
        if (tables.containsKey(name.text())) {
          throw error("loop variable '" + name.text() + "' has the name of a table", name.column());
        }
        if (names.contains(name.text()) || scope.contains(name.text())) {
          throw error("loop variable '" + name.text() + "' is already in use", name.column());
        }
        names.add(name.text());
      } while (accept(","));
      expect("in", " after the loop variable" + (names.size() > 1 ? "s" : ""));
      Token fromAt = peek();
      Expr from = level(LEVELS.size() - 2);
      expect("..", " in the range (write a..b)");
      Expr to = level(LEVELS.size() - 2);
      requireInt(from, fromAt, "a range");
      requireInt(to, fromAt, "a range");
      requireFixed(from, fromAt, "a range bound");
      requireFixed(to, fromAt, "a range bound");
      out.add(new Generator(List.copyOf(names), from, to));
      scope.addAll(names);
    } while (accept(","));
    Expr where = null;
    if (accept("where")) {
      Token at = peek();
      where = expression();
      requireBool(where, at, "'where'");
      requireFixed(where, at, "a 'where' filter");
    }
    return new GeneratorsAndWhere(List.copyOf(out), where);
  }

  /** Range bounds and filters may use n and loop variables, not q: they must be known before the search. */
  private void requireFixed(Expr e, Token at, String what) {
    if (mentionsQ(e)) {
      throw error(what + " must not depend on q (it is fixed once n is known)", at.column());
    }
  }

  static boolean mentionsQ(Expr e) {
    return e.accept(MentionsQ.INSTANCE);
  }

  /** Whether an expression reads a queen's column (range bounds and filters must not). */
  private enum MentionsQ implements Expr.Visitor<Boolean> {
    INSTANCE;

    @Override
    public Boolean visitInt(Expr.Int e) {
      return false;
    }

    @Override
    public Boolean visitBool(Expr.Bool e) {
      return false;
    }

    @Override
    public Boolean visitName(Expr.Name e) {
      return false;
    }

    @Override
    public Boolean visitQueen(Expr.Queen e) {
      return true;
    }

    @Override
    public Boolean visitUnary(Expr.Unary e) {
      return e.operand().accept(this);
    }

    @Override
    public Boolean visitBinary(Expr.Binary e) {
      return e.left().accept(this) || e.right().accept(this);
    }

    @Override
    public Boolean visitComprehension(Expr.Comprehension e) {
      return e.body().accept(this) || (e.where() != null && e.where().accept(this));
    }

    @Override
    public Boolean visitAllDifferent(Expr.AllDifferent e) {
      return true;
    }

    @Override
    public Boolean visitTableAt(Expr.TableAt e) {
      return e.indices().stream().anyMatch(i -> i.accept(this));
    }
  }

  /** Skips tokens up to the '|' of a comprehension at this bracket depth. */
  private void skipToBar() {
    int depth = 0;
    while (true) {
      Token t = peek();
      if (t.type() == T.END) {
        throw error("expected '|' in the comprehension [expression | generators]", t.column());
      }
      if (t.is("(") || t.is("[")) {
        depth++;
      } else if (t.is(")") || t.is("]")) {
        if (depth == 0) {
          throw error("expected '|' in the comprehension [expression | generators]", t.column());
        }
        depth--;
      } else if (t.is("|") && depth == 0) {
        next();
        return;
      }
      next();
    }
  }

  private boolean hasBarBeforeClose() {
    return aheadAtDepth(pos, "|");
  }

  /**
   * Whether {@code symbol} comes at the bracket depth of token {@code from}, before the parenthesis
   * or bracket around it closes (or the text ends).
   */
  private boolean aheadAtDepth(int from, String symbol) {
    int depth = 0;
    for (int i = from; i < tokens.size(); i++) {
      Token t = tokens.get(i);
      if (t.is("(") || t.is("[")) {
        depth++;
      } else if (t.is(")") || t.is("]")) {
        if (depth == 0) {
          return false;
        }
        depth--;
      } else if (t.is(symbol) && depth == 0) {
        return true;
      } else if (t.type() == T.END) {
        return false;
      }
    }
    return false;
  }

}
