package io.nqueens.engine;

import com.hazelcast.core.DistributedObject;
import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.core.HazelcastInstanceAware;
import com.hazelcast.map.IMap;
import com.hazelcast.map.listener.EntryAddedListener;
import com.hazelcast.nio.ObjectDataInput;
import com.hazelcast.nio.ObjectDataOutput;
import com.hazelcast.nio.serialization.DataSerializableFactory;
import com.hazelcast.nio.serialization.IdentifiedDataSerializable;
import io.nqueens.solver.CountResult;
import io.nqueens.solver.Parts;
import io.nqueens.solver.SearchControl;
import java.io.IOException;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * One part of a job, run on whichever member gets it. It crosses the wire as plain data (the job
 * as JSON text, the part's index, the job's nonce and the task's seal, through Hazelcast's identified
 * serialization, never Java serialization). A member acts only on a task whose seal, made under the
 * cluster's secret over all of that, it can recompute ({@link Ledger#sealTask}): one without it is
 * dropped, and counted in the member's log, before anything is built, cached or counted. It counts the
 * part and records it in the job's ledger with putIfAbsent, sealed under the job's key, so that a part
 * run twice (after a member left, say) counts once and a record nobody with the key made is refused.
 * A job whose submitter sealed its cancel stops its running parts within a fraction of a second; a
 * cancel anyone else wrote is no cancel. A refusal is sealed under the job's key, so that its
 * submitter prints only a member's.
 */
public final class PartTask implements Callable<String>, IdentifiedDataSerializable, HazelcastInstanceAware {

  static final int FACTORY_ID = 20_261_129;
  static final int CLASS_ID = 1;

  /** Makes tasks from the wire by number, with no class name involved. */
  static final DataSerializableFactory FACTORY = id -> id == CLASS_ID ? new PartTask() : null;

  /** A job's parts as this member makes them, and why it refuses them (null: it takes them). */
  private record Built(Parts parts, String refusal) {}

  /** Each member rebuilds a job's parts once, kept by the digest of the whole job's text; the parts of the last few jobs are kept. */
  private static final Map<String, Built> PARTS = Collections.synchronizedMap(new LinkedHashMap<>(16, 0.75f, true) {
    @Override
    protected boolean removeEldestEntry(Map.Entry<String, Built> eldest) {
      return size() > 4;
    }
  });
  /** How the name of a thread counting a part starts: "nqueens part 3 of job ...". */
  static final String THREAD = "nqueens part ";

  /** The controls of the parts running on this member, by job, so that cancelling a job stops them. */
  private static final Map<String, Set<SearchControl>> RUNNING = new ConcurrentHashMap<>();

  private static final ScheduledExecutorService WATCH = Executors.newSingleThreadScheduledExecutor(r -> {
    Thread t = new Thread(r, "nqueens-cancel-watch");
    t.setDaemon(true);
    return t;
  });
  private static final Set<HazelcastInstance> INSTANCES = ConcurrentHashMap.newKeySet();
  private static boolean watching;
  /** How many times the watch has looked; every {@link #SWEEP_EVERY}th look it forgets the jobs whose submitter is gone. */
  private static long sweeps;
  private static final int SWEEP_EVERY = 25;

  private String jobId;
  private String jobJson;
  private int part;
  /** The job's nonce, from which this member's secret makes the key its record is sealed with ({@link Ledger}). */
  private byte[] nonce;
  /** When the submitter sent the task (its clock, milliseconds since the epoch), under the seal. */
  private long sentMillis;
  /** The task's seal under the cluster's secret ({@link Ledger#sealTask}). */
  private byte[] seal;
  private transient HazelcastInstance hazelcast;

  /**
   * How long a sealed task is good for after it was sent: a submitter sends each part when a member
   * has a free slot for it, so a task older than this (the members' clocks within a minute of each
   * other) is one captured and sent again.
   */
  static final long FRESH_MILLIS = 120_000;
  /** How long a member remembers a job its submitter ended: past any task of it that is still fresh. */
  static final long ENDED_MILLIS = FRESH_MILLIS + 60_000;

