package io.nqueens.engine;

import com.fasterxml.jackson.databind.JsonNode;
import com.hazelcast.client.HazelcastClient;
import com.hazelcast.client.HazelcastClientNotActiveException;
import com.hazelcast.client.config.ClientConfig;
import com.hazelcast.cluster.MemberSelector;
import com.hazelcast.cluster.MembershipEvent;
import com.hazelcast.cluster.MembershipListener;
import com.hazelcast.config.Config;
import com.hazelcast.config.ExecutorConfig;
import com.hazelcast.config.JavaSerializationFilterConfig;
import com.hazelcast.config.JoinConfig;
import com.hazelcast.config.NetworkConfig;
import com.hazelcast.config.SerializationConfig;
import com.hazelcast.config.YamlConfigBuilder;
import com.hazelcast.core.Hazelcast;
import com.hazelcast.core.HazelcastException;
import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.core.HazelcastInstanceNotActiveException;
import com.hazelcast.core.IExecutorService;
import com.hazelcast.core.MemberLeftException;
import com.hazelcast.core.OperationTimeoutException;
import com.hazelcast.map.IMap;
import com.hazelcast.spi.exception.TargetDisconnectedException;
import com.hazelcast.spi.exception.TargetNotMemberException;
import io.nqueens.BadInputException;
import io.nqueens.Text;
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
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * A Hazelcast cluster that counts jobs: an embedded member (which takes work too) or a client
 * (which only submits). Every configuration made here keeps to the machine unless told otherwise:
 * no phone-home call, no multicast, TCP/IP to the listed members (127.0.0.1 by default), bound to
 * loopback. Open-source Hazelcast has no authentication: a cluster belongs on a private network.
 */
public final class Cluster implements AutoCloseable {

  private static final String EXECUTOR = "nqueens";

  private final HazelcastInstance hazelcast;
  /** The cluster's secret: every message of a job, and every record, is sealed under a key made from it ({@link Ledger}). */
  private final String secret;

  /** How long a cancelled job's entry stays, for its running parts to see it. */
  private static final long CANCEL_SECONDS = 60;
  /** How long a job's parts outlive a submitter that stopped renewing it (it left, or hangs). */
  private static final long ALIVE_SECONDS = 5;
  /** How long a client tries to reach a cluster before it says it cannot. */
  private static final long CONNECT_MILLIS = 5_000;
  /** How long a client waits for a member that accepted its connection to answer. */
  private static final long SILENT_MILLIS = 8_000;
  /**
   * How long a member may miss its heartbeats (sent every second) before the others take it for
   * gone: a frozen member's parts are given to the others after about this long (Hazelcast's
   * default is a minute).
   */
  static final int NO_HEARTBEAT_SECONDS = 10;
  /** How long a member looks for the members it was told to join before it starts alone (Hazelcast's default lets a silent peer hold it for minutes). */
  static final int JOIN_SECONDS = 15;
  /** How long an operation may wait on a member that does not answer (Hazelcast's default is a minute). */
  static final long CALL_TIMEOUT_MILLIS = 15_000;
  /**
   * How long a client's call may wait: past the time the members take to give a frozen member up and
   * move its data ({@link #NO_HEARTBEAT_SECONDS}, then a migration, longer on a loaded machine), so that
   * a call to a frozen member goes on to its data's next owner instead of ending the count.
   */
  static final long CLIENT_CALL_TIMEOUT_MILLIS = 30_000;
  /** How long a count waits for a member that runs this program to take its parts, when none is there. */
  private static final long NO_WORKER_MILLIS = 15_000;
  /** How many times a part's record may fail its seal before the count gives up on the cluster. */
  static final int MAX_REFUSED_RECORDS = 3;

  /**
   * How many times a part may come back with nothing recorded before the count ends: a task dropped
   * by every member (its seal not theirs: another secret), or cancelled by something the members
   * take for its submitter, would otherwise be submitted for ever.
   */
  static final int MAX_EMPTY_RETURNS = 5;

  /** The cluster's name, kept: a message about a cluster that went away still names it. */
  private final String name;

  private Cluster(HazelcastInstance hazelcast, String secret) {
    this.hazelcast = hazelcast;
    this.secret = secret;
    this.name = hazelcast.getConfig().getClusterName();
  }

  public HazelcastInstance hazelcast() {
    return hazelcast;
  }

