package io.nqueens.cli;

import io.nqueens.BadInputException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** A plain table written as aligned text, CSV or Markdown. */
final class Table {

  /** Output formats for tables; JSON is written by each command from its own data. */
  enum Format {
    TABLE, CSV, JSON, MARKDOWN;

    static Format parse(String text) {
      try {
        return valueOf(text.trim().toUpperCase(Locale.ROOT));
      } catch (IllegalArgumentException e) {
        throw new BadInputException("unknown format '" + text + "' (known: table, csv, json, markdown)");
      }
    }
  }

  private final List<String> header;
  private final List<List<String>> rows = new ArrayList<>();

  Table(List<String> header) {
    this.header = List.copyOf(header);
  }

  void add(List<String> row) {
    rows.add(List.copyOf(row));
  }

  String render(Format format) {
    return switch (format) {
      case CSV -> csv();
      case MARKDOWN -> markdown();
      default -> text();
    };
  }

  private String text() {
    int[] width = widths();
    StringBuilder sb = new StringBuilder();
    appendAligned(sb, header, width);
    for (List<String> row : rows) {
      appendAligned(sb, row, width);
    }
    return sb.toString();
  }

  private static void appendAligned(StringBuilder sb, List<String> cells, int[] width) {
    StringBuilder line = new StringBuilder();
    for (int i = 0; i < cells.size(); i++) {
      String cell = cells.get(i);
      String pad = " ".repeat(width[i] - cell.length());
      line.append(i == 0 ? "" : "  ");
      // Numbers read best right-aligned, words left-aligned; the last column is left as it is.
      line.append(i == cells.size() - 1 ? cell : isNumeric(cell) ? pad + cell : cell + pad);
    }
    sb.append(line.toString().stripTrailing()).append('\n');
  }

  private static boolean isNumeric(String s) {
    return !s.isEmpty() && (Character.isDigit(s.charAt(0)) || s.equals("-"));
  }

  private int[] widths() {
    int[] w = new int[header.size()];
    for (int i = 0; i < w.length; i++) {
      w[i] = header.get(i).length();
      for (List<String> row : rows) {
        w[i] = Math.max(w[i], row.get(i).length());
      }
    }
    return w;
  }

  private String csv() {
    StringBuilder sb = new StringBuilder();
    sb.append(String.join(",", header.stream().map(Table::csvCell).toList())).append('\n');
    for (List<String> row : rows) {
      sb.append(String.join(",", row.stream().map(Table::csvCell).toList())).append('\n');
    }
    return sb.toString();
  }

  private static String csvCell(String s) {
    return s.contains(",") || s.contains("\"") ? "\"" + s.replace("\"", "\"\"") + "\"" : s;
  }

  private String markdown() {
    StringBuilder sb = new StringBuilder();
    sb.append("| ").append(String.join(" | ", header)).append(" |\n");
    sb.append("|").append("---|".repeat(header.size())).append('\n');
    for (List<String> row : rows) {
      sb.append("| ").append(String.join(" | ", row)).append(" |\n");
    }
    return sb.toString();
  }
}
