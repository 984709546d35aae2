package io.nqueens.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import com.hazelcast.client.HazelcastClient;
import com.hazelcast.client.config.ClientConfig;
import com.hazelcast.config.Config;
import com.hazelcast.core.DistributedObject;
import com.hazelcast.core.Hazelcast;
import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.map.IMap;
import io.nqueens.BadInputException;
import io.nqueens.model.Constraint;
import io.nqueens.model.Queen;
import io.nqueens.model.QueensModel;
import io.nqueens.solver.BeyondLimitException;
import io.nqueens.solver.Backends;
import io.nqueens.solver.CountResult;
import io.nqueens.solver.Outcome;
import io.nqueens.solver.Progress;
import io.nqueens.solver.SearchControl;
import io.nqueens.solver.Statistics;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What a stranger on the port, an outside member, a wrong secret, an unanswered join and a total
 * past 2^63 do to a count: each ends with the exact count or a clear refusal within a bound. Loopback
 * only; each test in a cluster of its own name.
 */
class ClusterFaultTest {

  private static final Duration BOUND = Duration.ofSeconds(90);

  private static String fresh() {
    return "nqueens-fault-" + UUID.randomUUID().toString().substring(0, 8);
  }

  /** Ports of their own, so that the other cluster tests' members (another test JVM may run them now) are not asked to join. */
  private static final int PORT = 5811;
  private static final List<String> ADDRESSES = List.of("127.0.0.1:" + PORT, "127.0.0.1:" + (PORT + 1), "127.0.0.1:" + (PORT + 2));

  private static ClusterSettings member(String name, String secret) {
    return new ClusterSettings(name, List.of("127.0.0.1"), "127.0.0.1", PORT, null, false, secret);
  }

  private static ClusterSettings client(String name, String secret) {
    return new ClusterSettings(name, ADDRESSES, "127.0.0.1", PORT, null, true, secret);
  }

  /** A bare Hazelcast client that knows only the cluster's name: what a stranger who reaches the port has. */
  private static HazelcastInstance stranger(String name) {
    ClientConfig config = new ClientConfig();
    config.setClusterName(name);
    config.getNetworkConfig().setAddresses(ADDRESSES);
    config.setProperty("hazelcast.logging.type", "none");
    return HazelcastClient.newHazelcastClient(config);
  }

  /**
   * Writes a record with a valid checksum and a wrong count into every part of every job's ledger it
   * sees, as fast as it can, for {@code rounds} ledgers' worth: where there is none yet, or over
   * whatever is there where {@code overwrite}.
   */
  private static Thread forger(HazelcastInstance stranger, AtomicBoolean stop, AtomicInteger written, int rounds, boolean overwrite) {
    Thread t = new Thread(() -> {
      CountResult fake = new CountResult(999_983, null, Outcome.COMPLETE, Statistics.of(1, "nodes", 1L));
      int round = 0;
      while (!stop.get() && round < rounds) {
        try {
          for (DistributedObject o : stranger.getDistributedObjects()) {
            if (o.getName().startsWith("nqueens-ledger-")) {
              IMap<Integer, String> ledger = stranger.getMap(o.getName());
              for (int part = 0; part < 200; part++) {
                // The strongest forger: the record's own check made for the job named by the ledger.
                String forged = "00ff stranger " + PartRecord.write(part, fake, o.getName().substring("nqueens-ledger-".length()));
                if (overwrite) {
                  ledger.set(part, forged);
                  written.incrementAndGet();
                } else if (ledger.putIfAbsent(part, forged) == null) {
                  written.incrementAndGet();
                }
              }
              round++;
            }
          }
          if (!overwrite) {
            Thread.sleep(2);
          }
        } catch (Exception e) {
          return;
        }
      }
    }, "forger");
    t.setDaemon(true);
    t.start();
    return t;
  }