  /**
   * Starts an embedded member, or connects a client, as the settings say. A member told to join
   * members other than itself that finds none of them within {@link #JOIN_SECONDS} (nothing there, a
   * cluster of another name, a port that does not answer as Hazelcast) says so and stops, rather than
   * count alone under the impression that it joined.
   */
  public static Cluster join(ClusterSettings settings) {
    HazelcastInstance hz;
    try {
      hz = settings.client() ? HazelcastClient.newHazelcastClient(clientConfig(settings)) : Hazelcast.newHazelcastInstance(memberConfig(settings));
    } catch (IllegalStateException e) {
      if (!settings.client()) {
        // Hazelcast's "Node failed to start!": the join found no member it could join in time.
        throw new ClusterFailedException(nobodyAnswered(settings) + " (Hazelcast: " + e.getMessage() + ")", e);
      }
      throw new BadInputException("cannot reach the cluster '" + settings.name() + "' at " + settings.members() + ": " + e.getMessage());
    } catch (RuntimeException e) {
      // An address this machine does not have, a port taken: the environment's, in one line.
      String why = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage().lines().findFirst().orElse("").strip();
      throw new ClusterFailedException("cannot start a member of cluster '" + settings.name() + "' on " + settings.bindInterface() + ": " + why, e);
    }
    Cluster cluster = new Cluster(hz, settings.secret());
    if (!settings.client() && settings.configFile() == null && cluster.members() == 1 && expectsOthers(settings, cluster.localAddress())) {
      cluster.close();
      throw new ClusterFailedException(nobodyAnswered(settings) + "; this member would have counted alone", null);
    }
    return cluster;
  }

  private static String nobodyAnswered(ClusterSettings settings) {
    return "none of --members " + String.join(",", settings.members()) + " answered as cluster '" + settings.name()
        + "' within about " + JOIN_SECONDS + " s (nothing listening, a cluster of another name, or no Hazelcast on that port)";
  }

  /** Whether every listed member is another than this one (so that finding none of them is a failure, not a first member). */
  static boolean expectsOthers(ClusterSettings settings, String self) {
    int colon = self.lastIndexOf(':');
    String host = colon < 0 ? self : self.substring(0, colon);
    String port = colon < 0 ? "" : self.substring(colon + 1);
    for (String m : settings.members()) {
      String entry = m.strip();
      int c = entry.lastIndexOf(':');
      String h = c < 0 ? entry : entry.substring(0, c);
      boolean sameHost = h.equals(host) || h.equals("localhost") && host.startsWith("127.");
      if (sameHost && (c < 0 || entry.substring(c + 1).equals(port))) {
        return false;
      }
    }
    return true;
  }

