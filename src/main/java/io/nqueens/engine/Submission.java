package io.nqueens.engine;

import com.fasterxml.jackson.databind.JsonNode;
import com.hazelcast.cluster.Member;
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
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * One job on a cluster, from its announcement to its total. The submitter schedules the parts
 * itself: each member that has proved the cluster's secret ({@link Roster}) is sent as many parts as
 * it has counting threads, and a new one as each comes back, so that a part's time on its member is
 * its counting time. A part that has run past its deadline ({@link #deadlineNanos}) while another
 * member has a free slot is sent to that member too, and the slow member is named; the first sealed
 * record counts (the ledger keeps one per part) and the late answer is dropped.
 */
final class Submission {

  /** The shortest deadline of a part: below it, no part is sent twice. */
  static final long DEADLINE_FLOOR_MILLIS = 10_000;
  /** A part is late once it has run this many times the median time of the parts counted so far. */
  static final int DEADLINE_MEDIANS = 20;
  /** How many members may count one part at once (the first and those it was sent to when it was late). */
  static final int MAX_ATTEMPTS = 3;
  /** How many parts must be back before the median says anything. */
  private static final int MEDIAN_AFTER = 3;

  /** One part sent to one member. */
  private record Attempt(Member member, Future<String> future, long startNanos) {}

  private final long start = System.nanoTime();
  private final HazelcastInstance hazelcast;
  private final String name;
  private final Roster roster;
  private final Consumer<String> say;
  private final Job job;
  private final Parts parts;
  private final Checkpoint checkpoint;
  private final SearchControl control;
  private final Progress progress;
  private final Long partDeadlineMillis;
  private final String jobId = UUID.randomUUID().toString();
  private final String json;
  private final byte[] nonce = Ledger.nonce();
  /** The job's key: its records and refusals are sealed under it. */
  private final byte[] key;
  /** The cluster's key: its tasks and cancels are sealed under it. */
  private final byte[] clusterKey;
  private final IMap<String, Boolean> alive;
  private final IMap<String, String> refused;
  private final IMap<Integer, String> ledger;
  private final Map<Integer, CountResult> before;
  private final IExecutorService executor;
  private final Deque<Integer> pending = new ArrayDeque<>();
  private final Map<Integer, List<Attempt>> running = new LinkedHashMap<>();
  private final Map<Integer, CountResult> counted = new HashMap<>();
  /** Who counted each part, by member id. */
  final Map<Integer, String> ranBy = new HashMap<>();
  private final Map<Integer, Integer> refusedRecords = new HashMap<>();
  private final Map<Integer, Integer> emptyReturns = new HashMap<>();
  /** How long each part counted so far took on its member, for the deadline. */
  private final List<Long> partNanos = new ArrayList<>();
  private long noMemberSince = -1;
  /** Released whenever an attempt ends, so that the submitter takes its answer and fills the slot at once. */
  private final Semaphore answered = new Semaphore(0);
  private long lastReported = System.nanoTime();
  private ScheduledExecutorService renewal;

  /** What a submission needs of its cluster. */
  record On(HazelcastInstance hazelcast, String name, String secret, Roster roster, String executor, Consumer<String> say,
      Long partDeadlineMillis) {}

  Submission(On on, Job job, Parts parts, Checkpoint checkpoint, SearchControl control, Progress progress) {
    this.hazelcast = on.hazelcast();
    this.name = on.name();
    this.roster = on.roster();
    this.say = on.say();
    this.partDeadlineMillis = on.partDeadlineMillis();
    this.job = job;
    this.parts = parts;
    this.checkpoint = checkpoint;
    this.control = control;
    this.progress = progress;
    this.json = job.toJson(parts, ProgramVersion.get());
    this.key = Ledger.key(on.secret(), nonce);
    this.clusterKey = Ledger.clusterKey(on.secret());
    this.alive = hazelcast.getMap(PartTask.aliveMapName());
    this.refused = hazelcast.getMap(PartTask.refusedName(jobId));
    this.ledger = hazelcast.getMap(PartTask.ledgerName(jobId));
    this.executor = hazelcast.getExecutorService(on.executor());
    this.before = checkpoint == null ? Map.of() : checkpoint.done();
    for (int i = 0; i < parts.size(); i++) {
      if (!before.containsKey(i)) {
        pending.add(i);
      }
    }
  }

  /** The job is alive, renewed every second while this count runs; it lapses when this submitter is gone. */
  void announce() {
    alive.put(jobId, Boolean.TRUE, Cluster.ALIVE_SECONDS, TimeUnit.SECONDS);
    renewal = Executors.newSingleThreadScheduledExecutor(r -> {
      Thread t = new Thread(r, "nqueens-job-alive");
      t.setDaemon(true);
      return t;
    });
    renewal.scheduleWithFixedDelay(() -> {
      try {
        alive.put(jobId, Boolean.TRUE, Cluster.ALIVE_SECONDS, TimeUnit.SECONDS);
      } catch (RuntimeException e) {
        // The cluster is going: the count's own calls say so.
      }
    }, 1, 1, TimeUnit.SECONDS);
  }

  /** Sends parts to free slots and takes each finished part's record, until every part is in or the run is stopped. */
  void run() {
    while ((!pending.isEmpty() || !running.isEmpty()) && !control.shouldStop()) {
      boolean progressed = false;
      for (Map.Entry<Integer, List<Attempt>> e : new ArrayList<>(running.entrySet())) {
        for (Attempt a : List.copyOf(e.getValue())) {
          if (running.containsKey(e.getKey()) && a.future().isDone()) {
            progressed |= take(e.getKey(), a);
          }
        }
      }
      dispatch();
      long now = System.nanoTime();
      if (progressed || now - lastReported > 1_000_000_000L) {
        // Said every second as well: who counts changes while no part comes back.
        lastReported = now;
        progress.update(before.size() + counted.size(), parts.size(), activity());
      }
      if (!progressed) {
        awaitAnAnswer();
      }
    }
  }

  /** What the members are doing, in words short enough for a status line: "12 running, 3 members"; nothing once none runs. */
  String activity() {
    long members = running.values().stream().flatMap(List::stream).map(a -> a.member().getUuid()).distinct().count();
    int n = running.size();
    return n == 0 ? "" : n + " running, " + members + " member" + (members == 1 ? "" : "s");
  }

  /** Fills every proven member's free slots: with parts not yet sent, then with late parts. */
  private void dispatch() {
    List<Member> members = hazelcast.getCluster().getMembers().stream().filter(roster::proven).toList();
    roster.nameStrangers(say);
    if (members.isEmpty()) {
      waitForAMember();
      return;
    }
    noMemberSince = -1;
    Map<UUID, Integer> busy = new HashMap<>();
    running.values().forEach(as -> as.forEach(a -> busy.merge(a.member().getUuid(), 1, Integer::sum)));
    for (Member m : members) {
      int slots = slots(m);
      while (busy.getOrDefault(m.getUuid(), 0) < slots) {
        Integer part = pending.isEmpty() ? late(m) : pending.poll();
        if (part == null || !send(part, m)) {
          break;
        }
        busy.merge(m.getUuid(), 1, Integer::sum);
      }
    }
  }

  /**
   * Where no member has proved the secret: waits up to {@link Cluster#NO_WORKER_MILLIS} for one (where
   * only members that cannot prove it are there, as long as their grace to prove it), then says who is there.
   */
  private void waitForAMember() {
    if (!running.isEmpty()) {
      return;
    }
    long now = System.nanoTime();
    if (noMemberSince < 0) {
      noMemberSince = now;
      return;
    }
    long unproven = roster.unproven();
    long bound = unproven > 0 ? Roster.GRACE_MILLIS + 1000 : Cluster.NO_WORKER_MILLIS;
    if (now - noMemberSince > bound * 1_000_000) {
      throw new ClusterFailedException("no member of cluster '" + name + "' runs this program with this cluster's secret to count the parts "
          + "(waited " + bound / 1000 + " s" + (unproven == 0 ? "" : "; " + unproven + " member" + (unproven == 1 ? "" : "s")
          + " could not prove the secret: give every member the same --cluster-secret-file") + "): start one with 'nqueens worker'", null);
    }
  }

  /**
   * How many parts a member holds at once: two per counting thread (as it says in its attribute), so
   * that the next part is there when one ends, not a round trip later.
   */
  private static int slots(Member m) {
    try {
      return 2 * Math.max(1, Math.min(256, Integer.parseInt(m.getAttribute(PartTask.SLOTS))));
    } catch (NumberFormatException e) {
      return 2;
    }
  }

  /** A part that has run past its deadline on other members than {@code m}, to be sent to {@code m} as well; null if none. */
  private Integer late(Member m) {
    long deadline = deadlineNanos();
    long now = System.nanoTime();
    for (Map.Entry<Integer, List<Attempt>> e : running.entrySet()) {
      List<Attempt> attempts = e.getValue();
      boolean elsewhere = attempts.stream().noneMatch(a -> a.member().getUuid().equals(m.getUuid()));
      long oldest = attempts.stream().mapToLong(Attempt::startNanos).min().orElse(now);
      if (elsewhere && attempts.size() < MAX_ATTEMPTS && now - oldest > deadline) {
        Attempt first = attempts.get(0);
        say.accept("part " + e.getKey() + " has run " + (now - oldest) / 1_000_000_000 + " s on " + Roster.describe(first.member())
            + ", past its deadline of " + Math.max(1, deadline / 1_000_000_000) + " s: sent to " + Roster.describe(m)
            + " as well (the first answer counts)");
        return e.getKey();
      }
    }
    return null;
  }

  /**
   * How long a part may run before it is sent to another member too: the setting where one is given,
   * else {@link #DEADLINE_MEDIANS} times the median part so far (at least {@link #DEADLINE_FLOOR_MILLIS}),
   * and no deadline before {@link #MEDIAN_AFTER} parts are back.
   */
  private long deadlineNanos() {
    if (partDeadlineMillis != null) {
      return partDeadlineMillis * 1_000_000;
    }
    if (partNanos.size() < MEDIAN_AFTER) {
      return Long.MAX_VALUE;
    }
    List<Long> sorted = partNanos.stream().sorted().toList();
    return Math.max(DEADLINE_FLOOR_MILLIS * 1_000_000, DEADLINE_MEDIANS * sorted.get(sorted.size() / 2));
  }

  /** Sends the part to the member; false where the member has gone (the part waits for another). */
  private boolean send(int part, Member m) {
    try {
      Future<String> f = executor.submitToMember(new PartTask(jobId, json, part, nonce, clusterKey), m);
      if (f instanceof CompletionStage<?> stage) {
        stage.whenComplete((value, failure) -> answered.release());
      }
      running.computeIfAbsent(part, p -> new ArrayList<>()).add(new Attempt(m, f, System.nanoTime()));
      return true;
    } catch (RuntimeException e) {
      if (!lostMember(e)) {
        throw e;
      }
      // The member left or its connection was lost as the part was sent: the part waits for another.
      if (!running.containsKey(part)) {
        pending.addFirst(part);
      }
      return false;
    }
  }

  /** The attempt is over: its part's sealed record taken (true), or the part waits to be sent again, or the count ends in one line. */
  private boolean take(int part, Attempt attempt) {
    String entry;
    try {
      entry = attempt.future().get();
    } catch (ExecutionException ex) {
      if (lostMember(ex) || lostMember(ex.getCause())) {
        retry(part, attempt);
        return false;
      }
      Throwable cause = ex.getCause() == null ? ex : ex.getCause();
      throw new ClusterFailedException("part " + part + " failed on cluster '" + name + "': " + Text.oneLine(String.valueOf(cause), 300), ex);
    } catch (InterruptedException ex) {
      Thread.currentThread().interrupt();
      control.cancel();
      return false;
    } catch (RuntimeException ex) {
      if (!lostMember(ex)) {
        throw ex;
      }
      retry(part, attempt);
      return false;
    }
    if (entry == null) {
      return nothingRecorded(part, attempt);
    }
    Optional<Ledger.Opened> opened = Ledger.open(key, jobId, part, entry);
    CountResult r = opened.map(o -> recorded(o.record(), part, jobId)).orElse(null);
    if (r == null) {
      // Not sealed under this job's key (forged, altered, or a member without the cluster's secret): out, and counted again.
      ledger.remove(part, entry);
      if (refusedRecords.merge(part, 1, Integer::sum) > Cluster.MAX_REFUSED_RECORDS) {
        throw new ClusterFailedException("the record of part " + part + " failed its seal " + (Cluster.MAX_REFUSED_RECORDS + 1) + " times on cluster '"
            + name + "': a member without this cluster's secret (or another program) is writing the job's records; "
            + "give every member the same --cluster-secret-file, or keep strangers off the port (docs/cluster.md)", null);
      }
      retry(part, attempt);
      return false;
    }
    // The part is in: any other member still counting it is told to stop, and its answer, if it comes, is dropped.
    List<Attempt> attempts = running.remove(part);
    attempts.stream().filter(a -> a != attempt).forEach(Submission::stop);
    partNanos.add(System.nanoTime() - attempt.startNanos());
    counted.put(part, r);
    if (checkpoint != null) {
      checkpoint.record(part, r);
    }
    ranBy.put(part, opened.get().member());
    return true;
  }

  /**
   * Tells a member to stop counting a part another member has counted. A member that froze or left
   * cannot be told (a client's call to it fails once its heartbeats stop): its answer, if it ever
   * comes, is dropped, and the count goes on.
   */
  private static void stop(Attempt a) {
    try {
      a.future().cancel(true);
    } catch (RuntimeException e) {
      if (!lostMember(e)) {
        throw e;
      }
    }
  }

  /** An attempt that recorded nothing: a refusal the members sealed ends the count; otherwise the part is sent again, a few times. */
  private boolean nothingRecorded(int part, Attempt attempt) {
    Optional<String> refusal = refusal();
    if (refusal.isPresent()) {
      throw new BadInputException("the cluster refused the job: " + Text.oneLine(refusal.get(), 300));
    }
    // The task found nothing to do (a cancelled job; dropped by a member that cannot check its seal) or lost its result: again, a few times.
    if (emptyReturns.merge(part, 1, Integer::sum) > Cluster.MAX_EMPTY_RETURNS) {
      throw new ClusterFailedException("part " + part + " came back with nothing recorded " + (Cluster.MAX_EMPTY_RETURNS + 1) + " times on "
          + "cluster '" + name + "': its members drop this count's tasks (a member without this cluster's secret: give every member "
          + "the same --cluster-secret-file) or something cancels it", null);
    }
    retry(part, attempt);
    return false;
  }

  /** The attempt is gone; where it was the part's last, the part waits to be sent again, first. */
  private void retry(int part, Attempt attempt) {
    List<Attempt> attempts = running.get(part);
    attempts.remove(attempt);
    if (attempts.isEmpty()) {
      running.remove(part);
      pending.addFirst(part);
    }
  }

  /** The job ended on every member, whatever happened; a cluster already gone leaves nothing to end. */
  void end() {
    if (renewal != null) {
      renewal.shutdownNow();
    }
    try {
      sealEnd(hazelcast, clusterKey, jobId);
      running.values().forEach(as -> as.forEach(a -> a.future().cancel(true)));
      alive.remove(jobId);
      ledger.destroy();
      refused.destroy();
    } catch (RuntimeException gone) {
      // The cluster went while the job was ended: nothing of it is left to end, and the first failure is the one to say.
    }
  }

  /** Ends a job, sealed, for every member to remember: a task of it sent again later is refused. */
  static void sealEnd(HazelcastInstance hazelcast, byte[] clusterKey, String jobId) {
    hazelcast.<String, String>getMap(PartTask.cancelMapName()).put(jobId, Ledger.sealCancel(clusterKey, jobId), PartTask.ENDED_MILLIS,
        TimeUnit.MILLISECONDS);
  }

  /** The parts added up, those of the checkpoint included; partial where the run was stopped. */
  CountResult total(int members) {
    long solutions = 0;
    long unique = 0;
    // Every statistic under the backend's own name (nodes and fails, branches and conflicts), added up.
    Statistics counters = Statistics.of(0);
    List<CountResult> all = new ArrayList<>(before.values());
    all.addAll(counted.values());
    for (CountResult r : all) {
      solutions = Exact.add(solutions, r.solutions());
      unique = Exact.add(unique, r.unique() == null ? 0 : r.unique());
      counters = counters.plus(r.statistics());
    }
    boolean complete = running.isEmpty() && pending.isEmpty();
    Outcome outcome = complete ? Outcome.COMPLETE : control.stoppedOutcome();
    long millis = (System.nanoTime() - start) / 1_000_000;
    // The threads were the members' (no one process knows how many): a cluster count's "threads" are its members.
    return new CountResult(solutions, job.unique() ? parts.classes(solutions, unique, outcome.isComplete()) : null, outcome,
        counters.withMillis(millis), members, parts.size());
  }

  /** A member's refusal of the job, where one is sealed as this job's (a text anyone else planted is not one). */
  private Optional<String> refusal() {
    Set<Map.Entry<String, String>> entries;
    try {
      entries = refused.entrySet();
    } catch (RuntimeException e) {
      if (!lostMember(e)) {
        throw e;
      }
      // A member that holds part of the map is frozen or gone: no refusal can be read now; the part is sent again.
      return Optional.empty();
    }
    for (Map.Entry<String, String> e : entries) {
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

  private static boolean lostMember(Throwable cause) {
    // A member that left, was killed, froze (its calls time out) or whose connection a client lost: its part is counted elsewhere.
    return cause instanceof MemberLeftException || cause instanceof TargetNotMemberException
        || cause instanceof TargetDisconnectedException || cause instanceof OperationTimeoutException
        || cause instanceof HazelcastInstanceNotActiveException
        || cause instanceof RejectedExecutionException
        || cause instanceof ExecutionException && cause.getCause() != cause && lostMember(cause.getCause());
  }

  /** Waits until an attempt ends (its future says so) or a tenth of a second has gone by (a member joins, a deadline passes). */
  private void awaitAnAnswer() {
    try {
      answered.tryAcquire(100, TimeUnit.MILLISECONDS);
      answered.drainPermits();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      control.cancel();
    }
  }
}
