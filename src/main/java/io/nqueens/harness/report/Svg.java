package io.nqueens.harness.report;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.stream.DoubleStream;

/**
 * Charts as inline SVG: lines over n (or depth) with a log or linear value axis, spread bars,
 * and log-log scatter plots with the diagonal. Series are told apart by colour (the Okabe-Ito
 * palette, distinguishable with the common colour-vision deficiencies), by marker shape and by dash
 * pattern, so a chart still reads in black and white.
 */
public final class Svg {

  /** A point; {@code low}/{@code high} draw a spread bar when both are numbers. */
  public record Point(double x, double y, double low, double high) {
    public Point(double x, double y) {
      this(x, y, Double.NaN, Double.NaN);
    }
  }

  public record Series(String name, List<Point> points) {}

  public static final String[] COLOURS = {"#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9", "#000000", "#F0E442"};
  private static final String[] DASHES = {"", "6 3", "2 3", "8 3 2 3", "1 2", "10 4", "4 4", "12 2 2 2"};

  /** A chart's width in SVG units (its height is {@value #HEIGHT}). */
  public static final int WIDTH = 880;
  public static final int HEIGHT = 380;
  private static final int LEFT = 74;
  private static final int RIGHT = 300;
  private static final int TOP = 36;
  private static final int BOTTOM = 52;

  private Svg() {}

  /** The rules of the report's style sheet that a chart needs, for a chart in a file of its own. */
  private static final String OWN_STYLE = "<style>text { font-family: sans-serif; font-size: 14px; } .title { font-size: 17px; font-weight: 600; }"
      + " .axis { font-size: 14px; }</style>";

  /**
   * A chart as a file of its own (the page styles its charts; a file carries its style, its size and
   * a white ground); where there was nothing to draw, a chart that says so.
   */
  public static String standalone(String chart) {
    String svg = chart.startsWith("<svg") ? chart : String.format(Locale.ROOT,
        "<svg class=\"chart\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 %d %d\"><text x=\"%d\" y=\"%d\">%s</text></svg>", WIDTH, HEIGHT,
        LEFT, HEIGHT / 2, Html.escape(chart.replaceAll("<[^>]+>", "")));
    int open = svg.indexOf('>') + 1;
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + svg.substring(0, open - 1) + String.format(Locale.ROOT, " width=\"%d\" height=\"%d\">", WIDTH, HEIGHT)
        + OWN_STYLE + "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>" + svg.substring(open) + "\n";
  }

  /** Lines over x; y on a log scale when {@code logY} (values <= 0 left out, said in the caption by the caller). */
  public static String lines(String title, String xLabel, String yLabel, List<Series> series, boolean logY) {
    List<Point> all = series.stream().flatMap(s -> s.points().stream()).filter(p -> !logY || p.y() > 0).toList();
    if (all.isEmpty()) {
      return "<p class=\"empty\">" + Html.escape(title) + ": no data to draw.</p>";
    }
    double minX = all.stream().mapToDouble(Point::x).min().orElse(0);
    double maxX = all.stream().mapToDouble(Point::x).max().orElse(1);
    if (maxX == minX) {
      minX -= 1;
      maxX += 1;
    }
    double minY = all.stream().mapToDouble(p -> Double.isNaN(p.low()) || (logY && p.low() <= 0) ? p.y() : p.low()).min().orElse(1);
    double maxY = all.stream().mapToDouble(p -> Double.isNaN(p.high()) ? p.y() : p.high()).max().orElse(1);
    Scale y = logY ? new LogScale(LogAxis.covering(minY, maxY)) : LinearScale.of(Math.min(0, minY), maxY);
    // n from 8 to 10^7 (a first-solution race): log-log, as the growth of each method reads there.
    boolean logX = logY && minX > 0 && maxX / minX >= 100;
    Scale x = logX ? new LogScale(LogAxis.covering(minX, maxX)) : LinearScale.exact(minX, maxX);
    StringBuilder sb = frame(title, logX ? xLabel + " (log scale)" : xLabel, yLabel, x, y);
    for (int i = 0; i < series.size(); i++) {
      Series s = series.get(i);
      List<Point> pts = s.points().stream().filter(p -> !logY || p.y() > 0).sorted(Comparator.comparingDouble(Point::x)).toList();
      String colour = COLOURS[i % COLOURS.length];
      StringBuilder path = new StringBuilder();
      for (Point p : pts) {
        path.append(path.isEmpty() ? "M" : " L").append(fmt(px(x, p.x()))).append(',').append(fmt(py(y, p.y())));
        if (!Double.isNaN(p.low()) && !Double.isNaN(p.high()) && (!logY || p.low() > 0)) {
          sb.append(String.format(Locale.ROOT, "<line class=\"spread\" x1=\"%s\" y1=\"%s\" x2=\"%s\" y2=\"%s\" stroke=\"%s\"/>",
              fmt(px(x, p.x())), fmt(py(y, p.low())), fmt(px(x, p.x())), fmt(py(y, p.high())), colour));
        }
      }
      sb.append(String.format(Locale.ROOT, "<path class=\"series\" data-series=\"%s\" d=\"%s\" fill=\"none\" stroke=\"%s\" stroke-width=\"2\"%s/>",
          Html.escape(s.name()), path, colour, DASHES[i % DASHES.length].isEmpty() ? "" : " stroke-dasharray=\"" + DASHES[i % DASHES.length] + "\""));
      for (Point p : pts) {
        sb.append(marker(i, px(x, p.x()), py(y, p.y()), colour, s.name() + ": " + num(p.x()) + ", " + num(p.y())));
      }
    }
    legend(sb, series.stream().map(Series::name).toList());
    return sb.append("</svg>").toString();
  }

