package io.nqueens.engine;

import io.nqueens.BadInputException;
import io.nqueens.model.QueensModel;
import io.nqueens.model.Symmetry;
import io.nqueens.solver.Backends;
import io.nqueens.solver.CountResult;
import io.nqueens.solver.Parts;
import io.nqueens.solver.Progress;
import io.nqueens.solver.SearchControl;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Where a count runs, decided in one place: on this machine's threads (the counting policy of
 * {@link Counting}), cut into a job's parts when they must be recorded in a checkpoint file, or on a
 * Hazelcast cluster. The command line says what the user asked for; this chooses how.
 */
public final class Engine {

  private Engine() {}

  /**
   * What to count and where: {@code checkpoint} null for none, {@code cluster} null for this
   * machine; {@code split} null for the default number of parts.
   */
  public record Request(QueensModel model, List<Symmetry> uniqueUnder, int threads, Integer split, Path checkpoint, ClusterSettings cluster) {
    public Request {
      if (split != null && (split < 1 || split > Job.MAX_SPLIT)) {
        throw new BadInputException("--split (" + split + ") must be between 1 and " + Job.MAX_SPLIT);
      }
    }
  }

  /** A count and how it ran, in words ("2 threads, 268 sub-problems", "3 cluster members, 2000 sub-problems"). */
  public record Ran(CountResult result, String how, boolean onCluster, Map<String, Long> countedBy, int resumed) {

    /** A count on this machine: no member counted it. */
    public Ran(CountResult result, String how) {
      this(result, how, false, Map.of(), 0);
    }

    /** A count on this machine, this many of whose parts a checkpoint held already. */
    public Ran(CountResult result, String how, int resumed) {
      this(result, how, false, Map.of(), resumed);
    }
  }

  /**
   * What a count tells as it runs: what a verbose run says (parts already done, cluster size), and
   * warnings an operator should read whether or not the run is verbose (a member that cannot prove
   * the cluster's secret, a member slow with its part); by default both go to one place.
   */
  @FunctionalInterface
  public interface Log {
    void verbose(String line);

    default void warning(String line) {
      verbose(line);
    }
  }

  /** Counts as asked, with solvers of this backend, variant and settings; {@code log} hears what the count tells. */
  public static Ran count(Request request, Backends.Spec solver, SearchControl control, Progress progress, Log log) {
    if (request.checkpoint() == null && request.cluster() == null) {
      CountResult r = Counting.count(solver, request.model(), request.uniqueUnder(), control, request.threads(), progress);
      return new Ran(r, r.howItRan());
    }
    Invariants.checkRepresentable(request.model(), control);
    long start = System.nanoTime();
    Job job = new Job(request.model(), solver, request.uniqueUnder(),
        request.split() == null ? Job.DEFAULT_SPLIT : request.split());
    Parts parts = job.parts();
    try (Checkpoint file = request.checkpoint() == null ? null : Checkpoint.open(request.checkpoint(), job, parts, ProgramVersion.get())) {
      int resumed = file == null ? 0 : file.done().size();
      if (file != null) {
        log.verbose("checkpoint " + request.checkpoint() + ": " + resumed + " of " + parts.size() + " parts already counted");
        if (!file.writtenBy().equals(ProgramVersion.get())) {
          log.warning("checkpoint " + request.checkpoint() + " was written by nqueens " + file.writtenBy() + "; this nqueens " + ProgramVersion.get()
              + " resumes it: its job, split and parts are the same");
        }
      }
      if (request.cluster() == null) {
        CountResult r = Invariants.checked(job.model(), job.group(), onThreads(job, parts, file, control, request.threads(), progress).timedFrom(start));
        return new Ran(r, r.howItRan(), resumed);
      }
      try (Cluster c = Cluster.join(request.cluster())) {
        log.verbose("cluster '" + request.cluster().name() + "': " + c.members() + " member" + (c.members() == 1 ? "" : "s"));
        Cluster.Counted counted = c.count(job, parts, file, control, progress, log::warning);
        CountResult r = Invariants.checked(job.model(), job.group(), counted.result().timedFrom(start));
        // Who counted, not who is there at the end: a member that counted and left is named too.
        Map<String, Long> countedBy = counted.countedBy();
        String by = countedBy.entrySet().stream().map(e -> e.getKey() + " " + e.getValue()).collect(Collectors.joining(", "));
        String how = countedBy.size() + " cluster member" + (countedBy.size() == 1 ? "" : "s") + ", " + parts.size() + " sub-problems"
            + (countedBy.isEmpty() ? "" : " (parts counted: " + by + ")");
        return new Ran(r, how, true, countedBy, resumed);
      } catch (RuntimeException e) {
        // The network or the cluster failed (a member lost, a timeout): the environment's, one line, never an internal error.
        throw ClusterFailedException.of(request.cluster().name(), e).orElseThrow(() -> e);
      }
    }
  }

  /** A job's parts on this machine's threads, each finished part recorded in the checkpoint (if any) as it finishes. */
  static CountResult onThreads(Job job, Parts parts, Checkpoint checkpoint, SearchControl control, int threads, Progress progress) {
    return checkpoint == null ? PartRunner.run(parts, job.unique(), control, threads, progress)
        : PartRunner.run(parts, checkpoint.done(), job.unique(), checkpoint::record, control, threads, progress);
  }
}
