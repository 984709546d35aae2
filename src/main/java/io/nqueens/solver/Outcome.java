package io.nqueens.solver;

/** How a search ended. Only {@link #COMPLETE} results are exact; the others are partial. */
public enum Outcome {
  /** The search space was exhausted (or the one solution asked for was found). */
  COMPLETE,
  /** The time limit was reached. */
  TIME_LIMIT,
  /** The run was interrupted (Ctrl-C or a cancel call). */
  INTERRUPTED,
  /** The caller stopped the enumeration after enough solutions. */
  STOPPED_BY_CALLER,
  /**
   * A limit in the backend's own parameters (set by the user, or the backend's default budget)
   * ended it before a proof: a CP-SAT gap or conflict limit, stopping after the first solution, the
   * local search's runs spent. Partial, though no time limit was reached.
   */
  BACKEND_LIMIT;

  public boolean isComplete() {
    return this == COMPLETE;
  }

  /** The worse of two outcomes, for merging sub-problem results. */
  public Outcome and(Outcome other) {
    return other.ordinal() > ordinal() ? other : this;
  }

  /** The outcome with this {@link #id}. */
  public static Outcome of(String id) {
    for (Outcome o : values()) {
      if (o.id().equals(id)) {
        return o;
      }
    }
    throw new IllegalArgumentException("no outcome '" + id + "'");
  }

  /** The outcome's name in JSON and CSV: complete, time-limit, interrupted, limit-reached, backend-limit (docs/output.md). */
  public String id() {
    return switch (this) {
      case COMPLETE -> "complete";
      case TIME_LIMIT -> "time-limit";
      case INTERRUPTED -> "interrupted";
      case STOPPED_BY_CALLER -> "limit-reached";
      case BACKEND_LIMIT -> "backend-limit";
    };
  }

  public String word() {
    return switch (this) {
      case COMPLETE -> "complete";
      case TIME_LIMIT -> "partial (time limit)";
      case INTERRUPTED -> "partial (interrupted)";
      case STOPPED_BY_CALLER -> "partial (stopped)";
      case BACKEND_LIMIT -> "partial (a limit of the backend's own)";
    };
  }
}
