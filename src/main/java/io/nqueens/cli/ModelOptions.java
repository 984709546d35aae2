package io.nqueens.cli;

import io.nqueens.BadInputException;
import io.nqueens.model.Expression;
import io.nqueens.model.QueensModel;
import io.nqueens.model.Symmetry;
import io.nqueens.model.io.ModelBuilder;
import io.nqueens.model.io.ModelFile;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** The model: a size, an optional model file, and constraint flags that add to what the file says. */
final class ModelOptions {

  @Option(names = {"-n", "--size"}, paramLabel = "N", description = "Board size (n x n, one queen per row).")
  Integer n;

  @Option(names = "--model", paramLabel = "FILE", description = "Model file (YAML or JSON, see docs/model-files.md); flags add to it.")
  Path modelFile;

  @Option(names = "--queen", paramLabel = "R,C", description = "Pre-placed queen at 0-based row,col or chess square (a1); repeatable.")
  List<String> queens = new ArrayList<>();

  @Option(names = "--block", paramLabel = "R,C", description = "Blocked square (no queen there; attacks pass over it); repeatable.")
  List<String> blocks = new ArrayList<>();

  @Option(names = "--exclude-sum", paramLabel = "S", description = "No queen on the anti-diagonal row + col = S (CSPLib 79); repeatable.")
  List<Integer> excludedSums = new ArrayList<>();

  @Option(names = "--exclude-difference", paramLabel = "D", description = "No queen on the diagonal row - col = D (CSPLib 79); repeatable.")
  List<Integer> excludedDifferences = new ArrayList<>();

  @Option(names = "--constraint", paramLabel = "EXPR",
      description = "A constraint in a MiniZinc subset over q[row] (the queen's column) and n, e.g. 'q[0] < q[n-1]'; repeatable (see docs/language.md).")
  List<String> expressions = new ArrayList<>();

  @Option(names = "--knight", description = "No two queens a knight's move apart (superqueens).")
  boolean knight;

  @Option(names = "--toroidal", description = "Diagonals wrap around the board's edges.")
  boolean toroidal;

  @Option(names = "--no-diagonals", description = "Queens do not attack along diagonals (one queen a row and a column: the rooks' rule).")
  boolean noDiagonals;

  @Option(names = "--touching", description = "No two queens on touching squares (a king's move apart, diagonal neighbours included).")
  boolean touching;

  @Option(names = "--regions", paramLabel = "FILE",
      description = "Region map: a text file of n rows, one character a square naming its region (exactly n regions); one queen in each region. "
          + "The Queens puzzle is --regions FILE --no-diagonals --touching.")
  Path regionsFile;

  @Option(names = "--symmetries", paramLabel = "LIST", split = ",",
      description = "Declare the symmetries the model's solutions have (half-turn, mirror, rotate-90, transpose, ...; none for the identity "
          + "alone): classes are taken under them, once verified; a declaration that is false is refused with its witness.")
  List<String> symmetries;

  private ModelFile file;

  /** The declared symmetries: the flag's, else the model file's; empty when none are declared. */
  Optional<List<Symmetry>> declaredSymmetries() {
    if (symmetries != null) {
      return Optional.of(ModelFile.parseSymmetries(symmetries));
    }
    return file() == null ? Optional.empty() : file().declaredSymmetries();
  }

  /** Whether the model file (if any) says what to optimise. */
  boolean fileHasObjective() {
    return file() != null && file().model(file().nFrom()).objective().isPresent();
  }

  private ModelFile file() {
    if (file == null && modelFile != null) {
      file = ModelFile.read(modelFile);
    }
    return file;
  }

  /** The one model these options describe; n from -n, else from the model file (a single size). */
  QueensModel model() {
    int size;
    if (n != null) {
      size = n;
    } else if (file() != null) {
      if (file().nFrom() != file().nTo()) {
        throw new BadInputException("model file " + modelFile + " gives a range of n (" + file().nFrom() + ".." + file().nTo()
            + "); choose one with -n");
      }
      size = file().nFrom();
    } else if (flags().regionRows() > 0) {
      // A region map fixes the board size, as a board picture does.
      size = flags().regionRows();
    } else {
      throw new BadInputException("missing board size: give -n N or --model FILE");
    }
    return model(size);
  }

