package io.nqueens.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import com.hazelcast.config.Config;
import com.hazelcast.config.JoinConfig;
import com.hazelcast.core.OperationTimeoutException;
import com.hazelcast.map.IMap;
import com.hazelcast.nio.serialization.HazelcastSerializationException;
import io.nqueens.BadInputException;
import io.nqueens.model.Blocked;
import io.nqueens.model.Queen;
import io.nqueens.model.QueensModel;
import io.nqueens.solver.Backends;
import io.nqueens.solver.CountResult;
import io.nqueens.solver.Parts;
import io.nqueens.solver.Progress;
import io.nqueens.solver.SearchControl;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.Serializable;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.assertj.core.api.Assertions;
import org.junit.jupiter.api.Test;

/** Members on loopback only, each test in a cluster of its own name. */
class ClusterTest {

  private static ClusterSettings settings(String name) {
    return new ClusterSettings(name, List.of("127.0.0.1"), "127.0.0.1", 5701, null, false);
  }

  /** The threads of this JVM's members that count a part now, as a thread dump shows them. */
  private static long partsCountingHere() {
    return Thread.getAllStackTraces().keySet().stream().filter(t -> t.getName().startsWith(PartTask.THREAD)).count();
  }

  private static String fresh() {
    return "nqueens-test-" + UUID.randomUUID().toString().substring(0, 8);
  }

  @Test
  void theConfigurationKeepsToThisMachine() {
    Config config = Cluster.memberConfig(ClusterSettings.local());
    assertThat(config.getProperty("hazelcast.phone.home.enabled")).isEqualTo("false");
    JoinConfig join = config.getNetworkConfig().getJoin();
    assertThat(join.getMulticastConfig().isEnabled()).isFalse();
    assertThat(join.getAutoDetectionConfig().isEnabled()).isFalse();
    assertThat(join.getTcpIpConfig().isEnabled()).isTrue();
    assertThat(join.getTcpIpConfig().getMembers()).containsExactly("127.0.0.1");
    assertThat(config.getNetworkConfig().getInterfaces().isEnabled()).isTrue();
    assertThat(config.getNetworkConfig().getInterfaces().getInterfaces()).containsExactly("127.0.0.1");
    assertThat(config.getProperty("hazelcast.socket.bind.any")).isEqualTo("false");
    assertThat(Cluster.clientConfig(ClusterSettings.local()).getNetworkConfig().getAddresses()).containsExactly("127.0.0.1");
  }

  @Test
  void twoMembersCountToThePublishedTotalsAndAConstrainedModelToTheLocalCount() {
    String name = fresh();
    try (Cluster a = Cluster.join(settings(name)); Cluster b = Cluster.join(settings(name))) {
      assertThat(a.members()).isEqualTo(2);
      Job plain = new Job(QueensModel.of(13), Backends.parse("backtracking"), true, 200);
      Cluster.Counted counted = a.count(plain, plain.parts(), null, SearchControl.unlimited(), Progress.NONE);
      CountResult r = counted.result();
      assertThat(r.complete()).isTrue();
      assertThat(r.solutions()).isEqualTo(73712);
      assertThat(r.unique()).isEqualTo(9233);
      assertThat(new HashSet<>(counted.ranBy().values())).as("both members took work").hasSize(2);
      // The summary says who counted how many parts: both members, by address, the parts adding up.
      Map<String, Long> by = counted.countedBy();
      assertThat(by).hasSize(2);
      assertThat(by.keySet()).allMatch(k -> k.startsWith("127.0.0.1:"));
      assertThat(by.values().stream().mapToLong(Long::longValue).sum()).isEqualTo(plain.parts().size());

      Job constrained = new Job(QueensModel.of(11, new Queen(0, 2), new Blocked(5, 5)), Backends.parse("choco:fc-dom"), false, 60);
      long local = Engine.onThreads(constrained, constrained.parts(), null, SearchControl.unlimited(), 2, Progress.NONE).solutions();
      assertThat(b.count(constrained, constrained.parts(), null, SearchControl.unlimited(), Progress.NONE).result().solutions()).isEqualTo(local);
    }
  }

