package io.nqueens.harness;

import io.nqueens.BadInputException;
import io.nqueens.model.Attacks;
import io.nqueens.model.QueensModel;
import io.nqueens.model.Solution;
import io.nqueens.model.SolutionChecker;
import io.nqueens.model.Symmetry;
import io.nqueens.model.SymmetryGroup;
import io.nqueens.solver.Backends;
import io.nqueens.solver.EnumerationResult;
import io.nqueens.solver.Limits;
import io.nqueens.solver.SearchControl;
import io.nqueens.solver.Solver;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The group of a model, for its n: the board symmetries that map its set of solutions onto itself.
 * Each of the eight is <em>preserved</em> (with how it was proved), <em>broken</em> (with a witness:
 * a solution whose image is not one, and the rule the image breaks, both checked by the
 * independent checker) or <em>undecided</em> (not used).
 *
 * <p>First the model's own cheap rules ({@link SymmetryGroup#of}: usable squares, the invariance of the
 * constraint network); then, for what they leave open, the solutions are enumerated by the
 * hand-written search under a work budget (not a clock, so the answer is the same on every run):
 * an image that breaks a rule refutes its symmetry, and an enumeration that finishes proves every
 * symmetry it did not refute. The preserved set is closed under composition, since the symmetries
 * that preserve a set form a group.
 */
public final class Symmetries {

  /** Polls of the enumeration's control (one per 65,536 nodes of the bit-mask search): about four million nodes. */
  public static final long WORK_BUDGET = 64;

  private Symmetries() {}

  /** What is known about one symmetry. */
  public enum Status {
    PRESERVED,
    BROKEN,
    UNDECIDED;

    public String id() {
      return name().toLowerCase(Locale.ROOT);
    }
  }

  /**
   * One symmetry's status and why: {@code how} says how it was proved (or why it is undecided);
   * a broken one has a {@code witness} solution, its {@code image} and the rule the image {@code breaks}.
   */
  public record Finding(Symmetry symmetry, Status status, String how, Solution witness, Solution image, String breaks) {}

  /** The eight findings of a model, in the order of {@link Symmetry#values()}. */
  public record Report(QueensModel model, List<Finding> findings) {

    /** The preserved symmetries: the group the tool uses. */
    public List<Symmetry> group() {
      return findings.stream().filter(f -> f.status() == Status.PRESERVED).map(Finding::symmetry).toList();
    }

    public Finding of(Symmetry s) {
      return findings.get(s.ordinal());
    }

    /** Whether every symmetry is decided. */
    public boolean complete() {
      return findings.stream().noneMatch(f -> f.status() == Status.UNDECIDED);
    }
  }

  /** Proves or refutes each of the eight symmetries of the model. */
  public static Report of(QueensModel model) {
    return of(model, WORK_BUDGET);
  }

  static Report of(QueensModel model, long budget) {
    Map<Symmetry, Finding> found = new EnumMap<>(Symmetry.class);
    List<Symmetry> cheap = SymmetryGroup.of(model);
    String rule = model.expressions().isEmpty()
        ? (model.isPlain() || cheap.size() == 8 && model.queens().isEmpty() && model.blocked().isEmpty() ? "every rule of the model is kept by it"
            : "it maps the usable squares onto themselves")
        : "it maps the constraints onto themselves (each conjunct's relation over its rows)";
    for (Symmetry s : cheap) {
      found.put(s, new Finding(s, Status.PRESERVED, s == Symmetry.IDENTITY ? "always" : rule, null, null, null));
    }
    List<Symmetry> open = new ArrayList<>();
    for (Symmetry s : Symmetry.values()) {
      if (!found.containsKey(s)) {
        open.add(s);
      }
    }
    Optional<Solver> enumerator = enumeratorFor(model);
    if (!open.isEmpty() && enumerator.isEmpty()) {
      for (Symmetry g : open) {
        found.put(g, new Finding(g, Status.UNDECIDED, "n = " + model.n() + " is larger than every enumerator the prover has accepts ("
            + String.join(", ", ENUMERATORS) + "); not used", null, null, null));
      }
      open.clear();
    }
    if (!open.isEmpty()) {
      Attacks rules = Attacks.of(model);
      long[] seen = {0};
      SearchControl control = SearchControl.withWorkBudget(budget);
      EnumerationResult run = enumerator.get().enumerate(model, control, s -> {
        seen[0]++;
        for (Symmetry g : List.copyOf(open)) {
          Solution image = s.transform(g);
          Optional<String> breaks = rules.brokenBy(image.columns());
          if (breaks.isPresent()) {
            found.put(g, refuted(model, g, s, image, breaks.get()));
            open.remove(g);
          }
        }
        return !open.isEmpty();
      });
      boolean exhausted = run.outcome().isComplete() && open.size() > 0;
      for (Symmetry g : open) {
        found.put(g, exhausted
            ? new Finding(g, Status.PRESERVED, seen[0] == 0 ? "the model has no solutions, and every symmetry maps that empty set onto itself"
                : "each of the " + seen[0] + " solutions maps onto a solution (all were enumerated)", null, null, null)
            : new Finding(g, Status.UNDECIDED, "not decided within the work budget (" + seen[0] + " solutions looked at); not used", null, null, null));
      }
    }
    closeUnderComposition(model, found);
    List<Finding> all = new ArrayList<>();
    for (Symmetry s : Symmetry.values()) {
      all.add(found.get(s));
    }
    return new Report(model, List.copyOf(all));
  }