  /**
   * One backend's run of an optimisation: each better solution as (ms, value), and when the run
   * ended (ms) and whether that end is a proof of optimality (else the run was stopped).
   */
  public record Anytime(String name, List<Point> improvements, double endMs, boolean proved, Double bound) {

    public Anytime(String name, List<Point> improvements, double endMs, boolean proved) {
      this(name, improvements, endMs, proved, null);
    }
  }

  /** The time axis several objective charts share (ms), so that they can be read side by side. */
  public record TimeAxis(double fromMs, double toMs) {

    /** The axis covering every run's improvements and ends. */
    public static TimeAxis covering(List<Anytime> runs) {
      double minX = Math.max(0.001, runs.stream().flatMap(r -> r.improvements().stream()).mapToDouble(Point::x).filter(x -> x > 0).min().orElse(1));
      double maxX = Math.max(minX * 10, runs.stream().mapToDouble(r -> Math.max(r.endMs(), r.improvements().stream().mapToDouble(Point::x).max().orElse(0)))
          .max().orElse(1));
      return new TimeAxis(minX, maxX);
    }
  }

  /**
   * Objective against time, as solver competitions draw primal curves: a step line per backend on a
   * log time axis, a marker at each better solution, the line running on to the end of the run,
   * which a vertical bar marks when it proved the value optimal (an open end: stopped).
   */
  public static String steps(String title, String yLabel, List<Anytime> runs) {
    return steps(title, yLabel, runs, TimeAxis.covering(runs));
  }

