package io.nqueens.solver;

import java.util.List;
import java.util.function.BiFunction;

/**
 * A count cut into numbered parts. The same model, backend and split always give the same parts,
 * so any process can rebuild them and count any one: that is what threads, a checkpoint file and a
 * cluster share. The parts' counts add up to the model's.
 */
public interface Parts {

  int size();

  /** Counts part {@code index} (and its classes when the count asks for them) on this thread. */
  CountResult count(int index, SearchControl control);

  /** The parts of a list, each counted by {@code counter}. */
  static <T> Parts of(List<T> parts, BiFunction<T, SearchControl, CountResult> counter) {
    return new Parts() {
      @Override
      public int size() {
        return parts.size();
      }

      @Override
      public CountResult count(int index, SearchControl control) {
        return counter.apply(parts.get(index), control);
      }
    };
  }
}