  @Test
  void recordsForgedByAStrangerOnThePortAreRefusedAndTheirPartsCountedAgain() {
    assertTimeoutPreemptively(BOUND, () -> {
      String name = fresh();
      try (Cluster a = Cluster.join(member(name, null))) {
        HazelcastInstance stranger = stranger(name);
        AtomicBoolean stop = new AtomicBoolean();
        AtomicInteger written = new AtomicInteger();
        try {
          forger(stranger, stop, written, 2, false);
          Job job = new Job(QueensModel.of(12), Backends.parse("backtracking:simple"), false, 120);
          CountResult r = a.count(job, job.parts(), null, SearchControl.unlimited(), Progress.NONE).result();
          assertThat(r.solutions()).as("the true count, whatever the stranger wrote").isEqualTo(14200);
          assertThat(written.get()).as("the stranger did write records").isPositive();
        } finally {
          stop.set(true);
          stranger.shutdown();
        }
      }
    });
  }

  /** A stranger who overwrites every record as fast as it can: the count ends exact, or fails in one line naming the seal, never with its numbers. */
  @Test
  void aStrangerWhoKeepsOverwritingRecordsNeverChangesACount() {
    assertTimeoutPreemptively(BOUND, () -> {
      String name = fresh();
      try (Cluster a = Cluster.join(member(name, null))) {
        HazelcastInstance stranger = stranger(name);
        AtomicBoolean stop = new AtomicBoolean();
        AtomicInteger written = new AtomicInteger();
        forger(stranger, stop, written, Integer.MAX_VALUE, true);
        try {
          Job job = new Job(QueensModel.of(12), Backends.parse("backtracking:simple"), false, 120);
          try {
            assertThat(a.count(job, job.parts(), null, SearchControl.unlimited(), Progress.NONE).result().solutions()).isEqualTo(14200);
          } catch (ClusterFailedException e) {
            assertThat(e.getMessage()).contains("failed its seal").contains("secret");
          }
          assertThat(written.get()).as("the stranger did write").isPositive();
        } finally {
          stop.set(true);
          stranger.shutdown();
        }
      }
    });
  }

  @Test
  void aMemberWithoutTheSubmittersSecretHasItsRecordsRefused() {
    assertTimeoutPreemptively(BOUND, () -> {
      String name = fresh();
      try (Cluster worker = Cluster.join(member(name, "the worker's own secret, not the submitter's"));
          Cluster submitter = Cluster.join(client(name, "the submitter's secret, sixteen or more"))) {
        Job job = new Job(QueensModel.of(9), Backends.parse("backtracking"), false, 10);
        assertThatThrownBy(() -> submitter.count(job, job.parts(), null, SearchControl.unlimited(), Progress.NONE).result())
            .isInstanceOf(ClusterFailedException.class).hasMessageContaining("secret");
      }
      // With the same secret, the same client and member count it.
      String other = fresh();
      String secret = "a shared secret of enough characters";
      try (Cluster worker = Cluster.join(member(other, secret)); Cluster submitter = Cluster.join(client(other, secret))) {
        Job job = new Job(QueensModel.of(9), Backends.parse("backtracking"), false, 10);
        assertThat(submitter.count(job, job.parts(), null, SearchControl.unlimited(), Progress.NONE).result().solutions()).isEqualTo(352);
      }
    });
  }

  @Test
  void anOutsideHazelcastMemberUnderTheSameNameNeitherBreaksNorChangesACount() {
    assertTimeoutPreemptively(BOUND, () -> {
      String name = fresh();
      try (Cluster a = Cluster.join(member(name, null))) {
        Config plain = new Config();
        plain.setClusterName(name);
        plain.getNetworkConfig().setPort(PORT).setPortAutoIncrement(true);
        plain.getNetworkConfig().getInterfaces().setEnabled(true).addInterface("127.0.0.1");
        plain.getNetworkConfig().getJoin().getMulticastConfig().setEnabled(false);
        plain.getNetworkConfig().getJoin().getAutoDetectionConfig().setEnabled(false);
        plain.getNetworkConfig().getJoin().getTcpIpConfig().setEnabled(true).setMembers(List.of("127.0.0.1"));
        plain.setProperty("hazelcast.logging.type", "none");
        plain.setProperty("hazelcast.phone.home.enabled", "false");
        HazelcastInstance outsider = Hazelcast.newHazelcastInstance(plain);
        try {
          assertThat(a.members()).isEqualTo(2);
          Job job = new Job(QueensModel.of(12), Backends.parse("backtracking"), true, 100);
          Cluster.Counted counted = a.count(job, job.parts(), null, SearchControl.unlimited(), Progress.NONE);
          CountResult r = counted.result();
          assertThat(r.solutions()).isEqualTo(14200);
          assertThat(r.unique()).isEqualTo(1787);
          assertThat(counted.countedBy()).as("only this program's member counted").hasSize(1);
        } finally {
          outsider.shutdown();
        }
      }
    });
  }

