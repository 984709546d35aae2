package io.nqueens.api;

/** What a comparison's row says of its backends' answers, as the command line's verdict column. */
public enum Verdict {
  /** Every backend finished and they agree (with the published count where there is one). */
  AGREE,
  /** They agree, and nothing published or proved to hold them to. */
  UNCHECKED,
  /** At least one backend was stopped by its limit, skipped or failed: what finished agrees. */
  PARTIAL,
  /** Two answers differ, or one differs from the published count: a bug somewhere. */
  DISAGREE;
}
