package io.nqueens.model.expr;

import io.nqueens.BadInputException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A named table of integer constants, one row ({@code t[i]}) or a grid ({@code w[r][c]}, also
 * written {@code w[r, c]} as in MiniZinc), indexed from 0. A weighted board is a grid of weights;
 * {@code w[i][q[i]]} is the weight under row i's queen. Tables are data of the model: an expression
 * that names one holds it, and two expressions with the same text but different tables differ.
 * Every value lies in the range this program computes ({@link Bounds#MAX_MAGNITUDE}).
 */
public final class Table {

  /** The most values a table may hold (a 1000 x 1000 board of weights). */
  public static final int MAX_VALUES = 1_000_000;

  private static final Set<String> RESERVED = Set.of("n", "q", "not", "div", "mod", "xor", "in", "where", "true", "false", "forall",
      "exists", "sum", "abs", "min", "max", "bool2int", "alldifferent", "all_different");

  private final String name;
  private final int[] dims;
  private final long[] values;

  private Table(String name, int[] dims, long[] values) {
    this.name = name;
    this.dims = dims;
    this.values = values;
  }

  /** A row of values: {@code name[i]}. */
  public static Table row(String name, long[] values) {
    checkName(name);
    if (values.length == 0) {
      throw new BadInputException("table " + name + " is empty");
    }
    Table t = new Table(name, new int[] {values.length}, values.clone());
    t.checkValues();
    return t;
  }

  /** A grid of values, row by row: {@code name[r][c]}; every row must have as many values as the first. */
  public static Table grid(String name, long[][] rows) {
    checkName(name);
    if (rows.length == 0 || rows[0].length == 0) {
      throw new BadInputException("table " + name + " is empty");
    }
    int cols = rows[0].length;
    long[] flat = new long[Math.multiplyExact(rows.length, cols)];
    for (int r = 0; r < rows.length; r++) {
      if (rows[r].length != cols) {
        throw new BadInputException("table " + name + " is ragged: row " + r + " has " + rows[r].length + " values, row 0 has " + cols);
      }
      System.arraycopy(rows[r], 0, flat, r * cols, cols);
    }
    Table t = new Table(name, new int[] {rows.length, cols}, flat);
    t.checkValues();
    return t;
  }

  private static void checkName(String name) {
    if (name == null || !name.matches("[A-Za-z][A-Za-z0-9_]*")) {
      throw new BadInputException("table name '" + name + "' must be a name such as w or weights (a letter, then letters, digits or _)");
    }
    if (RESERVED.contains(name)) {
      throw new BadInputException("table name '" + name + "' is a word of the constraint language; choose another");
    }
  }

  private void checkValues() {
    if (values.length > MAX_VALUES) {
      throw new BadInputException("table " + name + " has " + values.length + " values, more than a table may have (" + MAX_VALUES + ")");
    }
    for (int i = 0; i < values.length; i++) {
      if (Math.abs(values[i]) > Bounds.MAX_MAGNITUDE) {
        throw new BadInputException("table " + name + ": the value " + values[i] + " at " + position(i) + " is outside -" + Bounds.MAX_MAGNITUDE
            + ".." + Bounds.MAX_MAGNITUDE + ", the range this program computes exactly");
      }
    }
  }

  private String position(int flat) {
    return dims.length == 1 ? "[" + flat + "]" : "[" + flat / dims[1] + "][" + flat % dims[1] + "]";
  }

  public String name() {
    return name;
  }

  /** 1 for a row of values, 2 for a grid. */
  public int rank() {
    return dims.length;
  }

  /** The number of indices along an axis (0: rows of a grid, or the length of a row). */
  public int size(int axis) {
    return dims[axis];
  }

  /** The value at these indices (one per axis), each within 0..size-1. */
  public long value(int... at) {
    return values[flatIndex(at)];
  }

  int flatIndex(int... at) {
    return dims.length == 1 ? at[0] : at[0] * dims[1] + at[1];
  }

  /** Every value, row by row. */
  public long[] values() {
    return values.clone();
  }

  /** The rows of a grid, or the one row of a row table, as lists (for writing the model back). */
  public List<List<Long>> rows() {
    List<List<Long>> out = new ArrayList<>();
    int cols = dims[dims.length - 1];
    for (int start = 0; start < values.length; start += cols) {
      out.add(Arrays.stream(values, start, start + cols).boxed().toList());
    }
    return out;
  }

  /** The table as a MiniZinc declaration: {@code array[0..R-1, 0..C-1] of int: w = array2d(...)}. */
  public String miniZinc() {
    StringBuilder sb = new StringBuilder();
    String ranges = dims.length == 1 ? "0.." + (dims[0] - 1) : "0.." + (dims[0] - 1) + ", 0.." + (dims[1] - 1);
    sb.append("array[").append(ranges).append("] of int: ").append(name).append(" = array").append(dims.length).append("d(")
        .append(ranges).append(", [");
    for (int i = 0; i < values.length; i++) {
      sb.append(i == 0 ? "" : ", ").append(values[i]);
    }
    return sb.append("]);").toString();
  }

  /** Tables by name, checking that two tables of one name are the same table. */
  public static void merge(Map<String, Table> into, Table t) {
    Table known = into.putIfAbsent(t.name, t);
    if (known != null && !known.equals(t)) {
      throw new BadInputException("two different tables are named " + t.name);
    }
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Table t && t.name.equals(name) && Arrays.equals(t.dims, dims) && Arrays.equals(t.values, values);
  }

  @Override
  public int hashCode() {
    return name.hashCode() * 31 + Arrays.hashCode(values);
  }

  @Override
  public String toString() {
    return name + Arrays.toString(dims);
  }
}
