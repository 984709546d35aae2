package io.nqueens.model;

import io.nqueens.BadInputException;
import io.nqueens.model.expr.Table;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.random.RandomGenerator;

/**
 * The board cut into regions, with exactly one queen in each (the "Queens" puzzle): {@code rows}
 * are the n rows of the map, one character a square, each character naming the region of its
 * square (any non-blank character; exactly n distinct ones). Regions are numbered 0..n-1 in the
 * order their first square is met, row by row.
 *
 * <p>With one queen a row and n regions, "one queen in each region" is "no two queens in one
 * region": a rule between pairs of queens that depends on both squares, so it is not a line of
 * {@link AttackRule} (which is the same all over the board).
 */
public record Regions(List<String> rows) implements Constraint {

  /** The table name a lowered form ({@link #lowered}) and the MiniZinc export give the map. */
  public static final String TABLE = "region";

  public Regions {
    if (rows == null || rows.isEmpty()) {
      throw new BadInputException("regions need the rows of the map, one string a row");
    }
    rows = List.copyOf(rows);
    int size = rows.size();
    Map<Integer, Integer> names = new LinkedHashMap<>();
    for (int r = 0; r < size; r++) {
      String row = rows.get(r);
      if (row == null) {
        throw new BadInputException("region row " + r + " is missing");
      }
      int length = row.codePointCount(0, row.length());
      if (length != size) {
        throw new BadInputException("region row " + r + " ('" + row + "') has " + length + " squares; a map of " + size
            + " rows needs " + size + " in every row");
      }
      int c = 0;
      for (int cp : row.codePoints().toArray()) {
        if (Character.isWhitespace(cp) || Character.isISOControl(cp) || Character.isSpaceChar(cp)) {
          throw new BadInputException("region row " + r + " has a blank at column " + c + "; every square names its region");
        }
        names.putIfAbsent(cp, names.size());
        c++;
      }
    }
    if (names.size() != size) {
      throw new BadInputException("the region map names " + names.size() + " regions (" + String.join("", names.keySet().stream()
          .map(Character::toString).toList()) + "); a board of " + size + " needs exactly " + size);
    }
  }

  /** Region names for grown maps: letters first, then digits and more letters. */
  private static final String NAMES = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

  /**
   * A map of n regions grown from the given n squares on an n x n board: each region starts at
   * its seed square and, one square at a time, a random unassigned square beside a region (a
   * rook's step) joins it, until every square belongs to one. The same seeds and random sequence
   * give the same map. Up to {@value #MAX_GROWN} regions (one character each).
   */
  public static Regions grown(int n, List<Cell> seeds, RandomGenerator random) {
    if (n > MAX_GROWN) {
      throw new BadInputException("grown region maps go up to n = " + MAX_GROWN + " (one character a region), not " + n);
    }
    if (seeds.size() != n) {
      throw new IllegalArgumentException(n + " regions need " + n + " seed squares, not " + seeds.size());
    }
    int[][] id = new int[n][n];
    for (int[] row : id) {
      Arrays.fill(row, -1);
    }
    List<Cell> frontier = new ArrayList<>();
    for (int k = 0; k < n; k++) {
      Cell s = seeds.get(k);
      id[s.row()][s.col()] = k;
    }
    int left = n * n - n;
    int[][] steps = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    while (left > 0) {
      frontier.clear();
      for (int r = 0; r < n; r++) {
        for (int c = 0; c < n; c++) {
          if (id[r][c] < 0 && besideAny(id, r, c, steps)) {
            frontier.add(new Cell(r, c));
          }
        }
      }
      Cell pick = frontier.get(random.nextInt(frontier.size()));
      List<Integer> beside = new ArrayList<>();
      for (int[] st : steps) {
        int r = pick.row() + st[0];
        int c = pick.col() + st[1];
        if (r >= 0 && r < n && c >= 0 && c < n && id[r][c] >= 0) {
          beside.add(id[r][c]);
        }
      }
      id[pick.row()][pick.col()] = beside.get(random.nextInt(beside.size()));
      left--;
    }
    List<String> rows = new ArrayList<>();
    for (int[] row : id) {
      StringBuilder sb = new StringBuilder();
      for (int k : row) {
        sb.append(NAMES.charAt(k));
      }
      rows.add(sb.toString());
    }
    return new Regions(rows);
  }

