package io.nqueens.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import com.hazelcast.client.HazelcastClient;
import com.hazelcast.client.config.ClientConfig;
import com.hazelcast.config.Config;
import com.hazelcast.config.ExecutorConfig;
import com.hazelcast.core.DistributedObject;
import com.hazelcast.core.Hazelcast;
import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.map.IMap;
import com.hazelcast.nio.ObjectDataInput;
import com.hazelcast.nio.ObjectDataOutput;
import com.hazelcast.nio.serialization.IdentifiedDataSerializable;
import io.nqueens.model.QueensModel;
import io.nqueens.solver.Backends;
import io.nqueens.solver.CountResult;
import io.nqueens.solver.Progress;
import io.nqueens.solver.SearchControl;
import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.Callable;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * What a stranger who holds work, a second user on the same machine, a replayed task and a flood of
 * data do to the members and to a count: nothing held for long, nothing counted twice, nothing kept.
 * Loopback only, ports of their own, each test in a cluster of its own name.
 */
class ClusterStrangerTest {

  private static final Duration BOUND = Duration.ofSeconds(120);
  private static final int PORT = 5841;
  private static final List<String> ADDRESSES = List.of("127.0.0.1:" + PORT, "127.0.0.1:" + (PORT + 1), "127.0.0.1:" + (PORT + 2));
  private static final String SECRET = "the test cluster's secret, long enough";

  private static String fresh() {
    return "nqueens-stranger-" + UUID.randomUUID().toString().substring(0, 8);
  }

  private static ClusterSettings member(String name, String secret) {
    return new ClusterSettings(name, List.of("127.0.0.1"), "127.0.0.1", PORT, null, false, secret);
  }

  private static ClusterSettings client(String name, String secret, Duration deadline) {
    return new ClusterSettings(name, ADDRESSES, "127.0.0.1", PORT, null, true, secret, deadline);
  }

  /** A task that reads what a part task carries and holds its thread, as a stranger's member does with the parts it is sent. */
  public static final class HoldingTask implements Callable<Void>, IdentifiedDataSerializable {
    @Override
    public Void call() throws InterruptedException {
      Thread.sleep(TimeUnit.MINUTES.toMillis(10));
      return null;
    }

    @Override
    public int getFactoryId() {
      return PartTask.FACTORY_ID;
    }

    @Override
    public int getClassId() {
      return PartTask.CLASS_ID;
    }

    @Override
    public void writeData(ObjectDataOutput out) {
      throw new UnsupportedOperationException("a holding task is only received");
    }

    @Override
    public void readData(ObjectDataInput in) throws IOException {
      in.readString();
      in.readString();
      in.readInt();
      in.readByteArray();
      in.readLong();
      in.readByteArray();
    }
  }

  /** A Hazelcast member that says it runs nqueens (its attribute, its task factory, its executor) and holds every task it is sent. */
  private static HazelcastInstance holder(String name) {
    Config c = new Config();
    c.setClusterName(name);
    c.getNetworkConfig().setPort(PORT).setPortAutoIncrement(true);
    c.getNetworkConfig().getInterfaces().setEnabled(true).addInterface("127.0.0.1");
    c.getNetworkConfig().getJoin().getMulticastConfig().setEnabled(false);
    c.getNetworkConfig().getJoin().getAutoDetectionConfig().setEnabled(false);
    c.getNetworkConfig().getJoin().getTcpIpConfig().setEnabled(true).setMembers(List.of("127.0.0.1"));
    c.setProperty("hazelcast.logging.type", "none");
    c.setProperty("hazelcast.phone.home.enabled", "false");
    c.getJetConfig().setEnabled(false);
    c.getMemberAttributeConfig().setAttribute(PartTask.ATTRIBUTE, ProgramVersion.get());
    c.getMemberAttributeConfig().setAttribute(PartTask.SLOTS, "64");
    c.addExecutorConfig(new ExecutorConfig(Cluster.EXECUTOR).setPoolSize(64));
    c.getSerializationConfig().addDataSerializableFactory(PartTask.FACTORY_ID, id -> new HoldingTask());
    return Hazelcast.newHazelcastInstance(c);
  }

  private static HazelcastInstance bareClient(String name) {
    ClientConfig config = new ClientConfig();
    config.setClusterName(name);
    config.getNetworkConfig().setAddresses(ADDRESSES);
    config.setProperty("hazelcast.logging.type", "none");
    return HazelcastClient.newHazelcastClient(config);
  }