  /** The member configuration this program uses. */
  static Config memberConfig(ClusterSettings settings) {
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
    // A frozen member is given up within seconds, a join or a call to a silent member too
    // (Hazelcast waits a minute or more by default); a configuration file may say otherwise.
    setIfUnset(config, "hazelcast.heartbeat.interval.seconds", "1");
    setIfUnset(config, "hazelcast.max.no.heartbeat.seconds", String.valueOf(NO_HEARTBEAT_SECONDS));
    // Without it, a member whose listed peer is a port that accepts and never answers waits minutes.
    setIfUnset(config, "hazelcast.max.join.seconds", String.valueOf(JOIN_SECONDS));
    // A member given up (frozen, cut off) that comes back finds itself alone: it rejoins within seconds, not Hazelcast's five minutes.
    setIfUnset(config, "hazelcast.merge.first.run.delay.seconds", "5");
    setIfUnset(config, "hazelcast.merge.next.run.delay.seconds", "5");
    setIfUnset(config, "hazelcast.operation.call.timeout.millis", String.valueOf(CALL_TIMEOUT_MILLIS));
    // Tasks go only to members that say they run this program; the secret stays on this member.
    config.getMemberAttributeConfig().setAttribute(PartTask.ATTRIBUTE, ProgramVersion.get());
    if (settings.secret() != null) {
      config.getUserContext().put(PartTask.SECRET, settings.secret());
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

  private static void setIfUnset(Config config, String property, String value) {
    if (config.getProperty(property) == null) {
      config.setProperty(property, value);
    }
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
    // A call to a member that froze goes to its data's next owner once the members give it up, within half a minute, not two.
    config.setProperty("hazelcast.client.invocation.timeout.seconds", String.valueOf(CLIENT_CALL_TIMEOUT_MILLIS / 1000));
    config.setProperty("hazelcast.logging.type", "none");
    config.setProperty("hazelcast.shutdownhook.enabled", "false");
    refuseJavaSerialization(config.getSerializationConfig());
    return config;
  }

  /** The cluster's name, as its members agreed on it. */
  public String name() {
    return name;
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
   * Says, one line each, what happens to this member's cluster: a member that joins or leaves (or is
   * given up), and this member given up itself (frozen or cut off for longer than the heartbeats
   * allow), which then rejoins (Hazelcast's merge of a cluster that split) or says it could not.
   */
  public void watch(Consumer<String> say) {
    hazelcast.getLifecycleService().addLifecycleListener(e -> {
      switch (e.getState()) {
        case MERGING -> say.accept("the cluster gave this member up (no heartbeat for " + NO_HEARTBEAT_SECONDS
            + " s: it was frozen or cut off); it joins again, dropping the parts it held (their submitters count them elsewhere)");
        case MERGED -> say.accept("rejoined cluster '" + name + "' (" + members() + " members)");
        case MERGE_FAILED -> say.accept("could not rejoin cluster '" + name + "': it goes on as a cluster of its own; restart it to rejoin");
        default -> {
          // Starting and stopping are said by the command.
        }
      }
    });
    hazelcast.getCluster().addMembershipListener(new MembershipListener() {
      @Override
      public void memberAdded(MembershipEvent e) {
        say.accept("member " + e.getMember().getAddress() + " joined (" + e.getMembers().size() + " members)");
      }

      @Override
      public void memberRemoved(MembershipEvent e) {
        say.accept("member " + e.getMember().getAddress() + " left or was given up (" + e.getMembers().size() + " members)");
      }
    });
  }

  /**
   * A cluster count's result and who counted it: each part's member (by id), and each member's
   * address (its id where it has left) with how many parts it counted, most first; parts a
   * checkpoint held already are no one's.
   */
  public record Counted(CountResult result, Map<Integer, String> ranBy, Map<String, Long> countedBy) {}

  /**
   * Counts the job's parts on the cluster: each part not yet in the checkpoint (if any) is a task;
   * a task whose member left is submitted again; the totals are read from the job's ledger, where
   * each part counts once. A stop (time limit, Ctrl-C) cancels the job's work on every member and
   * returns what the ledger holds, as partial.
   */
  public Counted count(Job job, Parts parts, Checkpoint checkpoint, SearchControl control, Progress progress) {
    Submission s = new Submission(job, parts, checkpoint, control, progress);
    s.announce();
    try {
      s.submitAll();
      s.collect();
    } catch (HazelcastClientNotActiveException | HazelcastInstanceNotActiveException | HazelcastException e) {
      // Every worker gone under a client, this member shut down: one line, naming the first cause.
      throw new ClusterFailedException("cluster '" + name + "' went away during the count (" + Text.oneLine(String.valueOf(e.getMessage()), 200)
          + "): no member is left to count its parts", e);
    } finally {
      s.end();
    }
    return new Counted(s.total(), Map.copyOf(s.ranBy), countedBy(s.ranBy));
  }

  /** One job on the cluster, from its announcement to its total: each step a method. */
  private final class Submission {
    private final long start = System.nanoTime();
    private final Job job;
    private final Parts parts;
    private final Checkpoint checkpoint;
    private final SearchControl control;
    private final Progress progress;
    private final String jobId = UUID.randomUUID().toString();
    private final String json;
    private final byte[] nonce = Ledger.nonce();
    /** The job's key: its records and refusals are sealed under it. */
    private final byte[] key;
    /** The cluster's key: its tasks and cancels are sealed under it. */
    private final byte[] clusterKey = Ledger.clusterKey(secret);
    private final IMap<String, Boolean> alive = hazelcast.getMap(PartTask.aliveMapName());
    private final IMap<String, String> refused;
    private final IMap<Integer, String> ledger;
    private final Map<Integer, CountResult> before;
    private final IExecutorService executor = hazelcast.getExecutorService(EXECUTOR);
    private final Map<Integer, Future<Void>> running = new HashMap<>();
    private final Map<Integer, CountResult> counted = new HashMap<>();
    private final Map<Integer, String> ranBy = new HashMap<>();
    private final Map<Integer, Integer> refusedRecords = new HashMap<>();
    private final Map<Integer, Integer> emptyReturns = new HashMap<>();
    private ScheduledExecutorService renewal;

    Submission(Job job, Parts parts, Checkpoint checkpoint, SearchControl control, Progress progress) {
      this.job = job;
      this.parts = parts;
      this.checkpoint = checkpoint;
      this.control = control;
      this.progress = progress;
      this.json = job.toJson(parts, ProgramVersion.get());
      this.key = Ledger.key(secret, nonce);
      this.refused = hazelcast.getMap(PartTask.refusedName(jobId));
      this.ledger = hazelcast.getMap(PartTask.ledgerName(jobId));
      this.before = checkpoint == null ? Map.of() : checkpoint.done();
    }

    /** The job is alive, renewed every second while this count runs (however long a submission waits); it lapses when this submitter is gone. */
    void announce() {
      alive.put(jobId, Boolean.TRUE, ALIVE_SECONDS, TimeUnit.SECONDS);
      renewal = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "nqueens-job-alive");
        t.setDaemon(true);
        return t;
      });
      renewal.scheduleWithFixedDelay(() -> {
        try {
          alive.put(jobId, Boolean.TRUE, ALIVE_SECONDS, TimeUnit.SECONDS);
        } catch (RuntimeException e) {
          // The cluster is going: the count's own calls say so.
        }
      }, 1, 1, TimeUnit.SECONDS);
    }

    private Future<Void> submit(int part) {
      return Cluster.this.submit(executor, new PartTask(jobId, json, part, nonce, clusterKey), control);
    }

    /** Every part the checkpoint does not hold, as a sealed task. */
    void submitAll() {
      for (int i = 0; i < parts.size(); i++) {
        if (!before.containsKey(i)) {
          running.put(i, submit(i));
        }
      }
    }

    /** Takes each finished part's record until every part is in, or the run is stopped. */
    void collect() {
      while (!running.isEmpty() && !control.shouldStop()) {
        boolean progressed = false;
        for (Map.Entry<Integer, Future<Void>> e : new LinkedHashMap<>(running).entrySet()) {
          if (e.getValue().isDone()) {
            progressed |= take(e.getKey(), e.getValue());
          }
        }
        if (progressed) {
          progress.update(before.size() + counted.size(), parts.size());
        } else {
          sleep();
        }
      }
    }

    /** A finished task's part: its sealed record taken (true), or the part submitted again, or the count ended in one line. */
    private boolean take(int part, Future<Void> done) {
      try {
        done.get();
      } catch (ExecutionException ex) {
        if (lostMember(ex) || lostMember(ex.getCause())) {
          running.put(part, submit(part));
          return false;
        }
        Throwable cause = ex.getCause() == null ? ex : ex.getCause();
        throw new ClusterFailedException("part " + part + " failed on cluster '" + name + "': " + Text.oneLine(String.valueOf(cause), 300), ex);
      } catch (InterruptedException ex) {
        Thread.currentThread().interrupt();
        control.cancel();
        return false;
      }
      String entry = ledger.get(part);
      if (entry == null) {
        Optional<String> refusal = refusal(refused, key, jobId);
        if (refusal.isPresent()) {
          throw new BadInputException("the cluster refused the job: " + Text.oneLine(refusal.get(), 300));
        }
        // The task found nothing to do (a cancelled job; dropped by a member that cannot check its seal) or lost its result: again, a few times.
        if (emptyReturns.merge(part, 1, Integer::sum) > MAX_EMPTY_RETURNS) {
          throw new ClusterFailedException("part " + part + " came back with nothing recorded " + (MAX_EMPTY_RETURNS + 1) + " times on "
              + "cluster '" + name + "': its members drop this count's tasks (a member without this cluster's secret: give every member "
              + "the same --cluster-secret-file) or something cancels it", null);
        }
        running.put(part, submit(part));
        return false;
      }
      Optional<Ledger.Opened> opened = Ledger.open(key, jobId, part, entry);
      CountResult r = opened.map(o -> recorded(o.record(), part, jobId)).orElse(null);
      if (r == null) {
        // Not sealed under this job's key (forged, altered, or a member without the cluster's secret): out, and counted again.
        ledger.remove(part, entry);
        if (refusedRecords.merge(part, 1, Integer::sum) > MAX_REFUSED_RECORDS) {
          throw new ClusterFailedException("the record of part " + part + " failed its seal " + (MAX_REFUSED_RECORDS + 1) + " times on cluster '"
              + name + "': a member without this cluster's secret (or another program) is writing the job's records; "
              + "give every member the same --cluster-secret-file, or keep strangers off the port (docs/cluster.md)", null);
        }
        running.put(part, submit(part));
        return false;
      }
      running.remove(part);
      counted(part, r, counted, checkpoint);
      ranBy.put(part, opened.get().member());
      return true;
    }

    /** The job ended on every member, whatever happened; a cluster already gone leaves nothing to end. */
    void end() {
      if (renewal != null) {
        renewal.shutdownNow();
      }
      try {
        endJob(jobId, running, clusterKey, alive, ledger, refused);
      } catch (RuntimeException gone) {
        // The cluster went while the job was ended: nothing of it is left to end, and the first failure is the one to say.
      }
    }

    /** The parts added up, those of the checkpoint included; partial where the run was stopped. */
    CountResult total() {
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
      return new CountResult(solutions, job.unique() ? parts.classes(solutions, unique, outcome.isComplete()) : null, outcome,
          new Statistics(millis, counters), members(), parts.size());
    }
  }

