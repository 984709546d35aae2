package io.nqueens.api;

/** compare's presets: the backends of a fair comparison, of symmetry breaking, or every backend's fastest. */
public enum Preset {
  /** Like with like, one thread each: the teaching backtracker, the same tree on bit masks, Choco with forward checking, CP-SAT's fixed search. */
  FAIR,
  /** Each backend breaking the board's symmetries (its default variant) beside the teaching backtracker, one thread each. */
  SYMMETRY,
  /** Each backend's default variant, on every core. */
  FASTEST
}
