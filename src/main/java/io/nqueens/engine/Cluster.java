package io.nqueens.engine;

import com.hazelcast.client.HazelcastClient;
import com.hazelcast.client.config.ClientConfig;
import com.hazelcast.config.Config;
import com.hazelcast.config.ExecutorConfig;
import com.hazelcast.config.JavaSerializationFilterConfig;
import com.hazelcast.config.JoinConfig;
import com.hazelcast.config.NetworkConfig;
import com.hazelcast.config.SerializationConfig;
import com.hazelcast.config.YamlConfigBuilder;
import com.hazelcast.core.Hazelcast;
import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.core.HazelcastInstanceNotActiveException;
import com.hazelcast.core.IExecutorService;
import com.hazelcast.core.MemberLeftException;
import com.hazelcast.map.IMap;
import com.hazelcast.spi.exception.TargetNotMemberException;
import io.nqueens.BadInputException;
import io.nqueens.solver.CountResult;
import io.nqueens.solver.Exact;
import io.nqueens.solver.Outcome;
import io.nqueens.solver.Parts;
import io.nqueens.solver.Progress;
import io.nqueens.solver.SearchControl;
import io.nqueens.solver.Statistics;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;

/**
 * A Hazelcast cluster that counts jobs: an embedded member (which takes work too) or a client
 * (which only submits). Every configuration made here keeps to the machine unless told otherwise:
 * no phone-home call, no multicast, TCP/IP to the listed members (127.0.0.1 by default), bound to
 * loopback. Open-source Hazelcast has no authentication: a cluster belongs on a private network.
 */
public final class Cluster implements AutoCloseable {

  private static final String EXECUTOR = "nqueens";

  private final HazelcastInstance hazelcast;
  private volatile Map<Integer, String> lastRanBy = Map.of();
  private volatile int lastResubmitted;
  private volatile Set<String> lastStarted = Set.of();

  /** How long a cancelled job's entry stays, for its running parts to see it. */
  private static final long CANCEL_SECONDS = 60;
  /** How long a job's parts outlive a submitter that stopped renewing it (it left, or hangs). */
  private static final long ALIVE_SECONDS = 5;
  /** How long a client tries to reach a cluster before it says it cannot. */
  private static final long CONNECT_MILLIS = 5_000;
  /** How long a client waits for a member that accepted its connection to answer. */
  private static final long SILENT_MILLIS = 8_000;

  private Cluster(HazelcastInstance hazelcast) {
    this.hazelcast = hazelcast;
  }

  public HazelcastInstance hazelcast() {
    return hazelcast;
  }

  /** Starts an embedded member, or connects a client, as the settings say. */
  public static Cluster join(ClusterSettings settings) {
    try {
      return new Cluster(settings.client()
          ? HazelcastClient.newHazelcastClient(clientConfig(settings))
          : Hazelcast.newHazelcastInstance(memberConfig(settings)));
    } catch (IllegalStateException e) {
      throw new BadInputException("cannot reach the cluster '" + settings.name() + "' at " + settings.members() + ": " + e.getMessage());
    }
  }

  /** The member configuration this program uses (public so that a test can check what it allows). */
  public static Config memberConfig(ClusterSettings settings) {
    Config config;
    if (settings.configFile() != null) {
      try {
        config = new YamlConfigBuilder(settings.configFile().toString()).build();
      } catch (IOException | RuntimeException e) {
        throw new BadInputException("--cluster-config " + settings.configFile() + ": " + e.getMessage());
      }
    } else {
      config = new Config();
      config.setClusterName(settings.name());
      NetworkConfig network = config.getNetworkConfig();
      network.setPort(settings.port()).setPortAutoIncrement(true);
      network.getInterfaces().setEnabled(true).addInterface(settings.bindInterface());
      JoinConfig join = network.getJoin();
      join.getMulticastConfig().setEnabled(false);
      join.getAutoDetectionConfig().setEnabled(false);
      join.getTcpIpConfig().setEnabled(true).setMembers(settings.members());
      config.setProperty("hazelcast.socket.bind.any", "false");
    }
    // Never call the vendor, whatever a configuration file says.
    config.setProperty("hazelcast.phone.home.enabled", "false");
    config.setProperty("hazelcast.logging.type", "none");
    config.setProperty("hazelcast.shutdownhook.enabled", "false");
    config.getJetConfig().setEnabled(false);
    config.addExecutorConfig(new ExecutorConfig(EXECUTOR).setPoolSize(Runtime.getRuntime().availableProcessors()));
    refuseJavaSerialization(config.getSerializationConfig());
    return config;
  }

