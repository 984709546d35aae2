package io.nqueens.testing;

import io.nqueens.model.Expression;
import io.nqueens.model.QueensModel;
import java.util.stream.Stream;

/**
 * The one known fault of MiniZinc 2.6.4 with Gecode (Debian's): it loses track of a sum of
 * bool2int inside a reified context ({@code not (a < sum(k in 0..3)(bool2int(b != k)))} over 0..6
 * gives 49 solutions, {@code a >= ...} the right 25; the same under {@code xor} and {@code <->},
 * judged by brute force over the checker), and so under a comparison of two comparisons, which is
 * {@code <->} written as {@code =} (seen: {@code ((sum(k in 0..2)(bool2int(0 <= q[1])) = (q[4] div -1))
 * = (bool2int(q[3] - 21474829 > -21474829) > (q[0] mod 3)))} at n = 5, a MiniZinc solution the checker
 * rejects). Random models of that shape may disagree with MiniZinc;
 * tests that compare with it leave them out, and no other.
 */
public final class MiniZincBugs {

  private MiniZincBugs() {}

  /** Whether the text holds a sum of bool2int inside a connective or inside another bool2int. */
  public static boolean knownShape(String text) {
    boolean sumOfBool2int = text.contains("sum(") && text.contains("bool2int");
    return sumOfBool2int && (Stream.of("not", "xor", "<->", "->", "<-", "\\/").anyMatch(text::contains) || text.matches("(?s).*bool2int\\(.*sum\\(.*")
        || text.matches("(?s).*\\)\\s*!?=\\s*\\(.*"));
  }

  /** Whether a constraint or the objective of the model has the known shape. */
  public static boolean knownShape(QueensModel model) {
    return model.expressions().stream().map(Expression::text).anyMatch(MiniZincBugs::knownShape)
        || model.objective().map(o -> knownShape(o.text())).orElse(false);
  }
}
