/**
 * How and where a count runs, decided in one place ({@link io.nqueens.engine.Engine}): the counting
 * policy for every backend ({@link io.nqueens.engine.Counting}: a backend's own counter or parts,
 * a split into sub-problems, or enumeration), this machine's threads (a work queue of numbered
 * parts), a checkpoint file ({@link io.nqueens.engine.Checkpoint}), or a Hazelcast cluster
 * ({@link io.nqueens.engine.Cluster}). A {@link io.nqueens.engine.Job} is plain data that
 * every process turns into the same numbered parts; a ledger keyed by part number (the file, or a
 * distributed map) makes resume, retry and exactly-once counting one mechanism; on a cluster each
 * record is sealed under the job's key ({@link io.nqueens.engine.Ledger}), so that no one without
 * it can change a total, and totals that could pass 2^63 - 1 are refused
 * ({@link io.nqueens.engine.Invariants}).
 *
 * <p>May import: {@code io.nqueens}, {@code io.nqueens.model}, {@code io.nqueens.model.io},
 * {@code io.nqueens.solver}; libraries: {@code com.hazelcast}, {@code com.fasterxml.jackson} (and
 * {@code java.*}). The table in docs/architecture.md is the one statement of it, checked by
 * {@code ArchitectureTest}.
 */
package io.nqueens.engine;