  /**
   * Only this program's own identified types (by factory and class number) and Hazelcast's
   * built-in ones cross the wire as data. Java serialization, which would build any class on the
   * class path that a peer names, is filtered by Hazelcast's default allow-list: the JDK's and
   * Hazelcast's own classes, which its error replies between members are made of, and nothing else
   * (none of this program's, none of its libraries').
   */
  static void refuseJavaSerialization(SerializationConfig serialization) {
    serialization.addDataSerializableFactory(PartTask.FACTORY_ID, PartTask.FACTORY);
    serialization.setJavaSerializationFilterConfig(new JavaSerializationFilterConfig().setDefaultsDisabled(false));
  }

  static ClientConfig clientConfig(ClusterSettings settings) {
    ClientConfig config = new ClientConfig();
    config.setClusterName(settings.name());
    // Without a cluster, give up within seconds (by default a client retries for ever).
    config.getConnectionStrategyConfig().getConnectionRetryConfig().setClusterConnectTimeoutMillis(CONNECT_MILLIS);
    config.getNetworkConfig().setAddresses(settings.members());
    // A member that accepts the connection but never answers (a hung process, another service on the
    // port) is given up on when the handshake has waited this long (by default a minute, per address);
    // it is also how long a connected member may go silent before it counts as lost.
    config.setProperty("hazelcast.client.heartbeat.timeout", String.valueOf(SILENT_MILLIS));
    config.setProperty("hazelcast.logging.type", "none");
    config.setProperty("hazelcast.shutdownhook.enabled", "false");
    refuseJavaSerialization(config.getSerializationConfig());
    return config;
  }

  /** The cluster's name, as its members agreed on it. */
  public String name() {
    return hazelcast.getConfig().getClusterName();
  }

  /** This member's address (host:port); a client's, which is no member, is "client". */
  public String localAddress() {
    return hazelcast.getLocalEndpoint().getSocketAddress() instanceof InetSocketAddress a
        ? a.getHostString() + ":" + a.getPort() : "client";
  }

  public int members() {
    return hazelcast.getCluster().getMembers().size();
  }

