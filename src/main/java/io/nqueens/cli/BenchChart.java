package io.nqueens.cli;

import io.nqueens.BadInputException;
import io.nqueens.model.io.IoErrors;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.VectorGraphicsEncoder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.style.markers.SeriesMarkers;

/** Draws bench results with XChart: median time against n, one series per solver, log scale. */
final class BenchChart {

  private BenchChart() {}

  static void checkFileName(Path file) {
    String name = file.getFileName().toString().toLowerCase(Locale.ROOT);
    if (!name.endsWith(".png") && !name.endsWith(".svg")) {
      throw new BadInputException("--chart " + file + ": the file name must end in .png or .svg");
    }
    OutputFiles.checkWritable("--chart", file);
  }

  static void write(Path file, List<BenchCommand.Measure> measures, List<String> solvers, String task) {
    System.setProperty("java.awt.headless", "true");
    XYChart chart = new XYChartBuilder().width(900).height(560)
        .title("n-queens " + task + ": median time").xAxisTitle("n").yAxisTitle("milliseconds (log scale)").build();
    chart.getStyler().setYAxisLogarithmic(true);
    chart.getStyler().setMarkerSize(6);
    for (String solver : solvers) {
      List<Integer> xs = new ArrayList<>();
      List<Double> ys = new ArrayList<>();
      for (BenchCommand.Measure m : measures) {
        if (m.solver().equals(solver)) {
          xs.add(m.n());
          // A log axis cannot show zero: the clock's resolution is the floor.
          ys.add(Math.max(m.medianMs(), 0.01));
        }
      }
      if (!xs.isEmpty()) {
        chart.addSeries(solver, xs, ys).setMarker(SeriesMarkers.CIRCLE);
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

  /** XChart adds the extension itself. */
  private static String stripExtension(String name) {
    return name.substring(0, name.lastIndexOf('.'));
  }
}