  @Test
  void aMemberWhoseListedMembersDoNotAnswerSaysSoWithinTheJoinTime() throws Exception {
    try (ServerSocket silent = new ServerSocket(0, 50, InetAddress.getLoopbackAddress())) {
      List<Socket> accepted = new CopyOnWriteArrayList<>();
      Thread acceptor = new Thread(() -> {
        try {
          while (!silent.isClosed()) {
            accepted.add(silent.accept());
          }
        } catch (IOException closed) {
          // The test is over.
        }
      });
      acceptor.setDaemon(true);
      acceptor.start();
      assertTimeoutPreemptively(BOUND, () -> {
        // A port that accepts and never answers; nothing listening, or a cluster of another name, end the same way.
        for (String listed : List.of("127.0.0.1:" + silent.getLocalPort())) {
          ClusterSettings s = new ClusterSettings(fresh(), List.of(listed), "127.0.0.1", 5760, null, false);
          assertThatThrownBy(() -> Cluster.join(s).close()).as(listed)
              .isInstanceOf(ClusterFailedException.class).hasMessageContaining("none of --members " + listed);
        }
      });
      for (Socket s : accepted) {
        s.close();
      }
    }
    assertThat(Cluster.expectsOthers(member("x", null), "127.0.0.1:" + PORT)).as("the first member, listed itself").isFalse();
  }

  @Test
  void aCountWhoseTotalCouldPassTwoToTheSixtyThreeIsRefusedBeforeItStarts() {
    assertThatThrownBy(() -> Invariants.checkRepresentable(QueensModel.of(29), SearchControl.unlimited()))
        .isInstanceOf(BeyondLimitException.class).hasMessageContaining("2^63").hasMessageContaining("before it starts");
    // Under a time limit it runs, partial: a lower bound, and a sum past 2^63 refused as it happens.
    Invariants.checkRepresentable(QueensModel.of(29), SearchControl.withTimeLimit(Duration.ofSeconds(1)));
    assertThatThrownBy(() -> Engine.count(new Engine.Request(QueensModel.of(30), List.of(), 1, null, null, null), Backends.parse("backtracking"),
        SearchControl.unlimited(), Progress.NONE, line -> { })).isInstanceOf(BeyondLimitException.class);
    // A board of 29 with all but four rows pinned stays far below: it is counted.
    int[] cols = Backends.create("backtracking").solve(QueensModel.of(29), SearchControl.unlimited()).solution().orElseThrow().columns();
    List<Constraint> pinned = new ArrayList<>();
    for (int r = 0; r < 25; r++) {
      pinned.add(new Queen(r, cols[r]));
    }
    QueensModel model = QueensModel.of(29).with(pinned);
    Invariants.checkRepresentable(model, SearchControl.unlimited());
    assertThat(Counting.count(Backends.create("backtracking"), model, List.of(), SearchControl.unlimited()).solutions()).isPositive();
  }

  @Test
  void aCheckpointWhosePartsAddUpPast2To63IsRefusedNamingTheLine(@TempDir Path dir) {
    Job job = new Job(QueensModel.of(8), Backends.parse("backtracking"), false, 10);
    Path file = dir.resolve("over.ck");
    try (Checkpoint c = Checkpoint.open(file, job, job.parts(), ProgramVersion.get())) {
      CountResult half = new CountResult(Long.MAX_VALUE / 2 + 1, null, Outcome.COMPLETE, Statistics.of(1));
      c.record(0, half);
      c.record(1, half);
    }
    assertThatThrownBy(() -> Checkpoint.open(file, job, job.parts(), ProgramVersion.get()))
        .isInstanceOf(BadInputException.class).hasMessageContaining("line 3").hasMessageContaining("2^63");
  }