  /**
   * As {@link #steps(String, String, List)} on a given time axis; a backend's final bound, where it
   * has one apart from its value, is a dotted line of its colour across the chart.
   */
  public static String steps(String title, String yLabel, List<Anytime> runs, TimeAxis axis) {
    List<Point> all = runs.stream().flatMap(r -> r.improvements().stream()).toList();
    if (all.isEmpty()) {
      return "<p class=\"empty\">" + Html.escape(title) + ": no solution to draw.</p>";
    }
    double minX = axis.fromMs();
    double maxX = Math.max(axis.toMs(), minX * 10);
    DoubleStream bounds = runs.stream().filter(r -> r.bound() != null).mapToDouble(Anytime::bound);
    double[] b = bounds.toArray();
    double minY = Math.min(all.stream().mapToDouble(Point::y).min().orElse(0), Arrays.stream(b).min().orElse(Double.MAX_VALUE));
    double maxY = Math.max(all.stream().mapToDouble(Point::y).max().orElse(1), Arrays.stream(b).max().orElse(-Double.MAX_VALUE));
    if (maxY == minY) {
      minY -= 1;
      maxY += 1;
    }
    Scale x = new LogScale(LogAxis.covering(minX, maxX));
    // Objective values are whole numbers: ticks a whole step apart.
    LinearScale nice = LinearScale.of(minY, maxY);
    Scale y = nice.step() >= 1 ? nice : new LinearScale(Math.floor(minY), Math.ceil(maxY), 1);
    StringBuilder sb = frame(title, "milliseconds since the start (log scale)", yLabel, x, y);
    for (int i = 0; i < runs.size(); i++) {
      Anytime r = runs.get(i);
      if (r.improvements().isEmpty()) {
        continue;
      }
      String colour = COLOURS[i % COLOURS.length];
      StringBuilder path = new StringBuilder();
      double lastY = 0;
      for (Point p : r.improvements()) {
        double px = px(x, Math.max(p.x(), minX));
        if (path.isEmpty()) {
          path.append('M').append(fmt(px)).append(',').append(fmt(py(y, p.y())));
        } else {
          path.append(" H").append(fmt(px)).append(" V").append(fmt(py(y, p.y())));
        }
        lastY = p.y();
      }
      double end = px(x, Math.max(r.endMs(), minX));
      path.append(" H").append(fmt(end));
      sb.append(String.format(Locale.ROOT, "<path class=\"series\" data-series=\"%s\" d=\"%s\" fill=\"none\" stroke=\"%s\" stroke-width=\"2\"%s/>",
          Html.escape(r.name()), path, colour, DASHES[i % DASHES.length].isEmpty() ? "" : " stroke-dasharray=\"" + DASHES[i % DASHES.length] + "\""));
      for (Point p : r.improvements()) {
        sb.append(marker(i, px(x, Math.max(p.x(), minX)), py(y, p.y()), colour, r.name() + ": " + num(p.y()) + " at " + num(p.x()) + " ms"));
      }
      if (r.bound() != null && r.bound() != lastY) {
        double by = py(y, r.bound());
        sb.append(String.format(Locale.ROOT, "<line class=\"bound\" data-series=\"%s\" x1=\"%s\" y1=\"%s\" x2=\"%s\" y2=\"%s\" stroke=\"%s\" "
            + "stroke-width=\"1.5\" stroke-dasharray=\"2 3\"><title>%s</title></line>", Html.escape(r.name()), fmt(px(x, minX)), fmt(by), fmt(end), fmt(by),
            colour, Html.escape(r.name() + ": bound " + num(r.bound()) + " when it stopped")));
      }
      if (r.proved()) {
        sb.append(String.format(Locale.ROOT, "<line class=\"proof\" x1=\"%s\" y1=\"%s\" x2=\"%s\" y2=\"%s\" stroke=\"%s\" stroke-width=\"3\">"
            + "<title>%s</title></line>", fmt(end), fmt(py(y, lastY) - 9), fmt(end), fmt(py(y, lastY) + 9), colour,
            Html.escape(r.name() + ": optimal " + num(lastY) + ", proved at " + num(r.endMs()) + " ms")));
      }
    }
    legend(sb, runs.stream().map(Anytime::name).toList());
    return sb.append("</svg>").toString();
  }

  /** A log-log scatter of (x, y) pairs with the diagonal y = x: points below it are faster on the y axis's backend. */
  public static String scatter(String title, String xLabel, String yLabel, List<Point> points, List<String> names) {
    List<Point> pts = points.stream().filter(p -> p.x() > 0 && p.y() > 0).toList();
    if (pts.isEmpty()) {
      return "<p class=\"empty\">" + Html.escape(title) + ": no instance that both decided.</p>";
    }
    double min = pts.stream().mapToDouble(p -> Math.min(p.x(), p.y())).min().orElse(1);
    double max = pts.stream().mapToDouble(p -> Math.max(p.x(), p.y())).max().orElse(1);
    LogAxis axis = LogAxis.covering(min, max);
    Scale x = new LogScale(axis);
    Scale y = new LogScale(axis);
    StringBuilder sb = frame(title, xLabel, yLabel, x, y);
    sb.append(String.format(Locale.ROOT, "<line class=\"diagonal\" x1=\"%s\" y1=\"%s\" x2=\"%s\" y2=\"%s\" stroke=\"#888\" stroke-dasharray=\"4 4\"/>",
        fmt(px(x, axis.low())), fmt(py(y, axis.low())), fmt(px(x, axis.high())), fmt(py(y, axis.high()))));
    for (int i = 0; i < pts.size(); i++) {
      Point p = pts.get(i);
      String name = i < names.size() ? names.get(i) + ": " : "";
      sb.append(marker(0, px(x, p.x()), py(y, p.y()), COLOURS[0], name + num(p.x()) + " vs " + num(p.y())));
    }
    return sb.append("</svg>").toString();
  }

