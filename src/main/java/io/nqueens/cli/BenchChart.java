package io.nqueens.cli;

import io.nqueens.BadInputException;
import io.nqueens.harness.Bench;
import io.nqueens.harness.report.Svg;
import io.nqueens.model.io.IoErrors;
import java.awt.Color;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.VectorGraphicsEncoder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.style.markers.Marker;
import org.knowm.xchart.style.markers.SeriesMarkers;

/**
 * Draws bench results with XChart: median time against n, one series per solver, log scale, in the
 * report's colours (Okabe and Ito's palette) and marker shapes, so that a backend looks the same in both.
 */
final class BenchChart {

  private BenchChart() {}

  static void checkFileName(Path file) {
    String name = file.getFileName().toString().toLowerCase(Locale.ROOT);
    if (!name.endsWith(".png") && !name.endsWith(".svg")) {
      throw new BadInputException("--chart " + file + ": the file name must end in .png or .svg");
    }
    OutputFiles.checkWritable("--chart", file);
  }

  static void write(Path file, List<Bench.Measure> measures, List<String> solvers, String task) {
    System.setProperty("java.awt.headless", "true");
    XYChart chart = new XYChartBuilder().width(900).height(560)
        .title("n-queens " + task + ": median time").xAxisTitle("n").yAxisTitle("milliseconds (log scale)").build();
    chart.getStyler().setYAxisLogarithmic(true);
    int smallest = measures.stream().mapToInt(Bench.Measure::n).min().orElse(1);
    int largest = measures.stream().mapToInt(Bench.Measure::n).max().orElse(1);
    if (largest >= 100L * smallest) {
      // Sizes over orders of magnitude (a first-solution race): log-log, so that a slope is a power of n.
      chart.getStyler().setXAxisLogarithmic(true);
      chart.setXAxisTitle("n (log scale)");
    }
    chart.getStyler().setMarkerSize(6);
    for (int k = 0; k < solvers.size(); k++) {
      String solver = solvers.get(k);
      List<Integer> xs = new ArrayList<>();
      List<Double> ys = new ArrayList<>();
      for (Bench.Measure m : measures) {
        // A run stopped by its limit has no median: it is left out, as on the report.
        if (m.solver().equals(solver) && m.complete()) {
          xs.add(m.n());
          // A log axis cannot show zero: the clock's resolution is the floor.
          ys.add(Math.max(m.medianMs(), 0.01));
        }
      }
      if (!xs.isEmpty()) {
        chart.addSeries(solver, xs, ys).setMarker(marker(k)).setMarkerColor(colour(k)).setLineColor(colour(k));
      }
    }
    String name = file.toString();
    try {
      if (name.toLowerCase(Locale.ROOT).endsWith(".svg")) {
        VectorGraphicsEncoder.saveVectorGraphic(chart, stripExtension(name), VectorGraphicsEncoder.VectorGraphicsFormat.SVG);
      } else {
        BitmapEncoder.saveBitmap(chart, stripExtension(name), BitmapEncoder.BitmapFormat.PNG);
      }
    } catch (IOException e) {
      throw new BadInputException("--chart " + file + ": cannot write (" + IoErrors.describe(e) + ")");
    }
  }

  /** The report's colour of the k-th series. */
  static Color colour(int k) {
    return Color.decode(Svg.COLOURS[k % Svg.COLOURS.length]);
  }

  /** The report's marker shape of the k-th series, as XChart draws it. */
  static Marker marker(int k) {
    return switch (Svg.MARKERS.get(k % Svg.MARKERS.size())) {
      case "circle" -> SeriesMarkers.CIRCLE;
      case "square" -> SeriesMarkers.SQUARE;
      case "triangle" -> SeriesMarkers.TRIANGLE_UP;
      case "diamond" -> SeriesMarkers.DIAMOND;
      default -> SeriesMarkers.CROSS;
    };
  }

  /** XChart adds the extension itself. */
  private static String stripExtension(String name) {
    return name.substring(0, name.lastIndexOf('.'));
  }
}