  /**
   * A stranger's member that claims the program and holds every task once made a 2-second count take
   * minutes: it cannot prove the secret, so it is given nothing, and is named once by the submitter and
   * by the program's member.
   */
  @Test
  void aStrangersMemberThatHoldsEveryTaskIsGivenNothingAndNamed() {
    assertTimeoutPreemptively(BOUND, () -> {
      String name = fresh();
      List<String> workerLog = new CopyOnWriteArrayList<>();
      List<String> submitterLog = new CopyOnWriteArrayList<>();
      try (Cluster worker = Cluster.join(member(name, SECRET))) {
        worker.watch(workerLog::add);
        HazelcastInstance stranger = holder(name);
        try (Cluster submitter = Cluster.join(client(name, SECRET, null))) {
          Job job = new Job(QueensModel.of(11), Backends.parse("backtracking"), false, 100);
          Cluster.Counted counted = submitter.count(job, job.parts(), null, SearchControl.unlimited(), Progress.NONE, submitterLog::add);
          assertThat(counted.result().solutions()).isEqualTo(2680);
          assertThat(counted.countedBy()).containsOnlyKeys(worker.localAddress());
          // The worker names it too, within a few seconds of its join.
          long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
          while (workerLog.stream().noneMatch(l -> l.contains("cannot prove")) && System.nanoTime() < until) {
            Thread.sleep(50);
          }
        } finally {
          stranger.shutdown();
        }
      }
      assertThat(workerLog).filteredOn(l -> l.contains("cannot prove this cluster's secret")).hasSize(1);
      assertThat(submitterLog).filteredOn(l -> l.contains("cannot prove this cluster's secret")).hasSizeLessThanOrEqualTo(1);
    });
  }

  /**
   * A member that proves the secret but holds its parts (hung, or far slower than the rest): a part
   * past its deadline is sent to another member too, the first answer counts, and the slow member is
   * named. (The proof is written as an insider would, with the secret.)
   */
  @Test
  void aPartPastItsDeadlineIsSentToAnotherMemberAndTheSlowOneNamed() {
    assertTimeoutPreemptively(BOUND, () -> {
      String name = fresh();
      List<String> said = new CopyOnWriteArrayList<>();
      try (Cluster worker = Cluster.join(member(name, SECRET))) {
        HazelcastInstance slow = holder(name);
        try {
          String id = slow.getCluster().getLocalMember().getUuid().toString();
          slow.getMap(Roster.MAP).set(id, Ledger.proveMember(Ledger.clusterKey(SECRET), id));
          try (Cluster submitter = Cluster.join(client(name, SECRET, Duration.ofSeconds(2)))) {
            Job job = new Job(QueensModel.of(10), Backends.parse("backtracking"), false, 40);
            CountResult r = submitter.count(job, job.parts(), null, SearchControl.unlimited(), Progress.NONE, said::add).result();
            assertThat(r.complete()).isTrue();
            assertThat(r.solutions()).isEqualTo(724);
          }
        } finally {
          slow.shutdown();
        }
      }
      assertThat(said).anyMatch(l -> l.contains("past its deadline of 2 s") && l.contains("sent to member 127.0.0.1:"));
    });
  }

  /**
   * Two users of one machine with the defaults (each their own secret, no name given) form two
   * clusters, which refuse each other at join, and both counts are exact (once both ended with exit 2).
   */
  @Test
  void twoUsersWithTheDefaultsFormTwoClustersAndBothCountsAreExact() {
    assertTimeoutPreemptively(BOUND, () -> {
      String alice = "alice's own secret, made on her first run";
      String bob = "bob's own secret, made on his first run too";
      try (Cluster a = Cluster.join(member(null, alice)); Cluster b = Cluster.join(member(null, bob))) {
        assertThat(a.name()).startsWith("nqueens-").isNotEqualTo(b.name());
        assertThat(a.members()).isEqualTo(1);
        assertThat(b.members()).isEqualTo(1);
        try (Cluster bobsClient = Cluster.join(client(null, bob, null))) {
          Job job = new Job(QueensModel.of(10), Backends.parse("backtracking"), false, 20);
          assertThat(bobsClient.count(job, job.parts(), null, SearchControl.unlimited(), Progress.NONE).result().solutions()).isEqualTo(724);
        }
        Job job = new Job(QueensModel.of(9), Backends.parse("backtracking"), false, 20);
        assertThat(a.count(job, job.parts(), null, SearchControl.unlimited(), Progress.NONE).result().solutions()).isEqualTo(352);
      }
    });
  }

