package io.nqueens.cli;

import io.nqueens.harness.Checked;
import io.nqueens.harness.report.SearchPage;
import io.nqueens.harness.report.StepKind;
import io.nqueens.model.Cell;
import io.nqueens.model.QueensModel;
import io.nqueens.model.Regions;
import io.nqueens.model.Solution;
import io.nqueens.model.SolutionChecker;
import io.nqueens.model.io.BoardFormat;
import io.nqueens.solver.CpStep;
import io.nqueens.solver.TraceListener;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * A traced search's steps as they come, for the terminal, the JSON document and the page alike: a
 * backtracker's queens placed and taken back and its dead ends, a constraint solver's decisions,
 * refutations and what each one's propagation removed; each printed at once (so that a reader who
 * stops early stops the search), counted, and kept. False from a step once --max-steps are printed or
 * the reader went away (head -1), which stops the search; a solution is kept and shown only once the
 * independent checker has passed it.
 */
final class TraceRecorder implements TraceListener {

  /** One step: its kind ({@code place}, {@code remove}, {@code dead-end}, {@code root}, {@code decide}, {@code refute}, {@code solution}) and its line. */
  record Event(String kind, int row, int col, List<Removal> removed, boolean failed, int emptied, Solution solution, String line, CpStep step,
      String board) {}

  /**
   * A square a step removed: its rule ({@code column}, {@code diagonal}, {@code wrapped diagonal},
   * {@code knight}, {@code touching}, {@code region}, {@code closed} for a blocked square or an excluded
   * diagonal, or {@code consistency} where no queen standing attacks it: a constraint's own reasoning,
   * an expression's, the columns' all-different, or the lex-leader constraints of a variant that breaks
   * symmetries) and the row of the queen that rules it out (-1: none).
   */
  record Removal(int row, int col, String rule, int by) {}

  private final QueensModel model;
  private final PrintWriter out;
  private final long maxSteps;
  final List<Event> events = new ArrayList<>();
  private long steps;
  long deadEnds;
  long takenBack;
  boolean closed;

  /** The backtracker's queens standing: each row's column, -1 where none. */
  private final int[] placed;
  private final boolean[][] closedSquares;

  TraceRecorder(QueensModel model, PrintWriter out, long maxSteps) {
    this.model = model;
    this.out = out;
    this.maxSteps = maxSteps;
    this.placed = new int[model.n()];
    Arrays.fill(placed, -1);
    model.queens().forEach(q -> placed[q.row()] = q.col());
    this.closedSquares = model.closedSquares();
  }

  @Override
  public boolean placed(int row, int col) {
    placed[row] = col;
    return step(new Event("place", row, col, List.of(), false, -1, null, "place row " + row + " col " + col, null, board()));
  }

  @Override
  public boolean removed(int row, int col) {
    takenBack++;
    placed[row] = -1;
    return step(new Event("remove", row, col, List.of(), false, -1, null, "remove row " + row + " col " + col, null, board()));
  }

  @Override
  public boolean deadEnd(int row) {
    deadEnds++;
    return step(new Event("dead-end", row, -1, List.of(), true, row, null, "dead end: row " + row + " has no safe square", null, board()));
  }

  @Override
  public boolean propagated(CpStep s) {
    String kind = switch (s.kind()) {
      case ROOT -> "root";
      case DECIDE -> "decide";
      case REFUTE -> "refute";
    };
    List<Removal> removed = s.removed().stream().map(c -> removal(model, s, c)).toList();
    return step(new Event(kind, s.row(), s.col(), removed, s.failed(), s.emptied(), null, line(s, removed), s, board(s)));
  }

  @Override
  public void solution(int[] columns) {
    Solution checked = shown(model, columns);
    String board = events.isEmpty() ? board() : events.get(events.size() - 1).board();
    events.add(new Event("solution", -1, -1, List.of(), false, -1, checked, "solution: " + checked, null, board));
    out.println("solution:");
    out.println(BoardFormat.BOARD.render(model, checked, false));
  }

  private boolean step(Event e) {
    events.add(e);
    out.println(e.line());
    if (out.checkError()) {
      closed = true;
      return false;
    }
    return ++steps < maxSteps;
  }

  /**
   * The board after a backtracker's step, as the page draws it ({@link SearchPage.Step}): the queens
   * standing, every square one of them rules out (the checker's attack or its region), closed squares.
   */
  private String board() {
    int n = model.n();
    int[][] regions = model.regions().map(Regions::ids).orElse(null);
    StringBuilder sb = new StringBuilder(n * n);
    for (int r = 0; r < n; r++) {
      for (int c = 0; c < n; c++) {
        boolean out = placed[r] >= 0 && placed[r] != c;
        for (int q = 0; q < n && !out; q++) {
          out = q != r && placed[q] >= 0 && (SolutionChecker.attack(model, new Cell(q, placed[q]), new Cell(r, c)).isPresent()
              || regions != null && regions[q][placed[q]] == regions[r][c]);
        }
        sb.append(closedSquares[r][c] ? '#' : placed[r] == c ? 'Q' : out ? 'x' : '.');
      }
    }
    return sb.toString();
  }