  /**
   * Who counted: each member's address (its id where it has left the cluster) and how many of the
   * parts it counted, most first.
   */
  private Map<String, Long> countedBy(Map<Integer, String> ranBy) {
    Map<String, String> addresses = new HashMap<>();
    try {
      hazelcast.getCluster().getMembers().forEach(m -> addresses.put(m.getUuid().toString(), m.getAddress().getHost() + ":" + m.getAddress().getPort()));
    } catch (RuntimeException gone) {
      // The cluster has gone: every member is named by its id.
    }
    Map<String, Long> counts = new HashMap<>();
    ranBy.values().forEach(id -> counts.merge(addresses.getOrDefault(id, "member " + id.substring(0, 8) + " (gone)"), 1L, Long::sum));
    Map<String, Long> out = new LinkedHashMap<>();
    counts.entrySet().stream().sorted(Map.Entry.<String, Long>comparingByValue().reversed().thenComparing(Map.Entry.comparingByKey()))
        .forEach(e -> out.put(e.getKey(), e.getValue()));
    return out;
  }

  /**
   * Ends a job on every member: parts still running are cancelled (a sealed cancel, long enough for
   * every member to see it, then gone by itself), and the job's maps are destroyed.
   */
  private void endJob(String jobId, Map<Integer, Future<Void>> running, byte[] clusterKey, IMap<String, Boolean> alive,
      IMap<Integer, String> ledger, IMap<String, String> refused) {
    if (!running.isEmpty()) {
      hazelcast.<String, String>getMap(PartTask.cancelMapName()).put(jobId, Ledger.sealCancel(clusterKey, jobId), CANCEL_SECONDS,
          TimeUnit.SECONDS);
      for (Future<Void> f : running.values()) {
        try {
          f.cancel(true);
        } catch (RuntimeException gone) {
          // Its member has left: nothing of it runs.
        }
      }
    }
    alive.remove(jobId);
    ledger.destroy();
    refused.destroy();
  }