  private static StringBuilder frame(String title, String xLabel, String yLabel, Scale x, Scale y) {
    StringBuilder sb = new StringBuilder();
    sb.append(String.format(Locale.ROOT,
        "<svg class=\"chart\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 %d %d\" role=\"img\" aria-label=\"%s\">",
        WIDTH, HEIGHT, Html.escape(title)));
    sb.append("<title>").append(Html.escape(title)).append("</title>");
    sb.append(String.format(Locale.ROOT, "<text class=\"title\" x=\"%d\" y=\"22\">%s</text>", LEFT, Html.escape(title)));
    double x0 = LEFT;
    double x1 = WIDTH - RIGHT;
    double y0 = HEIGHT - BOTTOM;
    double y1 = TOP;
    sb.append(String.format(Locale.ROOT, "<rect class=\"plot\" x=\"%s\" y=\"%s\" width=\"%s\" height=\"%s\" fill=\"none\" stroke=\"#444\"/>",
        fmt(x0), fmt(y1), fmt(x1 - x0), fmt(y0 - y1)));
    for (LogAxis.Tick t : x.ticks()) {
      double at = px(x, t.value());
      sb.append(String.format(Locale.ROOT, "<line class=\"grid\" x1=\"%s\" y1=\"%s\" x2=\"%s\" y2=\"%s\" stroke=\"%s\"/>",
          fmt(at), fmt(y1), fmt(at), fmt(y0), t.major() ? "#ddd" : "#f0f0f0"));
      if (t.major()) {
        sb.append(String.format(Locale.ROOT, "<text class=\"tick\" x=\"%s\" y=\"%s\" text-anchor=\"middle\">%s</text>", fmt(at), fmt(y0 + 18), t.label()));
      }
    }
    for (LogAxis.Tick t : y.ticks()) {
      double at = py(y, t.value());
      sb.append(String.format(Locale.ROOT, "<line class=\"grid\" x1=\"%s\" y1=\"%s\" x2=\"%s\" y2=\"%s\" stroke=\"%s\"/>",
          fmt(x0), fmt(at), fmt(x1), fmt(at), t.major() ? "#ddd" : "#f0f0f0"));
      if (t.major()) {
        sb.append(String.format(Locale.ROOT, "<text class=\"tick\" x=\"%s\" y=\"%s\" text-anchor=\"end\">%s</text>", fmt(x0 - 6), fmt(at + 4), t.label()));
      }
    }
    sb.append(String.format(Locale.ROOT, "<text class=\"axis\" x=\"%s\" y=\"%d\" text-anchor=\"middle\">%s</text>",
        fmt((x0 + x1) / 2), HEIGHT - 12, Html.escape(xLabel)));
    sb.append(String.format(Locale.ROOT, "<text class=\"axis\" x=\"16\" y=\"%s\" text-anchor=\"middle\" transform=\"rotate(-90 16 %s)\">%s</text>",
        fmt((y0 + y1) / 2), fmt((y0 + y1) / 2), Html.escape(yLabel)));
    return sb;
  }

  private static void legend(StringBuilder sb, List<String> names) {
    double x = WIDTH - RIGHT + 14;
    for (int i = 0; i < names.size(); i++) {
      double y = TOP + 12 + 20 * i;
      String colour = COLOURS[i % COLOURS.length];
      sb.append(String.format(Locale.ROOT, "<line x1=\"%s\" y1=\"%s\" x2=\"%s\" y2=\"%s\" stroke=\"%s\" stroke-width=\"2\"%s/>", fmt(x), fmt(y), fmt(x + 28), fmt(y),
          colour, DASHES[i % DASHES.length].isEmpty() ? "" : " stroke-dasharray=\"" + DASHES[i % DASHES.length] + "\""));
      sb.append(marker(i, x + 14, y, colour, names.get(i)));
      sb.append(String.format(Locale.ROOT, "<text class=\"legend\" x=\"%s\" y=\"%s\">%s</text>", fmt(x + 34), fmt(y + 4), Html.escape(names.get(i))));
    }
  }

