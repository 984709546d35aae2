package io.nqueens.solver;

/** Told how many sub-problems of a split count are done; called from worker threads. */
@FunctionalInterface
public interface Progress {

  void update(long done, long total);

  /** The same, with who is counting now, in words ("12 running, 3 members"): a cluster count says it. */
  default void update(long done, long total, String activity) {
    update(done, total);
  }

  Progress NONE = (done, total) -> {};
}
