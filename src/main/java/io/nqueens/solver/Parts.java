package io.nqueens.solver;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.IntConsumer;

/**
 * A count cut into numbered parts. The same model, backend and split always give the same parts,
 * so any process can rebuild them and count any one: that is what threads, a checkpoint file and a
 * cluster share. The parts' counts add up to the model's.
 */
public interface Parts {

  /** Below this size a split costs more than it saves. */
  int WORTH_SPLITTING_FROM_N = 10;

  int size();

  /**
   * What the parts are, as a short digest of every part's description in order: two processes
   * whose digests agree count the same sub-problems under the same numbers, and a checkpoint or a
   * cluster refuses to add up parts whose digests differ.
   */
  String digest();

  /**
   * The classes of the whole from the parts' sums: by default the sum of the parts' classes. A
   * counter that counts classes by Burnside's lemma overrides it (a part then holds fixed points,
   * not classes), and on a {@code complete} count checks that the sum divides exactly. On a count
   * that did not finish it is a lower bound, as the sums are.
   */
  default long classes(long solutions, long uniqueSum, boolean complete) {
    return uniqueSum;
  }

  /**
   * Refuses, before any part is counted, a run on {@code threads} threads that would need more
   * memory than the heap gives ({@link BeyondLimitException}); by default parts need little.
   */
  default void checkMemory(int threads) {}

  /** These parts, refusing runs by {@code check} (given the threads that would run them). */
  default Parts checkingMemory(IntConsumer check) {
    return new Forwarding(this) {
      @Override
      public void checkMemory(int threads) {
        check.accept(threads);
      }
    };
  }

  /** Parts that do what other parts do, but for what a subclass overrides. */
  abstract class Forwarding implements Parts {
    private final Parts parts;

    protected Forwarding(Parts parts) {
      this.parts = parts;
    }

    @Override
    public int size() {
      return parts.size();
    }

    @Override
    public String digest() {
      return parts.digest();
    }

    @Override
    public CountResult count(int index, SearchControl control) {
      return parts.count(index, control);
    }

    @Override
    public long classes(long solutions, long uniqueSum, boolean complete) {
      return parts.classes(solutions, uniqueSum, complete);
    }

    @Override
    public void checkMemory(int threads) {
      parts.checkMemory(threads);
    }
  }

  /** Counts part {@code index} (and its classes when the count asks for them) on this thread. */
  CountResult count(int index, SearchControl control);

  /** The parts of a list, each described by {@code identity} (for the digest) and counted by {@code counter}. */
  static <T> Parts of(List<T> parts, Function<T, String> identity, BiFunction<T, SearchControl, CountResult> counter) {
    return new Parts() {
      private String digest;

      @Override
      public int size() {
        return parts.size();
      }

      @Override
      public synchronized String digest() {
        if (digest == null) {
          digest = digestOf(parts.stream().map(identity).toList());
        }
        return digest;
      }

      @Override
      public CountResult count(int index, SearchControl control) {
        return counter.apply(parts.get(index), control);
      }
    };
  }

  /**
   * The same parts, whose classes are counted by Burnside's lemma: the parts' unique sums hold
   * the fixed points of the group's other members (weighted), and the classes are (solutions +
   * fixed points) / |group|. On a complete count that sum must be a multiple of |group|; one that
   * is not is a bug, an internal error naming both numbers.
   */
  static Parts byBurnside(Parts parts, int groupSize) {
    return new Forwarding(parts) {
      @Override
      public long classes(long solutions, long fixedPoints, boolean complete) {
        long sum = Exact.add(solutions, fixedPoints);
        if (complete && sum % groupSize != 0) {
          throw new IllegalStateException("Burnside's lemma: " + solutions + " solutions and " + fixedPoints + " fixed points make " + sum
              + ", not a multiple of the group's " + groupSize + " members");
        }
        return sum / groupSize;
      }
    };
  }

  /**
   * The units cut into at most {@code target} runs of nearly equal length, in order (one unit a
   * run when there are fewer units): how a counter with fixed units honours a requested split.
   */
  static <T> List<List<T>> runs(List<T> units, int target) {
    int parts = Math.max(1, Math.min(target, units.size()));
    List<List<T>> runs = new ArrayList<>();
    for (int p = 0; p < parts; p++) {
      runs.add(units.subList((int) ((long) units.size() * p / parts), (int) ((long) units.size() * (p + 1) / parts)));
    }
    return runs;
  }

  /** The first 16 hexadecimal digits of the SHA-256 of the descriptions, one a line. */
  static String digestOf(List<String> descriptions) {
    try {
      MessageDigest sha = MessageDigest.getInstance("SHA-256");
      for (String d : descriptions) {
        sha.update(d.getBytes(StandardCharsets.UTF_8));
        sha.update((byte) '\n');
      }
      return HexFormat.of().formatHex(sha.digest(), 0, 8);
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("every Java has SHA-256", e);
    }
  }
}