  /** The marker shapes, in the order series take them: what other charts (bench --chart) draw too. */
  public static final List<String> MARKERS = List.of("circle", "square", "triangle", "diamond", "cross");

  /** Circle, square, triangle, diamond, cross, ...: a shape per series. */
  private static String marker(int series, double x, double y, String colour, String tooltip) {
    String title = "<title>" + Html.escape(tooltip) + "</title>";
    return switch (series % 5) {
      case 0 -> String.format(Locale.ROOT, "<circle class=\"point\" cx=\"%s\" cy=\"%s\" r=\"4\" fill=\"%s\">%s</circle>", fmt(x), fmt(y), colour, title);
      case 1 -> String.format(Locale.ROOT, "<rect class=\"point\" x=\"%s\" y=\"%s\" width=\"8\" height=\"8\" fill=\"%s\">%s</rect>", fmt(x - 4), fmt(y - 4), colour, title);
      case 2 -> String.format(Locale.ROOT, "<path class=\"point\" d=\"M%s,%s l5,9 h-10 z\" fill=\"%s\">%s</path>", fmt(x), fmt(y - 5), colour, title);
      case 3 -> String.format(Locale.ROOT, "<path class=\"point\" d=\"M%s,%s l5,5 l-5,5 l-5,-5 z\" fill=\"%s\">%s</path>", fmt(x), fmt(y - 5), colour, title);
      default -> String.format(Locale.ROOT, "<path class=\"point\" d=\"M%s,%s l8,8 m0,-8 l-8,8\" stroke=\"%s\" stroke-width=\"2\">%s</path>",
          fmt(x - 4), fmt(y - 4), colour, title);
    };
  }

  private static double px(Scale x, double v) {
    return LEFT + x.fraction(v) * (WIDTH - RIGHT - LEFT);
  }

  private static double py(Scale y, double v) {
    return HEIGHT - BOTTOM - y.fraction(v) * (HEIGHT - BOTTOM - TOP);
  }

  private static String fmt(double v) {
    return String.format(Locale.ROOT, "%.1f", v);
  }

  private static String num(double v) {
    return v == Math.rint(v) && Math.abs(v) < 1e15 ? Long.toString((long) v) : String.format(Locale.ROOT, "%.3g", v);
  }

  interface Scale {
    double fraction(double v);

    List<LogAxis.Tick> ticks();
  }

  private record LogScale(LogAxis axis) implements Scale {
    @Override
    public double fraction(double v) {
      return axis.fraction(v);
    }

    @Override
    public List<LogAxis.Tick> ticks() {
      return axis.ticks();
    }
  }

  /** A linear axis with "nice" steps (1, 2 or 5 times a power of ten). */
  record LinearScale(double low, double high, double step) implements Scale {
    static LinearScale of(double min, double max) {
      double step = niceStep((max - min) / 5);
      return new LinearScale(Math.floor(min / step) * step, Math.max(Math.ceil(max / step) * step, Math.floor(min / step) * step + step), step);
    }

    /** Ends at the data, ticks at whole steps (for n and depths). */
    static LinearScale exact(double min, double max) {
      return new LinearScale(min, max, Math.max(1, niceStep((max - min) / 8)));
    }

    static double niceStep(double raw) {
      if (!(raw > 0)) {
        return 1;
      }
      double p = Math.pow(10, Math.floor(Math.log10(raw)));
      double m = raw / p;
      return (m <= 1 ? 1 : m <= 2 ? 2 : m <= 5 ? 5 : 10) * p;
    }

    @Override
    public double fraction(double v) {
      return (v - low) / (high - low);
    }

    @Override
    public List<LogAxis.Tick> ticks() {
      List<LogAxis.Tick> out = new ArrayList<>();
      for (double v = Math.ceil(low / step) * step; v <= high + 1e-9; v += step) {
        out.add(new LogAxis.Tick(v, num(v), true));
      }
      return out;
    }
  }
}
