package io.nqueens.solver;

/**
 * How a backend counts a model, for tables that compare backends: the method in words and how many
 * board symmetries it uses (1 when it uses none), so that a row never hides that one backend counted
 * one solution per class while another searched them all.
 *
 * @param words the method, such as "every solution" (searched for one by one) or "halves" (joined in the middle)
 * @param symmetries how many of the board's symmetries the method uses (1: none)
 */
public record CountMethod(String words, int symmetries) {

  public CountMethod {
    if (symmetries < 1 || symmetries > 8) {
      throw new IllegalArgumentException("symmetries (" + symmetries + ") must be in 1..8");
    }
  }

  /** Every solution searched for, no symmetry used. */
  public static final CountMethod EVERY_SOLUTION = new CountMethod("every solution", 1);

  public boolean usesSymmetry() {
    return symmetries > 1;
  }

  /** "halves (8 symmetries)" or "every solution". */
  public String describe() {
    return usesSymmetry() ? words + " (" + symmetries + " symmetries)" : words;
  }
}