  /** The board after a constraint solver's step: its domains (a row of one square a queen), the squares it removed, closed squares. */
  private String board(CpStep s) {
    int n = model.n();
    StringBuilder sb = new StringBuilder(n * n);
    for (int r = 0; r < n; r++) {
      // The row a failure emptied is drawn empty: Choco stops before it takes the last square away.
      List<Integer> left = s.failed() && r == s.emptied() ? List.of() : s.left(r);
      for (int c = 0; c < n; c++) {
        boolean gone = !left.contains(c);
        boolean now = s.removed().contains(new Cell(r, c)) || left.isEmpty() && s.left(r).contains(c);
        sb.append(closedSquares[r][c] ? '#' : !gone ? (left.size() == 1 ? 'Q' : '.') : now ? 'r' : 'x');
      }
    }
    return sb.toString();
  }

  /** The steps as the page shows them. */
  List<SearchPage.Step> pageSteps() {
    return events.stream().map(e -> new SearchPage.Step(switch (e.kind()) {
      case "root" -> StepKind.ROOT;
      case "place" -> StepKind.PLACE;
      case "remove" -> StepKind.REMOVE;
      case "dead-end" -> StepKind.DEAD_END;
      case "decide" -> StepKind.DECIDE;
      case "refute" -> StepKind.REFUTE;
      default -> StepKind.SOLUTION;
    }, e.row(), e.col(), e.failed(), e.emptied(), e.board(), e.line())).toList();
  }

  /** A constraint solver's step in words: "place row 2 col 4: removes 7 squares (4 diagonal, 3 column); row 5 has none left: fail". */
  static String line(CpStep s, List<Removal> removed) {
    String what = switch (s.kind()) {
      case ROOT -> "before any decision, the rules";
      case DECIDE -> "place row " + s.row() + " col " + s.col() + ":";
      case REFUTE -> "row " + s.row() + " not col " + s.col() + ":";
    };
    String removes = s.kind() == CpStep.Kind.ROOT ? " remove" : " removes";
    String squares = removed.isEmpty() ? removes + " nothing" : removes + " " + removed.size() + " square" + (removed.size() == 1 ? "" : "s")
        + " (" + tally(removed) + ")";
    String failed = !s.failed() ? "" : s.emptied() >= 0 ? "; row " + s.emptied() + " has none left: fail" : "; a constraint cannot hold: fail";
    return what + squares + failed;
  }

  /** The removals by rule, most first: "4 diagonal, 3 column". */
  private static String tally(List<Removal> removed) {
    Map<String, Integer> byRule = new TreeMap<>();
    removed.forEach(r -> byRule.merge(r.rule(), 1, Integer::sum));
    List<String> parts = new ArrayList<>();
    byRule.entrySet().stream().sorted((a, b) -> b.getValue() - a.getValue()).forEach(e -> parts.add(e.getValue() + " " + e.getKey()));
    return String.join(", ", parts);
  }

  /** The steps as JSON objects: each its kind and squares, a solution its columns. */
  List<Map<String, Object>> json() {
    List<Map<String, Object>> out = new ArrayList<>();
    for (Event e : events) {
      Map<String, Object> o = new LinkedHashMap<>();
      o.put("step", e.kind());
      if (e.solution() != null) {
        o.put("columns", e.solution().columns());
        out.add(o);
        continue;
      }
      o.put("row", e.row() < 0 ? null : e.row());
      o.put("col", e.col() < 0 ? null : e.col());
      if (!e.kind().equals("place") && !e.kind().equals("remove") && !e.kind().equals("dead-end")) {
        o.put("removed", e.removed().stream().map(r -> {
          Map<String, Object> m = new LinkedHashMap<>();
          m.put("row", r.row());
          m.put("col", r.col());
          m.put("rule", r.rule());
          m.put("by", r.by() < 0 ? null : r.by());
          return m;
        }).toList());
        o.put("failed", e.failed());
        o.put("emptied", e.emptied() < 0 ? null : e.emptied());
        List<List<Integer>> left = new ArrayList<>();
        for (int r = 0; r < model.n(); r++) {
          left.add(e.step().left(r));
        }
        o.put("domains", left);
      }
      out.add(o);
    }
    return out;
  }

  /**
   * Why a square is gone once the step's queens stand (each row whose domain is one square): judged
   * by the independent checker's words, so that every removal is named by the rule a queen on the
   * board applies, or said to be none.
   */
  static Removal removal(QueensModel model, CpStep step, Cell square) {
    if (SolutionChecker.squareForbidden(model, square).isPresent()) {
      return new Removal(square.row(), square.col(), "closed", -1);
    }
    int[][] regions = model.regions().map(Regions::ids).orElse(null);
    for (int r = 0; r < model.n(); r++) {
      List<Integer> left = step.left(r);
      if (r == square.row() || left.size() != 1) {
        continue;
      }
      Optional<String> how = SolutionChecker.attack(model, new Cell(r, left.get(0)), square);
      if (how.isPresent()) {
        return new Removal(square.row(), square.col(), rule(how.get()), r);
      }
      if (regions != null && regions[r][left.get(0)] == regions[square.row()][square.col()]) {
        return new Removal(square.row(), square.col(), "region", r);
      }
    }
    return new Removal(square.row(), square.col(), "consistency", -1);
  }

  /** The checker's words for an attack as one rule's name. */
  private static String rule(String how) {
    if (how.startsWith("along column")) {
      return "column";
    }
    if (how.contains("wraps")) {
      return "wrapped diagonal";
    }
    if (how.contains("diagonal")) {
      return "diagonal";
    }
    return how.contains("knight") ? "knight" : how.contains("touching") ? "touching" : how;
  }

  /** A solution the trace found, as it is shown: only once the independent checker has passed it, on the page as in the text. */
  static Solution shown(QueensModel model, int[] columns) {
    return Checked.solution(model, Solution.of(columns.clone()), "the traced search");
  }
}