  /** The messages this JVM's members dropped, by cause, said once a minute. */
  static final Drops DROPS = new Drops(System.err);
  static final String FORGED = "tasks whose seal is not this cluster's (sent by a stranger, or by a member of another secret)";
  static final String STALE = "sealed tasks sent more than " + FRESH_MILLIS / 1000 + " s ago (captured and sent again)";
  static final String ENDED_JOB = "sealed tasks of a job its submitter has ended (sent again)";

  /** The jobs whose submitters ended them, as this JVM's members saw their sealed ends: kept here, whatever happens to the map. */
  private static final Map<String, Long> ENDED = Collections.synchronizedMap(new LinkedHashMap<>(16, 0.75f, false) {
    @Override
    protected boolean removeEldestEntry(Map.Entry<String, Long> eldest) {
      return size() > 10_000 || System.currentTimeMillis() - eldest.getValue() > ENDED_MILLIS;
    }
  });

  public PartTask() {}

  /** A task of this job's part, sent now, sealed with the cluster's key. */
  PartTask(String jobId, String jobJson, int part, byte[] nonce, byte[] clusterKey) {
    this(jobId, jobJson, part, nonce, clusterKey, System.currentTimeMillis());
  }

  /** A task of this job's part, sent at this time (by this machine's clock), sealed with the cluster's key. */
  PartTask(String jobId, String jobJson, int part, byte[] nonce, byte[] clusterKey, long sentMillis) {
    this.jobId = jobId;
    this.jobJson = jobJson;
    this.part = part;
    this.nonce = nonce;
    this.sentMillis = sentMillis;
    this.seal = Ledger.sealTask(clusterKey, jobId, part, nonce, sentMillis, jobJson);
  }

  /** The key of this member's user context under which it keeps the cluster's secret (never sent anywhere). */
  static final String SECRET = "nqueens.cluster.secret";

  /** The member attribute that says a member runs this program, and which version: tasks go only to such members. */
  static final String ATTRIBUTE = "nqueens";
  /** The member attribute that says how many parts the member counts at once (its executor's threads). */
  static final String SLOTS = "nqueens.slots";

  static String ledgerName(String jobId) {
    return "nqueens-ledger-" + jobId;
  }

  static String cancelMapName() {
    return "nqueens-cancelled";
  }

  /** The jobs whose submitters are still there, each entry renewed by its submitter and lapsing without it. */
  static String aliveMapName() {
    return "nqueens-alive";
  }

  @Override
  public void setHazelcastInstance(HazelcastInstance hazelcast) {
    this.hazelcast = hazelcast;
  }

