package io.nqueens.solver;

/** Told how many sub-problems of a split count are done; called from worker threads. */
@FunctionalInterface
public interface Progress {

  void update(long done, long total);

  Progress NONE = (done, total) -> {};
}
