package io.nqueens.harness;

import io.nqueens.model.QueensModel;
import io.nqueens.model.Symmetry;
import io.nqueens.solver.CountResult;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * The one judge of counts: a comparison's runs against each other and the published counts (each
 * run's own problems, from the checker's enumeration, included), and a single count against the
 * published ones ({@code count} and the library). A verdict holds only what was done: a count
 * stopped by its limit, a verification cut short or a skipped backend makes a row partial, never a
 * disagreement and never "agree"; only complete counts are compared.
 */
public final class Judge {

  private Judge() {}

  /** The row of these runs (made here or in JVMs of their own): their counts cross-checked, and the verdict. */
  public static Harness.Row counts(QueensModel model, List<Harness.Run> runs, OptionalLong published, OptionalLong publishedUnique) {
    List<String> disagreements = disagreements(runs, published, publishedUnique);
    long complete = runs.stream().filter(Harness.Run::complete).count();
    boolean allDone = complete == runs.size() && runs.stream().noneMatch(Harness.Run::verificationStopped);
    Verdict verdict = !disagreements.isEmpty() ? Verdict.DISAGREE
        : !allDone ? Verdict.PARTIAL
        : complete < 2 && published.isEmpty() ? Verdict.UNCHECKED : Verdict.AGREE;
    return new Harness.Row(model, runs, published, publishedUnique, verdict, disagreements);
  }

  /**
   * Where a complete count differs from the published one (classes only under the model's whole
   * group: a published class count says nothing of a smaller group): why; empty for a partial count.
   */
  public static Optional<String> againstPublished(QueensModel model, List<Symmetry> group, CountResult result) {
    if (!result.complete()) {
      return Optional.empty();
    }
    OptionalLong published = KnownCounts.solutions(model);
    if (published.isPresent() && published.getAsLong() != result.solutions()) {
      return Optional.of("the count " + result.solutions() + " differs from the published count " + published.getAsLong() + " for " + model.summary());
    }
    OptionalLong unique = publishedUnique(model, group);
    if (result.unique() != null && unique.isPresent() && unique.getAsLong() != result.unique()) {
      return Optional.of("the class count " + result.unique() + " differs from the published count " + unique.getAsLong() + " for " + model.summary());
    }
    return Optional.empty();
  }

  /** The published class count of the model under this group: only under its whole group, else none. */
  public static OptionalLong publishedUnique(QueensModel model, List<Symmetry> group) {
    return !group.isEmpty() && group.size() == Symmetries.of(model).group().size() ? KnownCounts.unique(model) : OptionalLong.empty();
  }

  private static List<String> disagreements(List<Harness.Run> runs, OptionalLong published, OptionalLong publishedUnique) {
    List<String> out = new ArrayList<>();
    Harness.Run reference = null;
    for (Harness.Run run : runs) {
      run.problems().forEach(p -> out.add(run.backend() + ": " + p));
      if (!run.complete()) {
        continue;
      }
      long count = run.result().solutions();
      if (published.isPresent() && count != published.getAsLong()) {
        out.add(run.backend() + " counts " + count + ", the published count is " + published.getAsLong());
      }
      Long unique = run.result().unique();
      if (unique != null && publishedUnique.isPresent() && unique != publishedUnique.getAsLong()) {
        out.add(run.backend() + " counts " + unique + " unique, the published count is " + publishedUnique.getAsLong());
      }
      if (reference == null) {
        reference = run;
      } else {
        if (count != reference.result().solutions()) {
          out.add(run.backend() + " counts " + count + ", " + reference.backend() + " counts " + reference.result().solutions());
        }
        if (unique != null && !unique.equals(reference.result().unique())) {
          out.add(run.backend() + " counts " + unique + " unique, " + reference.backend() + " counts " + reference.result().unique());
        }
      }
    }
    return out;
  }

  /** The row of these runs, judged: against each other and the published counts for the model (and its group, where classes are counted). */
  public static Harness.Row row(Harness.Options options, QueensModel model, List<Harness.Run> runs) {
    List<Symmetry> group = options.group(model);
    return counts(model, runs, KnownCounts.solutions(model), publishedUnique(model, group));
  }
}