  /**
   * What composes proved symmetries is proved too (the symmetries that preserve a set form a group).
   * One that a checked witness refutes means one of the proofs is wrong: an internal error, never
   * overwritten.
   */
  static void closeUnderComposition(QueensModel model, Map<Symmetry, Finding> found) {
    List<Symmetry> proved = found.values().stream().filter(f -> f.status() == Status.PRESERVED).map(Finding::symmetry).toList();
    for (Symmetry s : Symmetry.closure(proved)) {
      Finding f = found.get(s);
      if (f.status() == Status.BROKEN) {
        throw new IllegalStateException("the symmetry prover contradicts itself for " + model.summary() + ": " + s.id()
            + " composes preserved symmetries " + proved.stream().map(Symmetry::id).toList() + " but " + f.how());
      }
      if (f.status() != Status.PRESERVED) {
        found.put(s, new Finding(s, Status.PRESERVED, "it composes preserved symmetries", null, null, null));
      }
    }
  }

  /** The hand-written enumerators the prover may use, fastest first. */
  static final List<String> ENUMERATORS = List.of("backtracking:bitboard", "backtracking:simple");

  /** The first enumerator that accepts the model's board, or none (the open symmetries are then undecided). */
  private static Optional<Solver> enumeratorFor(QueensModel model) {
    for (String spec : ENUMERATORS) {
      Solver s = Backends.create(spec);
      if (Limits.accepts(s, model, Solver.Task.ENUMERATE)) {
        return Optional.of(s);
      }
    }
    return Optional.empty();
  }

  /** A refutation, its witness passed by the checker and its image failed by it. */
  private static Finding refuted(QueensModel model, Symmetry g, Solution witness, Solution image, String breaks) {
    Checked.solution(model, witness, "the symmetry prover");
    if (SolutionChecker.isValid(model, image)) {
      throw new IllegalStateException("the checker passes the image " + image + " under " + g.id() + " that the program's rules refuse: " + breaks);
    }
    return new Finding(g, Status.BROKEN, "solution " + witness + " maps to " + image + ", where " + breaks, witness, image, breaks);
  }

  /**
   * The group to take classes under: the declared one, verified (every symmetry it holds, and
   * every composition of them, preserved), or, without a declaration, the proved group.
   *
   * @throws BadInputException naming the witness, when a declared symmetry is broken, or when it
   *     cannot be decided within the budget
   */
  public static List<Symmetry> groupFor(QueensModel model, Optional<List<Symmetry>> declared) {
    if (declared.isEmpty()) {
      return of(model).group();
    }
    List<Symmetry> group = Symmetry.closure(declared.get());
    if (group.size() == 1) {
      return group;
    }
    Report report = of(model);
    for (Symmetry s : group) {
      Finding f = report.of(s);
      if (f.status() == Status.BROKEN) {
        throw new BadInputException("declared symmetry " + s.id() + (declared.get().contains(s) ? "" : " (a composition of those declared)")
            + " does not hold for n = " + model.n() + ": " + f.how());
      }
      if (f.status() == Status.UNDECIDED) {
        throw new BadInputException("declared symmetry " + s.id() + " could not be verified for n = " + model.n() + ": " + f.how()
            + "; declare fewer symmetries, or none");
      }
    }
    return group;
  }

  /** "2 of the 8 board symmetries (identity, half turn)", or "all 8 board symmetries". */
  public static String describe(List<Symmetry> group) {
    if (group.size() == 8) {
      return "all 8 board symmetries";
    }
    return group.size() + " of the 8 board symmetries (" + group.stream().map(Symmetry::words).collect(Collectors.joining(", ")) + ")";
  }
}