  /** The map whose square (r, c) is region {@code ids[r][c]}, each region named by {@code names} (one character each). */
  public static Regions of(int[][] ids, List<String> names) {
    List<String> rows = new ArrayList<>();
    for (int[] row : ids) {
      StringBuilder sb = new StringBuilder();
      for (int k : row) {
        sb.append(names.get(k));
      }
      rows.add(sb.toString());
    }
    return new Regions(rows);
  }

  /** The most regions {@link #grown} names. */
  public static final int MAX_GROWN = 62;

  private static boolean besideAny(int[][] id, int r, int c, int[][] steps) {
    for (int[] st : steps) {
      int rr = r + st[0];
      int cc = c + st[1];
      if (rr >= 0 && rr < id.length && cc >= 0 && cc < id.length && id[rr][cc] >= 0) {
        return true;
      }
    }
    return false;
  }

  /** The board size the map fits. */
  public int size() {
    return rows.size();
  }

  /** The region of every square, {@code [row][col]}, numbered 0..n-1 in the order of first appearance. */
  public int[][] ids() {
    int n = size();
    int[][] out = new int[n][n];
    Map<Integer, Integer> names = new LinkedHashMap<>();
    for (int r = 0; r < n; r++) {
      int[] cps = rows.get(r).codePoints().toArray();
      for (int c = 0; c < n; c++) {
        out[r][c] = names.computeIfAbsent(cps[c], k -> names.size());
      }
    }
    return out;
  }

  /** The character that names each region, by its number. */
  public List<String> names() {
    List<String> out = new ArrayList<>();
    for (String row : rows) {
      row.codePoints().mapToObj(Character::toString).filter(s -> !out.contains(s)).forEach(out::add);
    }
    return out;
  }

  /** The character naming the region of the square. */
  public String nameAt(int row, int col) {
    String line = rows.get(row);
    int at = line.offsetByCodePoints(0, col);
    return Character.toString(line.codePointAt(at));
  }

  /** The map as a table of region numbers, {@code region[r][c]}. */
  public Table table() {
    return table(TABLE);
  }

  /** The map as a table of region numbers under the given name. */
  public Table table(String name) {
    int[][] ids = ids();
    long[][] values = new long[ids.length][];
    for (int r = 0; r < ids.length; r++) {
      values[r] = new long[ids.length];
      for (int c = 0; c < ids.length; c++) {
        values[r][c] = ids[r][c];
      }
    }
    return Table.grid(name, values);
  }

  /**
   * The same rule as an expression: the queens' regions all differ. For searches that check rules
   * between pairs of rows (each pair a table of what it forbids); not part of the model, so its
   * table name never meets the user's.
   */
  public Expression lowered() {
    return Expression.parse("alldifferent([" + TABLE + "[i][q[i]] | i in 0..n-1])", Map.of(TABLE, table()));
  }

  /**
   * Whether the board symmetry maps every region onto one region (the names may change): then it
   * maps every placement with one queen a region onto another.
   */
  public boolean keptBy(Symmetry s) {
    int n = size();
    int[][] ids = ids();
    int[] image = new int[n];
    Arrays.fill(image, -1);
    for (int r = 0; r < n; r++) {
      for (int c = 0; c < n; c++) {
        Cell to = s.apply(new Cell(r, c), n);
        int k = ids[r][c];
        int there = ids[to.row()][to.col()];
        if (image[k] < 0) {
          image[k] = there;
        } else if (image[k] != there) {
          return false;
        }
      }
    }
    return true;
  }

  /**
   * The map as one rule a region, each an expression that holds exactly when its region has one
   * queen ({@code ... = 1 % one queen in region A}): together the same rule as the map, apart for
   * {@code explain} to name the regions of a conflict. Their table is named {@code region_map}.
   */
  public List<Expression> perRegion() {
    Map<String, Table> tables = Map.of("region_map", table("region_map"));
    List<Expression> out = new ArrayList<>();
    List<String> names = names();
    for (int k = 0; k < names.size(); k++) {
      out.add(Expression.parse("sum(i in 0..n-1)(bool2int(region_map[i][q[i]] = " + k + ")) = 1 % one queen in region " + names.get(k), tables));
    }
    return out;
  }

  @Override
  public <R> R accept(ConstraintVisitor<R> visitor) {
    return visitor.visitRegions(this);
  }

  @Override
  public void checkFits(int n) {
    if (size() != n) {
      throw new BadInputException("the region map is " + size() + " x " + size() + ", the board " + n + " x " + n);
    }
  }

  @Override
  public String toString() {
    return String.join("/", rows);
  }
}
