package io.nqueens.cli;

import io.nqueens.BadInputException;
import java.math.BigDecimal;
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

  /**
   * A table written a line at a time: column widths fixed by the header and the first row, so that
   * each row can be printed as soon as it exists.
   */
  static final class Streamed {
    private final List<String> header;
    private final int[] width;
    private final Format format;

    /**
     * Widths from the header and the first lines (with room for one more digit in number columns
     * when there are several); {@code firstColumnWidth}: room for the widest first cell to come (the largest n, say).
     */
    Streamed(List<String> header, List<List<String>> firstRows, Format format, int firstColumnWidth) {
      this.header = List.copyOf(header);
      this.format = format;
      width = new int[header.size()];
      for (int i = 0; i < width.length; i++) {
        width[i] = header.get(i).length();
        for (List<String> row : firstRows) {
          if (i < row.size()) {
            width[i] = Math.max(width[i], row.get(i).length() + (firstRows.size() > 1 && isNumeric(row.get(i)) ? 1 : 0));
          }
        }
      }
      width[0] = Math.max(width[0], firstColumnWidth);
    }

    String header() {
      StringBuilder sb = new StringBuilder();
      if (format == Format.CSV) {
        appendCsv(sb, header);
      } else if (format == Format.MARKDOWN) {
        appendMarkdown(sb, header);
        sb.append("|").append("---|".repeat(header.size())).append('\n');
      } else {
        appendAligned(sb, header, width);
      }
      return sb.toString();
    }

    String row(List<String> cells) {
      StringBuilder sb = new StringBuilder();
      if (format == Format.CSV) {
        appendCsv(sb, cells);
      } else if (format == Format.MARKDOWN) {
        appendMarkdown(sb, cells);
      } else {
        int[] w = width.clone();
        for (int i = 0; i < w.length && i < cells.size(); i++) {
          w[i] = Math.max(w[i], cells.get(i).length());
        }
        appendAligned(sb, cells, w);
      }
      return sb.toString();
    }
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
    appendCsv(sb, header);
    for (List<String> row : rows) {
      appendCsv(sb, row);
    }
    return sb.toString();
  }

  private static void appendCsv(StringBuilder sb, List<String> cells) {
    sb.append(String.join(",", cells.stream().map(Table::csvCell).toList())).append('\n');
  }

  private static String csvCell(String s) {
    return s.contains(",") || s.contains("\"") ? "\"" + s.replace("\"", "\"\"") + "\"" : s;
  }

  private String markdown() {
    StringBuilder sb = new StringBuilder();
    appendMarkdown(sb, header);
    sb.append("|").append("---|".repeat(header.size())).append('\n');
    for (List<String> row : rows) {
      appendMarkdown(sb, row);
    }
    return sb.toString();
  }

  private static void appendMarkdown(StringBuilder sb, List<String> cells) {
    sb.append("| ").append(String.join(" | ", cells)).append(" |\n");
  }

  /** Bytes as whole megabytes for a table cell, "-" where not measured (negative). */
  static String megabytes(long bytes) {
    return bytes < 0 ? "-" : Long.toString(Math.round(bytes / 1e6));
  }

  /** A time in milliseconds as the table shows it: three decimals under one millisecond, two under a hundred, whole above; "-" for none. */
  static String millis(double ms) {
    if (Double.isNaN(ms)) {
      return "-";
    }
    return ms < 1 ? String.format(Locale.ROOT, "%.3f", ms) : ms < 100 ? String.format(Locale.ROOT, "%.2f", ms) : String.format(Locale.ROOT, "%.0f", ms);
  }

  /** A number for machine output: plain digits to the microsecond, empty when unknown. */
  static String number(double v) {
    if (Double.isNaN(v)) {
      return "";
    }
    return BigDecimal.valueOf(Math.round(v * 1000) / 1000.0).stripTrailingZeros().toPlainString();
  }

  /**
   * A ratio to the baseline with two significant figures where it is small (never a column of zeros
   * beside a sentence that gives the ratio), two decimals near 1, three figures or more from 10 on.
   */
  static String ratio(double r) {
    if (r >= 10 && Double.isFinite(r)) {
      // Three significant figures or more: the column stays five characters wide up to 99999x.
      return String.format(Locale.ROOT, r >= 100 ? "%.0f" : "%.1f", r);
    }
    if (r >= 0.1 || r == 0 || !Double.isFinite(r)) {
      return String.format(Locale.ROOT, "%.2f", r);
    }
    int decimals = Math.min(8, 1 - (int) Math.floor(Math.log10(r)));
    return String.format(Locale.ROOT, "%." + decimals + "f", r);
  }
}
