package io.nqueens.cli;

import io.nqueens.BadInputException;
import io.nqueens.harness.Bench;
import io.nqueens.harness.report.Svg;
import io.nqueens.model.io.IoErrors;
import java.awt.Color;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javax.imageio.ImageIO;
import org.apache.batik.transcoder.SVGAbstractTranscoder;
import org.apache.batik.transcoder.TranscoderException;
import org.apache.batik.transcoder.TranscoderInput;
import org.apache.batik.transcoder.TranscoderOutput;
import org.apache.batik.transcoder.image.ImageTranscoder;

/**
 * Draws bench results as the report draws its charts ({@link Svg}, one chart stack for both): median
 * time against n, one series per solver, log scale (log-log over orders of magnitude of n), in the
 * same colours, markers and dashes. An {@code .svg} file is that chart; a {@code .png} is the same
 * chart rasterised by Batik at twice its size and written by the JDK's ImageIO.
 */
final class BenchChart {

  /** The PNG's width in pixels: the chart's own width, twice, so that it stays sharp on a slide. */
  private static final float PNG_WIDTH = 2 * Svg.WIDTH;

  private BenchChart() {}

  static void checkFileName(Path file) {
    String name = file.getFileName().toString().toLowerCase(Locale.ROOT);
    if (!name.endsWith(".png") && !name.endsWith(".svg")) {
      throw new BadInputException("--chart " + file + ": the file name must end in .png or .svg");
    }
    OutputFiles.checkWritable("--chart", file);
  }

  static void write(Path file, List<Bench.Measure> measures, List<String> solvers, String task) {
    List<Svg.Series> series = new ArrayList<>();
    for (String solver : solvers) {
      List<Svg.Point> points = new ArrayList<>();
      for (Bench.Measure m : measures) {
        // A run stopped by its limit has no median: it is left out, as on the report.
        if (m.solver().equals(solver) && m.complete()) {
          // A log axis cannot show zero: the clock's resolution is the floor.
          points.add(new Svg.Point(m.n(), Math.max(m.medianMs(), 0.01)));
        }
      }
      series.add(new Svg.Series(solver, points));
    }
    String svg = Svg.standalone(Svg.lines("n-queens " + task + ": median time", "n", "milliseconds (log scale)", series, true));
    try {
      if (file.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".svg")) {
        Files.writeString(file, svg, StandardCharsets.UTF_8);
      } else {
        ImageIO.write(raster(svg), "png", file.toFile());
      }
    } catch (IOException e) {
      throw new BadInputException("--chart " + file + ": cannot write (" + IoErrors.describe(e) + ")");
    }
  }

  /** The chart as pixels, on white. */
  static BufferedImage raster(String svg) {
    BufferedImage[] image = new BufferedImage[1];
    ImageTranscoder transcoder = new ImageTranscoder() {
      @Override
      public BufferedImage createImage(int width, int height) {
        return new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
      }

      @Override
      public void writeImage(BufferedImage img, TranscoderOutput output) {
        image[0] = img;
      }
    };
    transcoder.addTranscodingHint(ImageTranscoder.KEY_BACKGROUND_COLOR, Color.WHITE);
    transcoder.addTranscodingHint(SVGAbstractTranscoder.KEY_WIDTH, PNG_WIDTH);
    try {
      TranscoderInput input = new TranscoderInput(new StringReader(svg));
      input.setURI("file:chart.svg");
      transcoder.transcode(input, new TranscoderOutput());
    } catch (TranscoderException e) {
      throw new IllegalStateException("the chart's own SVG cannot be drawn: " + e.getMessage(), e);
    }
    return image[0];
  }
}