  /** A worker as another process, as an operator starts it. */
  private static Process startWorker(String name) throws Exception {
    List<String> cmd = new ArrayList<>(List.of(ProcessHandle.current().info().command().orElse("java"), "-cp",
        System.getProperty("java.class.path"), "io.nqueens.cli.Main", "worker", "--cluster-name", name, "--port", Integer.toString(PORT)));
    return new ProcessBuilder(cmd).redirectErrorStream(true).start();
  }

  /** Returns the worker once it says it joined. */
  private static Process joined(Process p) throws Exception {
    BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
    String line;
    do {
      line = out.readLine();
    } while (line != null && !line.contains("worker joined"));
    assertThat(line).as("the worker's first words").isNotNull();
    Thread drain = new Thread(() -> {
      try {
        while (out.readLine() != null) {
          // Nothing more to read.
        }
      } catch (IOException gone) {
        // The worker has gone.
      }
    });
    drain.setDaemon(true);
    drain.start();
    return p;
  }

  private static void signal(Process p, String signal) throws Exception {
    new ProcessBuilder("kill", "-" + signal, Long.toString(p.pid())).start().waitFor();
  }

  /**
   * A client submitter (which counts nothing itself) keeps its count when, of three workers, one is
   * killed with SIGKILL and another frozen with SIGSTOP mid-count: the third counts the lost and the
   * frozen member's parts (a frozen one is given up after its heartbeats stop), each part once.
   */
  @Test
  void aClientSubmittersCountSurvivesAWorkerKilledAndAnotherFrozen() {
    assertTimeoutPreemptively(Duration.ofSeconds(150), () -> {
      String name = fresh();
      List<Process> workers = new ArrayList<>();
      try {
        for (int i = 0; i < 3; i++) {
          workers.add(startWorker(name));
        }
        for (Process w : workers) {
          joined(w);
        }
        try (Cluster submitter = Cluster.join(client(name, null))) {
          // Every part is submitted up front, so the killed and the frozen member hold some whenever the signal comes.
          Job job = new Job(QueensModel.of(13), Backends.parse("backtracking:simple"), false, 150);
          AtomicInteger done = new AtomicInteger();
          Cluster.Counted[] result = new Cluster.Counted[1];
          Throwable[] failed = new Throwable[1];
          Thread counting = new Thread(() -> {
            try {
              result[0] = submitter.count(job, job.parts(), null, SearchControl.unlimited(), (d, t) -> done.set((int) d));
            } catch (Throwable e) {
              failed[0] = e;
            }
          });
          counting.start();
          while (done.get() < 15 && counting.isAlive()) {
            Thread.sleep(5);
          }
          signal(workers.get(1), "KILL");
          while (done.get() < 30 && counting.isAlive()) {
            Thread.sleep(5);
          }
          signal(workers.get(2), "STOP");
          counting.join();
          assertThat(failed[0]).isNull();
          assertThat(result[0].result().complete()).isTrue();
          assertThat(result[0].result().solutions()).isEqualTo(73712);
          assertThat(result[0].countedBy().values().stream().mapToLong(Long::longValue).sum()).isEqualTo(job.parts().size());
        }
      } finally {
        for (Process w : workers) {
          signal(w, "CONT");
          w.destroyForcibly();
          w.waitFor();
        }
      }
    });
  }