  /**
   * Counts the part and returns the ledger's entry for it (the one this member recorded, or the one
   * there before: the first counts), so that the submitter reads it without another call; null where
   * the task was dropped, refused or stopped.
   */
  @Override
  public String call() {
    String secret = (String) hazelcast.getUserContext().get(SECRET);
    if (!Ledger.isSealedTask(Ledger.clusterKey(secret), seal, jobId, part, nonce, sentMillis, jobJson)) {
      // Not made by a submitter that holds this cluster's secret: nothing of it is acted on.
      DROPS.dropped(FORGED);
      return null;
    }
    // Sealed, but sent long ago, or of a job its submitter has ended: a task captured and sent again, counted by no one.
    if (Math.abs(System.currentTimeMillis() - sentMillis) > FRESH_MILLIS) {
      DROPS.dropped(STALE);
      return null;
    }
    // The ends of jobs reach this member as they are sealed (rememberEnds): no call per task.
    if (ENDED.containsKey(jobId)) {
      DROPS.dropped(ENDED_JOB);
      return null;
    }
    IMap<Integer, String> ledger = hazelcast.getMap(ledgerName(jobId));
    Built built = PARTS.computeIfAbsent(Ledger.digest(jobJson), digest -> {
      Parts made = Job.fromJson(jobJson).parts();
      return new Built(made, Job.partsMismatch(jobJson, made, ProgramVersion.get()));
    });
    Parts parts = built.parts();
    String refusal = built.refusal();
    if (refusal == null && (part < 0 || part >= parts.size())) {
      refusal = "part " + part + " is not a part of the job (it has parts 0.." + (parts.size() - 1) + ")";
    }
    if (refusal != null) {
      // Counting another sub-problem under the same number would add up wrong totals: say why instead, sealed as this job's.
      String member = hazelcast.getCluster().getLocalMember().getUuid().toString();
      hazelcast.getMap(refusedName(jobId)).putIfAbsent(member, Ledger.sealRefusal(Ledger.key(secret, nonce), jobId, member, refusal));
      return null;
    }
    SearchControl control = SearchControl.unlimited();
    watch(hazelcast);
    Set<SearchControl> running = RUNNING.computeIfAbsent(jobId, id -> ConcurrentHashMap.newKeySet());
    running.add(control);
    // The thread says what it counts, so that a thread dump (jstack, jcmd Thread.print) shows which part of which job runs where.
    Thread counting = Thread.currentThread();
    String was = counting.getName();
    counting.setName(THREAD + part + " of job " + jobId);
    try {
      CountResult r = parts.count(part, control);
      if (r.complete()) {
        byte[] key = Ledger.key(secret, nonce);
        String member = hazelcast.getCluster().getLocalMember().getUuid().toString();
        String entry = Ledger.seal(key, jobId, part, member, PartRecord.write(part, r, jobId));
        String before = ledger.putIfAbsent(part, entry);
        return before == null ? entry : before;
      }
      return null;
    } finally {
      counting.setName(was);
      running.remove(control);
      RUNNING.computeIfPresent(jobId, (id, controls) -> controls.isEmpty() ? null : controls);
    }
  }

  /** The members that refused a job, with why. */
  static String refusedName(String jobId) {
    return "nqueens-refused-" + jobId;
  }

  /** Whether the job's submitter cancelled it: an entry sealed under this member's secret (anyone else's is no cancel). */
  private static boolean cancelled(HazelcastInstance hz, String jobId) {
    return remember(Ledger.clusterKey((String) hz.getUserContext().get(SECRET)), jobId, hz.getMap(cancelMapName()).get(jobId));
  }

  /** Whether the entry is the sealed end of this job; if it is, this member remembers the job as ended. */
  private static boolean remember(byte[] clusterKey, String jobId, Object entry) {
    boolean ended = entry != null && Ledger.isSealedCancel(clusterKey, jobId, entry);
    if (ended) {
      ENDED.put(jobId, System.currentTimeMillis());
    }
    return ended;
  }

  /**
   * Remembers, on this member, every job whose submitter sealed its end, as the end arrives: a
   * stranger who deletes the map's entry afterwards does not make the job's tasks good again.
   */
  static void rememberEnds(HazelcastInstance hz) {
    byte[] key = Ledger.clusterKey((String) hz.getUserContext().get(SECRET));
    IMap<String, String> ends = hz.getMap(cancelMapName());
    ends.addEntryListener((EntryAddedListener<String, String>) e -> remember(key, e.getKey(), e.getValue()), true);
    // The ends sealed before this member joined, too: a task of such a job is still fresh for a while.
    ends.forEach((jobId, entry) -> remember(key, jobId, entry));
  }

  /**
   * Polls the cancelled jobs a few times a second and stops their parts running here; every few
   * seconds, forgets orphaned jobs and destroys what strangers put in the cluster. Started with the
   * member ({@link Cluster#join}), and again by a task (a member another program started).
   */
  static synchronized void watch(HazelcastInstance hazelcast) {
    INSTANCES.add(hazelcast);
    if (watching) {
      return;
    }
    watching = true;
    WATCH.scheduleAtFixedRate(DROPS::flush, Drops.EVERY_MILLIS, Drops.EVERY_MILLIS, TimeUnit.MILLISECONDS);
    WATCH.scheduleWithFixedDelay(() -> {
      for (HazelcastInstance hz : INSTANCES) {
        try {
          if (!hz.getLifecycleService().isRunning()) {
            INSTANCES.remove(hz);
            continue;
          }
          IMap<String, Boolean> alive = hz.getMap(aliveMapName());
          RUNNING.forEach((job, controls) -> {
            // A submitter renews its job's entry every second; one that left lets it lapse.
            boolean orphaned = !alive.containsKey(job);
            if (!controls.isEmpty() && (orphaned || cancelled(hz, job))) {
              controls.forEach(SearchControl::cancel);
            }
          });
          if (++sweeps % SWEEP_EVERY == 0) {
            forgetOrphans(hz, alive);
          }
        } catch (RuntimeException e) {
          // The member is shutting down: its parts stop with it.
        }
      }
    }, 200, 200, TimeUnit.MILLISECONDS);
  }

