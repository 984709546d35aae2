package io.nqueens.engine;

import com.hazelcast.client.HazelcastClient;
import com.hazelcast.client.HazelcastClientNotActiveException;
import com.hazelcast.client.config.ClientConfig;
import com.hazelcast.cluster.MembershipEvent;
import com.hazelcast.cluster.MembershipListener;
import com.hazelcast.config.Config;
import com.hazelcast.config.EvictionConfig;
import com.hazelcast.config.EvictionPolicy;
import com.hazelcast.config.MapConfig;
import com.hazelcast.config.MaxSizePolicy;
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
import io.nqueens.BadInputException;
import io.nqueens.Text;
import io.nqueens.solver.CountResult;
import io.nqueens.solver.Parts;
import io.nqueens.solver.Progress;
import io.nqueens.solver.SearchControl;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Executors;
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

  /** The executor every part runs on. */
  static final String EXECUTOR = "nqueens";

  private final HazelcastInstance hazelcast;
  /** The cluster's secret: every message of a job, and every record, is sealed under a key made from it ({@link Ledger}). */
  private final String secret;

  /** How long a cancelled job's entry stays, for its running parts to see it. */
  private static final long CANCEL_SECONDS = 60;
  /** How long a job's parts outlive a submitter that stopped renewing it (it left, or hangs). */
  static final long ALIVE_SECONDS = 5;
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
  static final long NO_WORKER_MILLIS = 15_000;
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

  /** Who holds the secret, as the members prove it. */
  private final Roster roster;
  /** How long a part may run before it is sent to another member too (null: from the parts' own times). */
  private final Long partDeadlineMillis;
  /** A member's chores: its proof written again, every few seconds. */
  private final ScheduledExecutorService chores;

  private Cluster(HazelcastInstance hazelcast, ClusterSettings settings) {
    this.hazelcast = hazelcast;
    this.secret = settings.secret();
    this.name = hazelcast.getConfig().getClusterName();
    this.roster = new Roster(hazelcast, Ledger.clusterKey(secret));
    this.partDeadlineMillis = settings.partDeadline() == null ? null : settings.partDeadline().toMillis();
    this.chores = settings.client() ? null : Executors.newSingleThreadScheduledExecutor(r -> {
      Thread t = new Thread(r, "nqueens-member-proof");
      t.setDaemon(true);
      return t;
    });
  }

  /**
   * A member's first steps: its proof of the secret written (and again every few seconds: anyone who
   * reaches the port may delete it), the ends of jobs remembered as they come, and the watch that stops
   * cancelled parts and destroys what strangers put in the cluster.
   */
  private void startMember() {
    roster.enrol();
    chores.scheduleWithFixedDelay(() -> {
      try {
        roster.enrol();
      } catch (RuntimeException e) {
        // The member is shutting down.
      }
    }, Roster.RENEW_SECONDS, Roster.RENEW_SECONDS, TimeUnit.SECONDS);
    PartTask.rememberEnds(hazelcast);
    PartTask.watch(hazelcast);
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
    Cluster cluster = new Cluster(hz, settings);
    if (!settings.client() && settings.configFile() == null && cluster.members() == 1 && expectsOthers(settings, cluster.localAddress())) {
      cluster.close();
      throw new ClusterFailedException(nobodyAnswered(settings) + "; this member would have counted alone", null);
    }
    if (!settings.client()) {
      cluster.startMember();
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
    // Tasks go only to members that say they run this program (and prove the secret, Roster); the secret stays on this member.
    config.getMemberAttributeConfig().setAttribute(PartTask.ATTRIBUTE, ProgramVersion.get());
    config.getMemberAttributeConfig().setAttribute(PartTask.SLOTS, String.valueOf(Runtime.getRuntime().availableProcessors()));
    // A cluster this program configured is its own: other maps are bounded and swept. One a user's YAML
    // configures may hold other programs' data, which is theirs to bound: the program's own maps only.
    boundMaps(config, settings.configFile() == null);
    config.getUserContext().put(PartTask.SWEEP, settings.configFile() == null);
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

  /**
   * Every map bounded, by name pattern: the program's own small maps by entries, a job's ledger by
   * heap, and ({@code others}) any other map (a stranger's, until the members' sweep destroys it within
   * seconds) to a few megabytes per member, its eldest entries evicted first.
   */
  static void boundMaps(Config config, boolean others) {
    if (others) {
      config.addMapConfig(bounded("default", MaxSizePolicy.USED_HEAP_SIZE, FOREIGN_MAP_MEGABYTES));
    }
    config.addMapConfig(bounded(PartTask.ledgerName("*"), MaxSizePolicy.USED_HEAP_SIZE, 64));
    config.addMapConfig(bounded(PartTask.refusedName("*"), MaxSizePolicy.PER_NODE, 1_000));
    for (String map : List.of(PartTask.aliveMapName(), PartTask.cancelMapName(), Roster.MAP)) {
      config.addMapConfig(bounded(map, MaxSizePolicy.PER_NODE, 10_000));
    }
  }

  /** How many megabytes a map that is not the program's may hold on a member before its eldest entries go. */
  static final int FOREIGN_MAP_MEGABYTES = 4;

  private static MapConfig bounded(String pattern, MaxSizePolicy policy, int size) {
    MapConfig map = new MapConfig(pattern);
    map.setEvictionConfig(new EvictionConfig().setEvictionPolicy(EvictionPolicy.LRU).setMaxSizePolicy(policy).setSize(size));
    return map;
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
    if (chores != null) {
      // A member that says it runs this program but cannot prove the secret is named once, here as by the submitters.
      chores.scheduleWithFixedDelay(() -> {
        try {
          roster.nameStrangers(say);
        } catch (RuntimeException e) {
          // The member is shutting down.
        }
      }, Roster.RENEW_SECONDS, Roster.RENEW_SECONDS, TimeUnit.SECONDS);
    }
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
   * Counts the job's parts on the cluster's members that prove its secret ({@link Submission}): each
   * part not yet in the checkpoint (if any) is a task; a task whose member left, or that runs past its
   * deadline, is sent to another member; the totals are read from the job's ledger, where each part
   * counts once. A stop (time limit, Ctrl-C) cancels the job's work on every member and returns what
   * the ledger holds, as partial. {@code say} hears what an operator should know at once (a member that
   * cannot prove the secret, a slow member).
   */
  public Counted count(Job job, Parts parts, Checkpoint checkpoint, SearchControl control, Progress progress, Consumer<String> say) {
    Submission s = new Submission(new Submission.On(hazelcast, name, secret, roster, EXECUTOR, say, partDeadlineMillis), job, parts,
        checkpoint, control, progress);
    s.announce();
    try {
      s.run();
    } catch (HazelcastClientNotActiveException | HazelcastInstanceNotActiveException | HazelcastException e) {
      // Every worker gone under a client, this member shut down: one line, naming the first cause.
      throw new ClusterFailedException("cluster '" + name + "' went away during the count (" + Text.oneLine(String.valueOf(e.getMessage()), 200)
          + "): no member is left to count its parts", e);
    } finally {
      s.end();
    }
    return new Counted(s.total(members()), Map.copyOf(s.ranBy), countedBy(s.ranBy));
  }

  /** A count with nothing said along the way. */
  public Counted count(Job job, Parts parts, Checkpoint checkpoint, SearchControl control, Progress progress) {
    return count(job, parts, checkpoint, control, progress, line -> { });
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

  @Override
  public void close() {
    if (chores != null) {
      chores.shutdownNow();
    }
    hazelcast.shutdown();
  }
}