  /**
   * Counts the job's parts on the cluster: each part not yet in the checkpoint (if any) is a task;
   * a task whose member left is submitted again; the totals are read from the job's ledger, where
   * each part counts once. A stop (time limit, Ctrl-C) cancels the job's work on every member and
   * returns what the ledger holds, as partial.
   */
  public CountResult count(Job job, Parts parts, Checkpoint checkpoint, SearchControl control, Progress progress) {
    long start = System.nanoTime();
    String jobId = UUID.randomUUID().toString();
    String json = job.toJson(parts, ProgramVersion.get());
    IMap<String, Boolean> alive = hazelcast.getMap(PartTask.aliveMapName());
    alive.put(jobId, Boolean.TRUE, ALIVE_SECONDS, TimeUnit.SECONDS);
    long renewed = System.nanoTime();
    IMap<String, String> refused = hazelcast.getMap(PartTask.refusedName(jobId));
    IMap<Integer, String> ledger = hazelcast.getMap(PartTask.ledgerName(jobId));
    Map<Integer, CountResult> before = checkpoint == null ? Map.of() : checkpoint.done();
    IExecutorService executor = hazelcast.getExecutorService(EXECUTOR);
    Map<Integer, Future<Void>> running = new HashMap<>();
    for (int i = 0; i < parts.size(); i++) {
      if (!before.containsKey(i)) {
        running.put(i, executor.submit(new PartTask(jobId, json, i)));
      }
    }
    Map<Integer, CountResult> counted = new HashMap<>();
    int resubmitted = 0;
    try {
      while (!running.isEmpty() && !control.shouldStop()) {
        if (System.nanoTime() - renewed > 1_000_000_000L) {
          alive.put(jobId, Boolean.TRUE, ALIVE_SECONDS, TimeUnit.SECONDS);
          renewed = System.nanoTime();
        }
        boolean progressed = false;
        for (Map.Entry<Integer, Future<Void>> e : new LinkedHashMap<>(running).entrySet()) {
          if (!e.getValue().isDone()) {
            continue;
          }
          int part = e.getKey();
          try {
            e.getValue().get();
            String values = ledger.get(part);
            if (values == null && !refused.isEmpty()) {
              throw new BadInputException("the cluster refused the job: " + refused.values().iterator().next());
            }
            if (values == null) {
              // The task found nothing to do (a cancelled job) or lost its result: run it again.
              resubmitted++;
              running.put(part, executor.submit(new PartTask(jobId, json, part)));
              continue;
            }
            running.remove(part);
            CountResult r = PartRecord.result(values);
            counted.put(part, r);
            if (checkpoint != null) {
              checkpoint.record(part, r);
            }
            progressed = true;
          } catch (ExecutionException ex) {
            if (lostMember(ex.getCause())) {
              resubmitted++;
              running.put(part, executor.submit(new PartTask(jobId, json, part)));
            } else {
              throw new IllegalStateException("part " + part + " failed on the cluster: " + ex.getCause(), ex.getCause());
            }
          } catch (InterruptedException ex) {
            Thread.currentThread().interrupt();
            control.cancel();
          }
        }
        if (progressed) {
          progress.update(before.size() + counted.size(), parts.size());
        } else {
          sleep();
        }
      }
    } finally {
      if (!running.isEmpty()) {
        // Long enough for every member to see it (they look a few times a second), then gone by itself.
        hazelcast.<String, Boolean>getMap(PartTask.cancelMapName()).put(jobId, Boolean.TRUE, CANCEL_SECONDS, TimeUnit.SECONDS);
        running.values().forEach(f -> f.cancel(true));
      }
      lastRanBy = Map.copyOf(hazelcast.<Integer, String>getMap(PartTask.ranByName(jobId)));
      lastResubmitted = resubmitted;
      lastStarted = Set.copyOf(hazelcast.<String, Boolean>getMap(PartTask.startedName(jobId)).keySet());
      hazelcast.getMap(PartTask.startedName(jobId)).destroy();
      // The job's maps end with it, on every member.
      alive.remove(jobId);
      ledger.destroy();
      refused.destroy();
      hazelcast.getMap(PartTask.ranByName(jobId)).destroy();
    }
    long solutions = 0;
    long unique = 0;
    // Every statistic under the backend's own name (nodes and fails, branches and conflicts), added up.
    Map<String, Long> counters = new LinkedHashMap<>();
    List<CountResult> all = new ArrayList<>(before.values());
    all.addAll(counted.values());
    for (CountResult r : all) {
      solutions = Exact.add(solutions, r.solutions());
      unique = Exact.add(unique, r.unique() == null ? 0 : r.unique());
      r.statistics().counters().forEach((k, v) -> counters.merge(k, v, Long::sum));
    }
    Outcome outcome = running.isEmpty() ? Outcome.COMPLETE : control.stoppedOutcome();
    long millis = (System.nanoTime() - start) / 1_000_000;
    // The threads were the members' (no one process knows how many): a cluster count's "threads" are its members.
    return new CountResult(solutions, job.unique() ? parts.classes(solutions, unique, outcome.isComplete()) : null, outcome, new Statistics(millis, counters), members(),
        parts.size());
  }

  /** Which member ran each part of the last job counted here, by member id. */
  public Map<Integer, String> ranByInLastJob() {
    return lastRanBy;
  }

  /**
   * Who counted the last job here: each member's address (its id where it has left the cluster) and
   * how many of the job's parts it counted, most first; parts a checkpoint held already are no one's.
   */
  public Map<String, Long> countedByInLastJob() {
    Map<String, String> addresses = new HashMap<>();
    hazelcast.getCluster().getMembers().forEach(m -> addresses.put(m.getUuid().toString(), m.getAddress().getHost() + ":" + m.getAddress().getPort()));
    Map<String, Long> counts = new HashMap<>();
    lastRanBy.values().forEach(id -> counts.merge(addresses.getOrDefault(id, "member " + id.substring(0, 8) + " (gone)"), 1L, Long::sum));
    Map<String, Long> out = new LinkedHashMap<>();
    counts.entrySet().stream().sorted(Map.Entry.<String, Long>comparingByValue().reversed().thenComparing(Map.Entry.comparingByKey()))
        .forEach(e -> out.put(e.getKey(), e.getValue()));
    return out;
  }

  /** Every start of a part of the last job counted here, as "part@member" (a part taken over from a member that left starts twice). */
  public Set<String> startsInLastJob() {
    return lastStarted;
  }

  /** How many parts of the last job counted here were submitted again (their member left, or their result was lost). */
  public int resubmittedInLastJob() {
    return lastResubmitted;
  }

  private static boolean lostMember(Throwable cause) {
    return cause instanceof MemberLeftException || cause instanceof TargetNotMemberException
        || cause instanceof HazelcastInstanceNotActiveException
        || cause instanceof RejectedExecutionException;
  }


  private static void sleep() {
    try {
      Thread.sleep(10);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  @Override
  public void close() {
    hazelcast.shutdown();
  }
}