  /**
   * Forgets the jobs whose submitter is gone (killed, say, so that it never destroyed them): their
   * maps on every member and their parts kept here, so that a long-lived worker's memory stays flat.
   * Destroys, too, whatever else anyone put in the cluster ({@link #isOwn}): a stranger's maps cost the
   * members memory until this sweep, a few seconds, and the heap they took is given back.
   */
  private static void forgetOrphans(HazelcastInstance hz, IMap<String, Boolean> alive) {
    if (RUNNING.isEmpty()) {
      PARTS.clear();
    }
    boolean destroyedForeign = false;
    boolean sweep = Boolean.TRUE.equals(hz.getUserContext().get(SWEEP));
    for (DistributedObject o : hz.getDistributedObjects()) {
      String name = o.getName();
      if (sweep && !isOwn(o)) {
        o.destroy();
        destroyedForeign = true;
        DROPS.dropped(FOREIGN);
        continue;
      }
      for (String prefix : List.of(ledgerName(""), refusedName(""))) {
        if (o instanceof IMap<?, ?> && name.startsWith(prefix) && !alive.containsKey(name.substring(prefix.length()))) {
          o.destroy();
        }
      }
    }
    if (destroyedForeign) {
      // The serial collector gives a heap back to the system only after a full collection.
      System.gc();
    }
  }

  static final String FOREIGN = "objects in the cluster that are not this program's (destroyed)";

  /**
   * The key of a member's user context that says whether it destroys what is not the program's: true
   * in a cluster the program configured, false in one a user's Hazelcast YAML configures (it may be
   * shared with other programs).
   */
  static final String SWEEP = "nqueens.sweep";

  /** Whether a distributed object is one this program makes: its maps and its executor, or Hazelcast's own. */
  static boolean isOwn(DistributedObject o) {
    String name = o.getName();
    if (o.getServiceName().startsWith("hz:impl:executorService")) {
      return name.equals(Cluster.EXECUTOR);
    }
    if (!(o instanceof IMap<?, ?>)) {
      return name.startsWith("__");
    }
    return name.equals(aliveMapName()) || name.equals(cancelMapName()) || name.equals(Roster.MAP)
        || isJobMap(name, ledgerName("")) || isJobMap(name, refusedName(""));
  }

  /** A job's map: the prefix and a job id (a UUID's 36 characters). */
  private static boolean isJobMap(String name, String prefix) {
    return name.startsWith(prefix) && name.length() == prefix.length() + 36;
  }

  @Override
  public int getFactoryId() {
    return FACTORY_ID;
  }

  @Override
  public int getClassId() {
    return CLASS_ID;
  }

  @Override
  public void writeData(ObjectDataOutput out) throws IOException {
    out.writeString(jobId);
    out.writeString(jobJson);
    out.writeInt(part);
    out.writeByteArray(nonce);
    out.writeLong(sentMillis);
    out.writeByteArray(seal);
  }

  @Override
  public void readData(ObjectDataInput in) throws IOException {
    jobId = in.readString();
    jobJson = in.readString();
    part = in.readInt();
    nonce = in.readByteArray();
    sentMillis = in.readLong();
    seal = in.readByteArray();
    if (nonce == null || nonce.length != 32) {
      throw new IOException("a part task without its job's nonce");
    }
  }
}
