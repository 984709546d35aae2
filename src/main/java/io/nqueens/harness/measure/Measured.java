package io.nqueens.harness.measure;

import java.lang.management.CompilationMXBean;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.lang.management.OperatingSystemMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Peak memory of one run: the Java heap's peak (the sum of the heap pools' peaks, reset before
 * the run), and where Linux tells it the process's peak resident memory, which counts native memory
 * too (CP-SAT's model and search live outside the heap). Both are process-wide: other threads'
 * garbage counts, so they are upper bounds for the run.
 */
public final class Measured {

  private static final Path CLEAR_REFS = Path.of("/proc/self/clear_refs");
  private static final Path STATUS = Path.of("/proc/self/status");

  private Measured() {}

  /**
   * Peak heap and resident bytes of a run, and the heap still in use after a full collection right
   * after it (what the backend keeps, its library's and its own; measured only in a JVM of the
   * backend's own); -1 where not known.
   */
  public record Memory(long heapBytes, long residentBytes, long liveHeapBytes) {
    public static final Memory UNKNOWN = new Memory(-1, -1, -1);

    /** Peaks without the heap after a collection. */
    public Memory(long heapBytes, long residentBytes) {
      this(heapBytes, residentBytes, -1);
    }

    /** These peaks with the heap in use after a full collection, taken now ({@link #liveHeap}). */
    public Memory withLiveHeap() {
      return new Memory(heapBytes, residentBytes, liveHeap());
    }
  }

  /**
   * The heap in use after a full collection, taken now: {@link System#gc()} (a full, stop-the-world
   * collection with the collectors this program runs on, unless the JVM was told to ignore it),
   * then the heap pools' use; -1 where the JVM ignores explicit collections.
   */
  public static long liveHeap() {
    if (ManagementFactory.getRuntimeMXBean().getInputArguments().contains("-XX:+DisableExplicitGC")) {
      return -1;
    }
    System.gc();
    return ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
  }

  /** Starts a measurement: the pools' peaks and the process's resident peak are reset. */
  public static void reset() {
    for (MemoryPoolMXBean pool : heapPools()) {
      pool.resetPeakUsage();
    }
    try {
      // "5" resets the peak resident set size (VmHWM) of this process (Linux 4.0 and later).
      Files.writeString(CLEAR_REFS, "5");
    } catch (Exception e) {
      // Not Linux, or not allowed: the resident peak is then since the start of the process.
    }
  }

  /** The peaks since {@link #reset}. */
  public static Memory peaks() {
    long heap = 0;
    for (MemoryPoolMXBean pool : heapPools()) {
      heap += pool.getPeakUsage() == null ? 0 : pool.getPeakUsage().getUsed();
    }
    return new Memory(heap, residentPeak());
  }

  private static List<MemoryPoolMXBean> heapPools() {
    return ManagementFactory.getMemoryPoolMXBeans().stream().filter(p -> p.getType() == MemoryType.HEAP && p.isValid()).toList();
  }

  private static long residentPeak() {
    try {
      for (String line : Files.readAllLines(STATUS)) {
        if (line.startsWith("VmHWM:")) {
          return Long.parseLong(line.replaceAll("[^0-9]", "")) * 1024;
        }
      }
    } catch (Exception e) {
      // Not Linux.
    }
    return -1;
  }

  /**
   * The CPU time this process has spent on work (ns): every thread's, native ones included (CP-SAT's
   * workers), less the JIT compiler's and the collector's time as the JVM reports them, which run
   * beside any search in one JVM; -1 where the JVM cannot tell.
   */
  public static long processCpuNanos() {
    OperatingSystemMXBean os = ManagementFactory.getOperatingSystemMXBean();
    if (!(os instanceof com.sun.management.OperatingSystemMXBean sun)) {
      return -1;
    }
    long cpu = sun.getProcessCpuTime();
    CompilationMXBean jit = ManagementFactory.getCompilationMXBean();
    long jitMs = jit != null && jit.isCompilationTimeMonitoringSupported() ? jit.getTotalCompilationTime() : 0;
    long gcMs = 0;
    for (GarbageCollectorMXBean gc : ManagementFactory.getGarbageCollectorMXBeans()) {
      gcMs += Math.max(0, gc.getCollectionTime());
    }
    return cpu - (jitMs + gcMs) * 1_000_000;
  }
}
