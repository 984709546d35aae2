/**
 * Where the parts of a count run: this machine's threads with a checkpoint file
 * ({@link io.nqueens.engine.LocalEngine}, {@link io.nqueens.engine.Checkpoint}), or a Hazelcast
 * cluster ({@link io.nqueens.engine.Cluster}). A {@link io.nqueens.engine.Job} is plain data that
 * every process turns into the same numbered parts; a ledger keyed by part number (the file, or a
 * distributed map) makes resume, retry and exactly-once counting one mechanism.
 *
 * <p>Imports {@code io.nqueens.solver}, {@code io.nqueens.model}, Jackson and Hazelcast; no backend.
 */
package io.nqueens.engine;