  /**
   * A sealed task captured and sent again after its job ended (the stranger deletes the end and
   * marks the job alive) is dropped, and so is one sent long ago: a replay costs a dropped message.
   * (Once 672 replayed parts were counted again.)
   */
  @Test
  void aSealedTaskSentAgainAfterItsJobEndedOrLongAfterItWasSentIsDropped() {
    assertTimeoutPreemptively(BOUND, () -> {
      String name = fresh();
      try (Cluster worker = Cluster.join(member(name, SECRET))) {
        HazelcastInstance stranger = bareClient(name);
        try {
          Job job = new Job(QueensModel.of(8), Backends.parse("backtracking"), false, 10);
          String json = job.toJson(job.parts(), ProgramVersion.get());
          String jobId = UUID.randomUUID().toString();
          byte[] key = Ledger.clusterKey(SECRET);
          // As captured on the wire from a live job: it counts.
          PartTask captured = new PartTask(jobId, json, 0, Ledger.nonce(), key);
          IMap<String, Boolean> alive = stranger.getMap(PartTask.aliveMapName());
          alive.put(jobId, true);
          stranger.getExecutorService(Cluster.EXECUTOR).submit(captured).get(30, TimeUnit.SECONDS);
          IMap<Integer, String> ledger = stranger.getMap(PartTask.ledgerName(jobId));
          assertThat(ledger.size()).as("the live job's task was counted").isOne();
          // Its submitter ends it; the stranger deletes the end, marks the job alive, and sends the task again.
          Submission.sealEnd(stranger, key, jobId);
          long ended = PartTask.DROPS.total(PartTask.ENDED_JOB);
          stranger.getMap(PartTask.cancelMapName()).clear();
          ledger.clear();
          alive.put(jobId, true);
          stranger.getExecutorService(Cluster.EXECUTOR).submit(captured).get(30, TimeUnit.SECONDS);
          assertThat(ledger.size()).as("counted again after its job ended").isZero();
          assertThat(PartTask.DROPS.total(PartTask.ENDED_JOB)).isEqualTo(ended + 1);
          // A task of another live job, sent long ago.
          String other = UUID.randomUUID().toString();
          alive.put(other, true);
          long stale = PartTask.DROPS.total(PartTask.STALE);
          PartTask old = new PartTask(other, json, 1, Ledger.nonce(), key, System.currentTimeMillis() - PartTask.FRESH_MILLIS - 60_000);
          stranger.getExecutorService(Cluster.EXECUTOR).submit(old).get(30, TimeUnit.SECONDS);
          assertThat(stranger.getMap(PartTask.ledgerName(other)).size()).as("counted long after it was sent").isZero();
          assertThat(PartTask.DROPS.total(PartTask.STALE)).isEqualTo(stale + 1);
        } finally {
          stranger.shutdown();
        }
      }
    });
  }

  /**
   * A stranger's flood (a map of its own with 32 MB put into it) is bounded by the members: the map
   * holds a few megabytes at most (its name's bound), and the sweep destroys it within seconds.
   */
  @Test
  void aStrangersMapsAreDestroyedWithinSecondsAndItsValuesBounded() {
    assertTimeoutPreemptively(BOUND, () -> {
      String name = fresh();
      try (Cluster worker = Cluster.join(member(name, SECRET))) {
        HazelcastInstance stranger = bareClient(name);
        try {
          IMap<Integer, byte[]> flood = stranger.getMap("flood");
          byte[] megabyte = new byte[1 << 20];
          for (int i = 0; i < 32; i++) {
            flood.set(i, megabyte);
          }
          assertThat(flood.size()).as("held to a few megabytes by its map's bound").isLessThanOrEqualTo(Cluster.FOREIGN_MAP_MEGABYTES + 1);
          long destroyed = PartTask.DROPS.total(PartTask.FOREIGN);
          long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
          while ((PartTask.DROPS.total(PartTask.FOREIGN) == destroyed || hasObject(worker.hazelcast(), "flood")) && System.nanoTime() < until) {
            Thread.sleep(100);
          }
          assertThat(PartTask.DROPS.total(PartTask.FOREIGN)).as("the members' sweep destroyed what is not the program's").isGreaterThan(destroyed);
          assertThat(hasObject(worker.hazelcast(), "flood")).as("the stranger's map").isFalse();
          assertThat(flood.size()).as("its entries gone with it").isZero();
        } finally {
          stranger.shutdown();
        }
        // The cluster counts as before.
        Job job = new Job(QueensModel.of(9), Backends.parse("backtracking"), false, 10);
        assertThat(worker.count(job, job.parts(), null, SearchControl.unlimited(), Progress.NONE).result().solutions()).isEqualTo(352);
      }
    });
  }

  private static boolean hasObject(HazelcastInstance hz, String name) {
    return hz.getDistributedObjects().stream().map(DistributedObject::getName).anyMatch(name::equals);
  }
}
