package io.nqueens.solver;

/**
 * A count cut into numbered parts. The same model, backend and split always give the same parts,
 * so any process can rebuild them and count any one: that is what threads, a checkpoint file and a
 * cluster share. The parts' counts add up to the model's.
 */
public interface Parts {

  int size();

  /** Counts part {@code index} (and its classes when the count asks for them) on this thread. */
  CountResult count(int index, SearchControl control);
}
