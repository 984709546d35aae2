/**
 * Runs backends side by side and cross-checks them: every backend's count against every other's,
 * against the published counts, and every enumerated solution against the independent checker.
 *
 * <p>Imports {@code io.nqueens.solver} (the registry, never a backend directly) and the model.
 */
package io.nqueens.harness;
