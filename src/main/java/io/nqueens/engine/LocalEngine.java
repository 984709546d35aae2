package io.nqueens.engine;

import io.nqueens.solver.CountResult;
import io.nqueens.solver.PartRunner;
import io.nqueens.solver.Parts;
import io.nqueens.solver.Progress;
import io.nqueens.solver.SearchControl;

/** Counts a job's parts on this machine's threads, recording each finished part in a checkpoint (if any) as it finishes. */
public final class LocalEngine {

  private LocalEngine() {}

  public static CountResult count(Job job, Parts parts, Checkpoint checkpoint, SearchControl control, int threads, Progress progress) {
    if (checkpoint == null) {
      return PartRunner.run(parts, job.unique(), control, threads, progress);
    }
    return PartRunner.run(parts, checkpoint.done(), job.unique(), checkpoint::record, control, threads, progress);
  }
}