  @Test
  void aClientSubmitsWithoutTakingWork() {
    String name = fresh();
    try (Cluster member = Cluster.join(settings(name));
        Cluster client = Cluster.join(new ClusterSettings(name, List.of("127.0.0.1"), "127.0.0.1", 5701, null, true))) {
      Job job = new Job(QueensModel.of(10), Backends.parse("choco:fc-dom"), false, 40);
      assertThat(client.count(job, job.parts(), null, SearchControl.unlimited(), Progress.NONE).result().solutions()).isEqualTo(724);
      assertThat(member.members()).isEqualTo(1);
    }
  }

  @Test
  void aMemberThatLeavesMidCountLosesNoWork() throws Exception {
    String name = fresh();
    try (Cluster a = Cluster.join(settings(name))) {
      Cluster b = Cluster.join(settings(name));
      // Parts of tens of milliseconds each, so that the member is in the middle of some when it goes.
      Job job = new Job(QueensModel.of(15), Backends.parse("backtracking:mirror"), true, 150);
      AtomicLong done = new AtomicLong();
      Cluster.Counted[] counted = new Cluster.Counted[1];
      Thread counting = new Thread(() -> counted[0] = a.count(job, job.parts(), null, SearchControl.unlimited(), (d, t) -> done.set(d)));
      counting.start();
      while (done.get() < 20 && counting.isAlive()) {
        Thread.sleep(5);
      }
      String lost = b.hazelcast().getCluster().getLocalMember().getUuid().toString();
      b.hazelcast().getLifecycleService().terminate();
      counting.join(120_000);
      CountResult r = counted[0].result();
      assertThat(r.complete()).isTrue();
      assertThat(r.solutions()).isEqualTo(2279184);
      assertThat(r.unique()).isEqualTo(285053);
      assertThat(counted[0].ranBy().values()).as("the lost member had counted parts").contains(lost);
      // What the lost member held was run again by the member that stayed, each part counted once, as the totals show.
      String kept = a.hazelcast().getCluster().getLocalMember().getUuid().toString();
      assertThat(counted[0].ranBy()).hasSize(job.parts().size());
      assertThat(counted[0].ranBy().values()).contains(kept);
    }
  }

  @Test
  void aWorkerStartedAsAnotherProcessJoinsAndTakesParts() throws Exception {
    String name = fresh();
    List<String> cmd = new ArrayList<>(List.of(ProcessHandle.current().info().command().orElse("java"), "-cp",
        System.getProperty("java.class.path"), "io.nqueens.cli.Main", "worker", "--cluster-name", name));
    Process worker = new ProcessBuilder(cmd).redirectErrorStream(true).start();
    try {
      BufferedReader out = new BufferedReader(new InputStreamReader(worker.getInputStream(), StandardCharsets.UTF_8));
      String line;
      do {
        line = out.readLine();
      } while (line != null && !line.contains("worker joined"));
      assertThat(line).as("the worker's first words").isNotNull();
      try (Cluster a = Cluster.join(settings(name))) {
        assertThat(a.members()).isEqualTo(2);
        Job job = new Job(QueensModel.of(12), Backends.parse("backtracking"), false, 300);
        Cluster.Counted counted = a.count(job, job.parts(), null, SearchControl.unlimited(), Progress.NONE);
        assertThat(counted.result().solutions()).isEqualTo(14200);
        String me = a.hazelcast().getCluster().getLocalMember().getUuid().toString();
        assertThat(counted.ranBy().values()).as("the worker ran some parts").anyMatch(id -> !id.equals(me));
      }
    } finally {
      worker.destroy();
      worker.waitFor(20, TimeUnit.SECONDS);
      if (worker.isAlive()) {
        worker.destroyForcibly();
      }
    }
  }

  /** A Java-serializable class that a stranger might send. */
  record Stranger(int payload) implements Serializable {}

  @Test
  void aMemberRefusesAJavaSerializedObject() {
    try (Cluster a = Cluster.join(settings(fresh()))) {
      IMap<String, Object> map = a.hazelcast().getMap("stranger");
      Assertions.assertThatThrownBy(() -> {
        map.put("k", new Stranger(1));
        map.get("k");
      }).isInstanceOf(HazelcastSerializationException.class);
    }
  }

