package io.nqueens.model.io;

import io.nqueens.BadInputException;
import io.nqueens.model.Blocked;
import io.nqueens.model.Cell;
import io.nqueens.model.Constraint;
import io.nqueens.model.ExcludedDiagonal;
import io.nqueens.model.Expression;
import io.nqueens.model.KnightExclusion;
import io.nqueens.model.NoDiagonals;
import io.nqueens.model.Objective;
import io.nqueens.model.Queen;
import io.nqueens.model.QueensModel;
import io.nqueens.model.Regions;
import io.nqueens.model.Toroidal;
import io.nqueens.model.Touching;
import io.nqueens.model.expr.Table;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * Turns what a user writes (squares as {@code "r,c"} or chess squares, flags, a board picture) into
 * constraints, for one board size at a time: chess squares are counted from the bottom row, so
 * {@code a8} is a different square on each n of a range. The command line's flags and the model
 * files both build through this one class; {@link #addAll} puts flags after a file's constraints.
 */
public final class ModelBuilder {

  /** A square as written, and where it was written (an option or a model-file key), for messages. */
  private record Square(String where, String text, Cell cell) {

    Cell resolve(int n) {
      if (cell != null) {
        return cell;
      }
      try {
        return Cell.parse(text, n);
      } catch (IllegalArgumentException e) {
        throw new BadInputException(where + ": " + e.getMessage());
      }
    }
  }

  private final List<Square> queens = new ArrayList<>();
  private final List<Square> blocked = new ArrayList<>();
  private final List<ExcludedDiagonal> excluded = new ArrayList<>();
  /** Expressions as written, parsed once every table is known ({@link #parsed}). */
  private final List<Written> expressions = new ArrayList<>();
  private final Map<String, Table> tables = new TreeMap<>();
  private Written objective;
  private Objective.Sense sense;
  private List<Expression> parsed;
  private Objective parsedObjective;

  /** An expression as written, and where (an option or a model-file key), for messages. */
  private record Written(String where, String text) {}
  private List<String> picture = List.of();
  private boolean knight;
  private boolean toroidal;
  private boolean noDiagonals;
  private boolean touching;
  private Regions regions;

  /** A pre-placed queen written as {@code "r,c"} or a chess square; {@code where} names the option or key. */
  public ModelBuilder queen(String where, String square) {
    queens.add(new Square(where, square, null));
    return this;
  }

  public ModelBuilder queen(String where, int row, int col) {
    queens.add(new Square(where, row + "," + col, new Cell(row, col)));
    return this;
  }

  public ModelBuilder blocked(String where, String square) {
    blocked.add(new Square(where, square, null));
    return this;
  }

  public ModelBuilder blocked(String where, int row, int col) {
    blocked.add(new Square(where, row + "," + col, new Cell(row, col)));
    return this;
  }

  public ModelBuilder excludeSum(int index) {
    excluded.add(ExcludedDiagonal.sum(index));
    return this;
  }

  public ModelBuilder excludeDifference(int index) {
    excluded.add(ExcludedDiagonal.difference(index));
    return this;
  }

  /**
   * A constraint written as an expression; parsed when the model is built, once every table is
   * known, and a syntax error names {@code where} it was written.
   */
  public ModelBuilder expression(String where, String text) {
    if (text == null) {
      throw new BadInputException(where + ": an expression constraint needs its text");
    }
    expressions.add(new Written(where, text));
    parsed = null;
    return this;
  }

  /** A constant table the expressions and the objective may name; one name, one table. */
  public ModelBuilder table(Table t) {
    Table.merge(tables, t);
    parsed = null;
    return this;
  }

  /** The objective, written at {@code where}; a later one (a flag after a file's) replaces it. */
  public ModelBuilder objective(String where, Objective.Sense s, String text) {
    if (text == null || text.isBlank()) {
      throw new BadInputException(where + ": the objective is empty");
    }
    objective = new Written(where, text);
    sense = s;
    parsed = null;
    return this;
  }

  /** The expressions and the objective, parsed with the tables (once, until something is added). */
  private List<Expression> parsed() {
    if (parsed == null) {
      List<Expression> out = new ArrayList<>();
      for (Written w : expressions) {
        try {
          out.add(Expression.parse(w.text(), tables));
        } catch (BadInputException e) {
          throw new BadInputException(w.where() + ": " + e.getMessage());
        }
      }
      try {
        parsedObjective = objective == null ? null : Objective.parse(sense, objective.text(), tables);
      } catch (BadInputException e) {
        throw new BadInputException(objective.where() + ": " + e.getMessage());
      }
      parsed = out;
    }
    return parsed;
  }

  public ModelBuilder knight(boolean on) {
    knight |= on;
    return this;
  }

  public ModelBuilder toroidal(boolean on) {
    toroidal |= on;
    return this;
  }

  /** Diagonals do not attack when {@code attack} is false (model file {@code diagonals: false}). */
  public ModelBuilder diagonals(boolean attack) {
    noDiagonals |= !attack;
    return this;
  }

  /** No two queens on touching squares (model file {@code touching: true}). */
  public ModelBuilder touching(boolean on) {
    touching |= on;
    return this;
  }

  /** The region map, one string a row, one character a square (checked at once: ragged rows, blanks, the count of regions). */
  public ModelBuilder regions(String where, List<String> rows) {
    if (regions != null) {
      throw new BadInputException(where + ": a second region map; give one");
    }
    try {
      regions = new Regions(rows);
    } catch (BadInputException e) {
      throw new BadInputException(where + ": " + e.getMessage());
    }
    return this;
  }

  /** The number of rows of the region map, or 0 without one (a map fixes the board size, as a picture does). */
  public int regionRows() {
    return regions == null ? 0 : regions.size();
  }

  /** A board picture, one string per row: Q a pre-placed queen, x a blocked square, . free. */
  public ModelBuilder picture(List<String> rows) {
    picture = List.copyOf(rows);
    return this;
  }

  /** Adds everything the other builder holds after what this one holds. */
  public ModelBuilder addAll(ModelBuilder other) {
    queens.addAll(other.queens);
    blocked.addAll(other.blocked);
    excluded.addAll(other.excluded);
    other.tables.values().forEach(this::table);
    expressions.addAll(other.expressions);
    if (other.objective != null) {
      objective = other.objective;
      sense = other.sense;
    }
    parsed = null;
    if (!other.picture.isEmpty()) {
      if (!picture.isEmpty()) {
        throw new BadInputException("two board pictures: give one");
      }
      picture = other.picture;
    }
    knight |= other.knight;
    toroidal |= other.toroidal;
    noDiagonals |= other.noDiagonals;
    touching |= other.touching;
    if (other.regions != null) {
      if (regions != null && !regions.equals(other.regions)) {
        throw new BadInputException("two region maps (a file's and --regions): give one");
      }
      regions = other.regions;
    }
    return this;
  }

  /**
   * The constraints on an n x n board, in the order: queens, blocked squares, the picture, excluded
   * diagonals, knight, torus, no diagonals, touching, regions, expressions.
   */
  public List<Constraint> constraints(int n) {
    List<Constraint> out = new ArrayList<>();
    for (Square q : queens) {
      Cell c = q.resolve(n);
      out.add(new Queen(c.row(), c.col()));
    }
    for (Square b : blocked) {
      Cell c = b.resolve(n);
      out.add(new Blocked(c.row(), c.col()));
    }
    out.addAll(pictureConstraints(n));
    out.addAll(excluded);
    if (knight) {
      out.add(new KnightExclusion());
    }
    if (toroidal) {
      out.add(new Toroidal());
    }
    if (noDiagonals) {
      out.add(new NoDiagonals());
    }
    if (touching) {
      out.add(new Touching());
    }
    if (regions != null) {
      out.add(regions);
    }
    out.addAll(parsed());
    return out;
  }

  /** The model on an n x n board; every value is checked against n (a bad one is a {@link BadInputException}). */
  public QueensModel build(int n, String name, String description) {
    if (n < 1) {
      throw new BadInputException("n (" + n + ") must be >= 1");
    }
    List<Constraint> constraints = constraints(n);
    return new QueensModel(n, constraints, Optional.ofNullable(parsedObjective), name, description);
  }

  private List<Constraint> pictureConstraints(int n) {
    List<Constraint> out = new ArrayList<>();
    if (picture.isEmpty()) {
      return out;
    }
    if (picture.size() != n) {
      int widest = picture.stream().mapToInt(r -> r.replace(" ", "").length()).max().orElse(0);
      throw new BadInputException("the board picture is " + picture.size() + "x" + widest + " (rows x squares) but n is " + n
          + " (a picture is n rows of n squares, and fixes the board size)");
    }
    for (int r = 0; r < n; r++) {
      String row = picture.get(r).replace(" ", "");
      if (row.length() != n) {
        throw new BadInputException("board picture row " + r + " '" + picture.get(r) + "' has " + row.length() + " squares, expected " + n);
      }
      for (int c = 0; c < n; c++) {
        switch (row.charAt(c)) {
          case 'Q', 'q' -> out.add(new Queen(r, c));
          case 'x', 'X' -> out.add(new Blocked(r, c));
          case '.' -> { }
          default -> throw new BadInputException(
              "board picture row " + r + " has '" + row.charAt(c) + "' in column " + c + "; use Q (queen), x (blocked) or . (free)");
        }
      }
    }
    return out;
  }
}
