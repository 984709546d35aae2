import io.nqueens.api.NQueens;
import io.nqueens.model.Solution;
import java.time.Duration;

public class Example {
  public static void main(String[] args) {
    // Ten queens, the mirror symmetry broken by a rule of our own, counted by Choco on two threads.
    NQueens.Count c = NQueens.model(10).constraint("q[0] < q[n-1]").on("choco").threads(2).countUnique();
    System.out.println(c.solutions() + " solutions, " + c.unique() + " classes, complete: " + c.complete());

    // Built-in kinds, a first solution (checked), and a time limit.
    Solution s = NQueens.model(12).queen(0, 3).block(5, 5).knight().timeLimit(Duration.ofSeconds(10))
        .solve().orElseThrow();
    System.out.println(s);

    // Every solution, one at a time, nothing held in memory.
    NQueens.model(8).each(solution -> {
      System.out.println(solution);
      return true;     // false stops the search
    });
  }
}