  @Test
  void aMemberThatCutsAJobIntoOtherPartsRefusesItNamingBothDigests() {
    try (Cluster a = Cluster.join(settings(fresh()))) {
      Job job = new Job(QueensModel.of(10), Backends.parse("backtracking"), false, 20);
      Parts real = job.parts();
      Parts other = new Parts() {
        @Override
        public int size() {
          return real.size();
        }

        @Override
        public String digest() {
          return "0123456789abcdef";
        }

        @Override
        public CountResult count(int index, SearchControl control) {
          return real.count(index, control);
        }
      };
      Assertions.assertThatThrownBy(() -> a.count(job, other, null, SearchControl.unlimited(), Progress.NONE))
          .isInstanceOf(BadInputException.class)
          .hasMessageContaining("the parts it was cut into ('digest') differs").hasMessageContaining(real.digest()).hasMessageContaining("0123456789abcdef")
          .hasMessageContaining("nqueens " + ProgramVersion.get());
    }
  }

  @Test
  void partsOfASubmitterThatLeftStop() throws Exception {
    String name = fresh();
    try (Cluster a = Cluster.join(settings(name))) {
      Cluster b = Cluster.join(settings(name));
      // Few long parts, so that some run on a when b goes.
      Job job = new Job(QueensModel.of(17), Backends.parse("backtracking:mirror"), false, 4);
      Thread submitting = new Thread(() -> {
        try {
          b.count(job, job.parts(), null, SearchControl.unlimited(), Progress.NONE).result();
        } catch (RuntimeException e) {
          // b is terminated under it
        }
      });
      submitting.start();
      long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
      while (partsCountingHere() == 0 && System.nanoTime() < until) {
        Thread.sleep(10);
      }
      assertThat(partsCountingHere()).as("parts started").isPositive();
      b.hazelcast().getLifecycleService().terminate();
      until = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
      while (partsCountingHere() > 0 && System.nanoTime() < until) {
        Thread.sleep(50);
      }
      assertThat(partsCountingHere()).as("parts still running after the submitter left").isZero();
      submitting.join(10_000);
    }
  }

  @Test
  void aJobFromTheWireIsCheckedAsAModelFileIs() {
    Assertions.assertThatThrownBy(() -> Job.fromJson("{\"model\":{\"n\":8},\"solver\":\"backtracking\",\"unique\":false,\"split\":2000000000}"))
        .isInstanceOf(BadInputException.class).hasMessageContaining("2000000000");
    Assertions.assertThatThrownBy(() -> Job.fromJson("{\"model\":{\"n\":20000000},\"solver\":\"backtracking\",\"unique\":false,\"split\":20}"))
        .isInstanceOf(BadInputException.class).hasMessageContaining("20000000");
    Assertions.assertThatThrownBy(() -> Job.fromJson("{\"solver\":\"backtracking\"}"))
        .isInstanceOf(BadInputException.class).hasMessageContaining("no 'model'");
  }

  /** A listener on loopback that accepts and never answers: the client gives up within seconds, naming the cluster. */
  @Test
  void aClientWhoseMemberNeverAnswersGivesUpWithinSeconds() throws Exception {
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
      ClusterSettings settings = new ClusterSettings(fresh(), List.of("127.0.0.1:" + silent.getLocalPort()), "127.0.0.1", 5701, null, true);
      // Bounded far above the connect timeout: a client that waited for ever (the default) would hang here.
      assertTimeoutPreemptively(Duration.ofSeconds(120), () -> Assertions.assertThatThrownBy(() -> Cluster.join(settings).close())
          .isInstanceOf(BadInputException.class).hasMessageContaining("cannot reach the cluster"));
      for (Socket s : accepted) {
        s.close();
      }
    }
  }

  /** A lost member or a timeout is the environment's: one line naming it, exit 2 (a BadInputException), never an internal error. */
  @Test
  void aFailureOfTheClusterIsOneLineNamingItNotAnInternalError() {
    RuntimeException lost = new IllegalStateException("part 7 failed on the cluster",
        new OperationTimeoutException("Invocation failed to complete due to operation-heartbeat-timeout.\nmore"));
    ClusterFailedException e = ClusterFailedException.of("demo", lost).orElseThrow();
    assertThat(e).isInstanceOf(BadInputException.class);
    assertThat(e.getMessage()).isEqualTo("the count on cluster 'demo' failed: OperationTimeoutException "
        + "(Invocation failed to complete due to operation-heartbeat-timeout.)");
    assertThat(ClusterFailedException.of("demo", new IllegalStateException("a bug"))).as("a bug stays a bug").isEmpty();
  }
}
