package io.nqueens.engine;

import com.hazelcast.core.HazelcastException;
import com.hazelcast.core.HazelcastInstanceNotActiveException;
import io.nqueens.BadInputException;
import java.util.Optional;

/**
 * A count the cluster could not finish for a reason of the network or the cluster (a member or the
 * cluster lost, an operation timed out, a member that is not this program): a condition of the
 * environment, said in one line naming what failed (exit 2), never an internal error.
 */
public final class ClusterFailedException extends BadInputException {

  ClusterFailedException(String message, Throwable cause) {
    super(message, cause);
  }

  /** The failure of the cluster behind this exception, if one is in its causes: one line naming it. */
  static Optional<ClusterFailedException> of(String clusterName, RuntimeException e) {
    for (Throwable t = e; t != null; t = t.getCause()) {
      if (t instanceof HazelcastException || t instanceof HazelcastInstanceNotActiveException) {
        String why = t.getMessage() == null ? "" : t.getMessage().lines().findFirst().orElse("").strip();
        return Optional.of(new ClusterFailedException("the count on cluster '" + clusterName + "' failed: " + t.getClass().getSimpleName()
            + (why.isEmpty() ? "" : " (" + why + ")"), e));
      }
    }
    return Optional.empty();
  }
}