  /** The models for n in from..to; defaults come from -n, the model file, or the given defaults. */
  List<QueensModel> models(Integer from, Integer to, int defaultFrom, int defaultTo) {
    int lo;
    int hi;
    if ((from != null || to != null) && n != null) {
      throw new BadInputException("-n (" + n + ") and " + (from != null ? "--from (" + from + ")" : "--to (" + to + ")")
          + " contradict each other: give -n for one size, or --from and --to for a range");
    }
    if (from != null || to != null) {
      lo = from != null ? from : (file() != null ? file().nFrom() : defaultFrom);
      hi = to != null ? to : (file() != null ? file().nTo() : defaultTo);
    } else if (n != null) {
      lo = hi = n;
    } else if (file() != null) {
      lo = file().nFrom();
      hi = file().nTo();
    } else if (flags().regionRows() > 0) {
      lo = hi = flags().regionRows();
    } else {
      lo = defaultFrom;
      hi = defaultTo;
    }
    if (lo < 1) {
      throw new BadInputException("--from (" + lo + ") must be >= 1");
    }
    if (hi < lo) {
      // Name where the smaller end came from: a --from the user did not give is a default, or the model file's.
      String origin = from != null ? "--from (" + lo + ")" : file() != null ? "the model file's smallest n (" + lo + ")"
          : "the smallest n this command starts at by default (" + lo + "; give --from)";
      throw new BadInputException("--to (" + hi + ") must be >= " + origin);
    }
    if (hi > QueensModel.MAX_N) {
      throw new BadInputException("--to (" + hi + ") must be <= " + QueensModel.MAX_N);
    }
    List<QueensModel> out = new ArrayList<>();
    for (int size = lo; size <= hi; size++) {
      out.add(model(size));
    }
    return out;
  }

  /** What the flags add, in the order given kind by kind. */
  private ModelBuilder flags() {
    ModelBuilder b = new ModelBuilder();
    queens.forEach(q -> b.queen("--queen", q));
    blocks.forEach(x -> b.blocked("--block", x));
    excludedSums.forEach(b::excludeSum);
    excludedDifferences.forEach(b::excludeDifference);
    expressions.forEach(e -> {
      warnAboutComment(e);
      b.expression("--constraint", e);
    });
    if (regionsFile != null) {
      b.regions("--regions " + regionsFile, ModelFile.readRegionRows(regionsFile));
    }
    return b.knight(knight).toroidal(toroidal).diagonals(!noDiagonals).touching(touching);
  }

  QueensModel model(int size) {
    if (size < 1) {
      throw new BadInputException("n (" + size + ") must be >= 1");
    }
    // Checked whether or not classes are asked for, as a model file's symmetries: key is.
    declaredSymmetries();
    if (file() == null) {
      return flags().build(size, "", "");
    }
    try {
      return new ModelBuilder().addAll(file().builder()).addAll(flags()).build(size, file().name(), file().description());
    } catch (BadInputException e) {
      throw new BadInputException(modelFile + ": " + e.getMessage());
    }
  }

  @Spec(Spec.Target.MIXEE) CommandSpec mixee;

  /** Whether the constraint with {@code mod} for {@code %} is one (so the user likely meant the remainder): it parses and unrolls. */
  private static boolean meansRemainder(String withMod) {
    try {
      Expression.parse(withMod).ground(8);
      return true;
    } catch (RuntimeException e) {
      return false;
    }
  }

  /**
   * In MiniZinc, and so here, {@code %} starts a comment that runs to the end of the line: on a
   * command line that silently drops the rest of the constraint. Said on stderr, with {@code mod}
   * suggested where {@code %} follows an operand.
   */
  private void warnAboutComment(String text) {
    int at = text.indexOf('%');
    if (at < 0 || mixee == null) {
      return;
    }
    String before = text.substring(0, at).stripTrailing();
    String withMod = before + " mod " + text.substring(at + 1).strip();
    PrintWriter err = mixee.commandLine().getErr();
    err.println("nqueens: warning: in --constraint '" + text + "', '%' starts a comment: '" + text.substring(at) + "' is ignored"
        + (meansRemainder(withMod) ? " (for the remainder, write mod: " + withMod + ")" : ""));
    err.flush();
  }
}
