package io.nqueens.cli;

import io.nqueens.model.io.BoardFormat;
import picocli.CommandLine.Option;

/** How solutions are printed. */
final class FormatOption {

  @Option(names = {"-f", "--format"}, paramLabel = "FORMAT", defaultValue = "board", completionCandidates = Completions.BoardFormats.class,
      description = "board (Q and .), matrix (0/1), positions (row,col pairs) or json. Default: ${DEFAULT-VALUE}.")
  String format;

  @Option(names = "--ascii", description = "Plain ASCII boards even on a Unicode terminal.")
  boolean ascii;

  @Option(names = {"--no-colour", "--no-color"}, description = "No colours, even on a terminal (a region board's squares are coloured by region there; "
      + "the NO_COLOR variable turns them off too).")
  boolean noColour;

  BoardFormat format() {
    return BoardFormat.parse(format);
  }

  boolean unicode() {
    return !ascii && Terminal.unicode();
  }

  /** Colours only on an interactive terminal, unless turned off (--no-colour, --ascii, NO_COLOR). */
  boolean colour() {
    return !noColour && !ascii && Terminal.colour();
  }
}
