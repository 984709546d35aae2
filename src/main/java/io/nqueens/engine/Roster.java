package io.nqueens.engine;

import com.hazelcast.cluster.Member;
import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.map.IMap;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;

/**
 * Which members hold the cluster's secret. Each member of this program writes a proof of the secret
 * tied to its own member id ({@link Ledger#proveMember}) under that id in one map, and writes it again
 * every {@link #RENEW_SECONDS} seconds (anyone who reaches the port may delete it). A submitter sends
 * parts only to members whose proof holds; a member that says it runs this program (its attribute)
 * but shows no proof within {@link #GRACE_MILLIS} is named once, by the submitter and by the members,
 * and given nothing: another user's worker, another secret, or a stranger that registered the task's
 * factory to hold the parts it is sent.
 */
final class Roster {

  /** The map of proofs, by member id. */
  static final String MAP = "nqueens-members";
  /** How often a member writes its proof again. */
  static final long RENEW_SECONDS = 2;
  /** How long a member that says it runs this program has to show its proof before it is named. */
  static final long GRACE_MILLIS = 3 * RENEW_SECONDS * 1000 + 2000;
  /** How often a member without a proof is looked up again (a client's lookups travel). */
  private static final long RECHECK_NANOS = 500_000_000L;

  private final HazelcastInstance hazelcast;
  private final byte[] clusterKey;
  private final Set<UUID> proven = ConcurrentHashMap.newKeySet();
  private final Map<UUID, Long> firstSeen = new ConcurrentHashMap<>();
  private final Map<UUID, Long> lastLooked = new ConcurrentHashMap<>();
  private final Set<UUID> named = ConcurrentHashMap.newKeySet();

  Roster(HazelcastInstance hazelcast, byte[] clusterKey) {
    this.hazelcast = hazelcast;
    this.clusterKey = clusterKey;
  }

  /** Writes this member's proof (a member only; a client is no member and gets no part). */
  void enrol() {
    String id = hazelcast.getCluster().getLocalMember().getUuid().toString();
    proofs().set(id, Ledger.proveMember(clusterKey, id));
  }

  /** Whether the member says it runs this program: a member of another program is not this cluster's business. */
  static boolean claimsThisProgram(Member m) {
    return m.getAttribute(PartTask.ATTRIBUTE) != null;
  }

  /** Whether the member runs this program and has shown the secret's proof under its own id. */
  boolean proven(Member m) {
    UUID id = m.getUuid();
    if (proven.contains(id)) {
      return true;
    }
    if (!claimsThisProgram(m)) {
      return false;
    }
    long now = System.nanoTime();
    firstSeen.putIfAbsent(id, now);
    Long last = lastLooked.get(id);
    if (last != null && now - last < RECHECK_NANOS) {
      return false;
    }
    lastLooked.put(id, now);
    if (Ledger.provesMember(clusterKey, id.toString(), proofs().get(id.toString()))) {
      proven.add(id);
      return true;
    }
    return false;
  }

  /**
   * Names, once, each member that says it runs this program and has shown no proof for longer than
   * {@link #GRACE_MILLIS}: {@code say} hears one line per such member.
   */
  void nameStrangers(Consumer<String> say) {
    long now = System.nanoTime();
    for (Member m : hazelcast.getCluster().getMembers()) {
      if (claimsThisProgram(m) && !proven(m) && now - firstSeen.getOrDefault(m.getUuid(), now) > GRACE_MILLIS * 1_000_000
          && named.add(m.getUuid())) {
        say.accept(describe(m) + " says it runs nqueens but cannot prove this cluster's secret: it is given no part "
            + "(another user's worker, a member given another --cluster-secret-file, or a stranger)");
      }
    }
  }

  /** How many members say they run this program but have not proved the secret. */
  long unproven() {
    return hazelcast.getCluster().getMembers().stream().filter(m -> claimsThisProgram(m) && !proven(m)).count();
  }

  /** A member in words: its address. */
  static String describe(Member m) {
    return "member " + m.getAddress().getHost() + ":" + m.getAddress().getPort();
  }

  private IMap<String, String> proofs() {
    return hazelcast.getMap(MAP);
  }
}