  /**
   * A task from a stranger on the port (any job id, any job text: another group, another solver) is
   * dropped by the member before anything is built, cached, counted or recorded: its seal is not
   * this cluster's. (A stranger's task under a live job's id once made a member count the real job's
   * parts under the stranger's group: unique 1284263 where the truth is 250295.)
   */
  @Test
  void aStrangersTaskIsDroppedBeforeAnythingIsBuiltCountedOrRecorded() {
    assertTimeoutPreemptively(BOUND, () -> {
      String name = fresh();
      try (Cluster a = Cluster.join(member(name, null))) {
        HazelcastInstance stranger = stranger(name);
        try {
          Job job = new Job(QueensModel.of(9), Backends.parse("backtracking"), true, 10);
          String jobId = UUID.randomUUID().toString();
          String json = job.toJson(job.parts(), ProgramVersion.get());
          stranger.getExecutorService("nqueens").submit(new PartTask(jobId, json, 0, Ledger.nonce(), Ledger.clusterKey("a guess at the secret")))
              .get(30, TimeUnit.SECONDS);
          assertThat(stranger.getMap(PartTask.ledgerName(jobId)).size()).as("nothing counted or recorded").isZero();
          assertThat(stranger.getMap(PartTask.refusedName(jobId)).size()).as("nothing said").isZero();
        } finally {
          stranger.shutdown();
        }
        Job real = new Job(QueensModel.of(9), Backends.parse("backtracking"), false, 10);
        assertThat(a.count(real, real.parts(), null, SearchControl.unlimited(), Progress.NONE).result().solutions()).isEqualTo(352);
      }
    });
  }

  /**
   * A stranger who cancels every live job and plants a refusal (a line that reads like a total among
   * it) as fast as it can neither stops, holds nor steers a count: neither is sealed by the cluster.
   */
  @Test
  void aStrangersCancelsAndPlantedRefusalsNeitherStopNorSteerACount() {
    assertTimeoutPreemptively(BOUND, () -> {
      String name = fresh();
      try (Cluster a = Cluster.join(member(name, null))) {
        HazelcastInstance stranger = stranger(name);
        AtomicBoolean stop = new AtomicBoolean();
        AtomicInteger planted = new AtomicInteger();
        Thread meddler = new Thread(() -> {
          while (!stop.get()) {
            try {
              for (Object job : stranger.getMap(PartTask.aliveMapName()).keySet()) {
                stranger.getMap(PartTask.cancelMapName()).put(job, "cancelled by a stranger");
                stranger.getMap(PartTask.refusedName(job.toString())).put("a member", "0000 bogus\nsolutions: 99999999");
                planted.incrementAndGet();
              }
              Thread.sleep(2);
            } catch (InterruptedException | RuntimeException e) {
              return;
            }
          }
        });
        meddler.start();
        try {
          Job job = new Job(QueensModel.of(12), Backends.parse("backtracking:simple"), false, 120);
          CountResult r = a.count(job, job.parts(), null, SearchControl.unlimited(), Progress.NONE).result();
          assertThat(r.complete()).isTrue();
          assertThat(r.solutions()).isEqualTo(14200);
          assertThat(planted.get()).as("the stranger did cancel and plant").isPositive();
        } finally {
          stop.set(true);
          meddler.join(5000);
          stranger.shutdown();
        }
      }
    });
  }

  /** Every worker killed under a client submitter: one line (exit 2 on the command line), naming what went, never an internal error. */
  @Test
  void everyWorkerKilledUnderAClientIsOneClearLine() {
    assertTimeoutPreemptively(BOUND, () -> {
      String name = fresh();
      Process worker = joined(startWorker(name));
      try (Cluster submitter = Cluster.join(client(name, null))) {
        Job job = new Job(QueensModel.of(15), Backends.parse("backtracking:simple"), false, 400);
        AtomicInteger done = new AtomicInteger();
        Throwable[] failed = new Throwable[1];
        Thread counting = new Thread(() -> {
          try {
            submitter.count(job, job.parts(), null, SearchControl.unlimited(), (d, t) -> done.set((int) d)).result();
          } catch (Throwable e) {
            failed[0] = e;
          }
        });
        counting.start();
        while (done.get() < 5 && counting.isAlive()) {
          Thread.sleep(5);
        }
        signal(worker, "KILL");
        counting.join();
        assertThat(failed[0]).isInstanceOf(ClusterFailedException.class);
        assertThat(failed[0].getMessage()).doesNotContain("\n").contains(name);
      } finally {
        worker.destroyForcibly();
        worker.waitFor();
      }
    });
  }
}