  /** A member's refusal of the job, where one is sealed as this job's (a text anyone else planted is not one). */
  private static Optional<String> refusal(IMap<String, String> refused, byte[] key, String jobId) {
    for (Map.Entry<String, String> e : refused.entrySet()) {
      Optional<String> text = Ledger.openRefusal(key, jobId, e.getKey(), e.getValue());
      if (text.isPresent()) {
        return text;
      }
    }
    return Optional.empty();
  }

  /** A sealed record's count, where it is a well-formed record of this part; null otherwise. */
  private static CountResult recorded(String record, int part, String jobId) {
    try {
      JsonNode o = PartRecord.parse(record, jobId);
      return o.get("part").asInt() == part ? PartRecord.result(o) : null;
    } catch (PartRecord.Damaged e) {
      return null;
    }
  }

  private static void counted(int part, CountResult r, Map<Integer, CountResult> counted, Checkpoint checkpoint) {
    counted.put(part, r);
    if (checkpoint != null) {
      checkpoint.record(part, r);
    }
  }

  /** Whether a member runs this program (it says so in an attribute): only those are sent parts. */
  private static final MemberSelector THIS_PROGRAM = member -> member.getAttribute(PartTask.ATTRIBUTE) != null;

  /**
   * Submits a part to a member that runs this program; where there is none (only other programs'
   * members, or none yet), waits up to {@link #NO_WORKER_MILLIS} for one, then says so.
   */
  private Future<Void> submit(IExecutorService executor, PartTask task, SearchControl control) {
    long deadline = System.nanoTime() + NO_WORKER_MILLIS * 1_000_000;
    while (true) {
      try {
        return executor.submit(task, THIS_PROGRAM);
      } catch (RejectedExecutionException e) {
        if (System.nanoTime() > deadline || control.shouldStop()) {
          throw new ClusterFailedException("no member of cluster '" + name() + "' runs this program to count the parts (waited "
              + NO_WORKER_MILLIS / 1000 + " s): start one with 'nqueens worker'", e);
        }
        sleep();
      }
    }
  }

  private static boolean lostMember(Throwable cause) {
    // A member that left, was killed, froze (its calls time out) or whose connection a client lost: its part is counted elsewhere.
    return cause instanceof MemberLeftException || cause instanceof TargetNotMemberException
        || cause instanceof TargetDisconnectedException || cause instanceof OperationTimeoutException
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
