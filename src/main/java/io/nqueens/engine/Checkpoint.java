package io.nqueens.engine;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.nqueens.BadInputException;
import io.nqueens.model.io.IoErrors;
import io.nqueens.solver.CountResult;
import io.nqueens.solver.Exact;
import io.nqueens.solver.Parts;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Map;
import java.util.TreeMap;

/**
 * A checkpoint file: a header line naming the job (model, backend and variant, classes or not,
 * split, number of parts, program version), then one JSON line per finished part, appended as it
 * finishes with one write, so that a kill at any moment leaves at most the last line torn (the
 * operating system keeps what was written when the process dies; the file is forced to disk when
 * it is closed, and a machine that loses power may lose the last few lines, which are then counted
 * again). Opening an existing file resumes: finished parts are read back, a torn last line is
 * dropped (that part is counted again), and a file made for another job is refused.
 */
public final class Checkpoint implements AutoCloseable {

  private static final ObjectMapper JSON = new ObjectMapper();
  private static final String FORMAT = "nqueens-checkpoint/2";

  private final Path file;
  private final FileChannel channel;
  private final Map<Integer, CountResult> done;

  /** What each line's check covers besides the line: the job, as the header names it. */
  private final String job;
  private final String writtenBy;

  private Checkpoint(Path file, FileChannel channel, Map<Integer, CountResult> done, String job, String writtenBy) {
    this.job = job;
    this.writtenBy = writtenBy;
    this.file = file;
    this.channel = channel;
    this.done = done;
  }

  /** The parts finished before, by index. */
  public Map<Integer, CountResult> done() {
    return Map.copyOf(done);
  }

  /**
   * Opens (and creates, with its header) or resumes the checkpoint of this job, cut into these
   * parts by this version of the program. The file is locked while it is open: a second run on the
   * same file is refused.
   */
  public static Checkpoint open(Path file, Job job, Parts parts, String version) {
    ObjectNode header = job.toJsonNode();
    header.put("format", FORMAT);
    header.put("parts", parts.size());
    header.put("digest", parts.digest());
    header.put("version", version);
    FileChannel channel = null;
    try {
      channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.READ, StandardOpenOption.WRITE);
      FileLock lock;
      try {
        lock = channel.tryLock();
      } catch (OverlappingFileLockException e) {
        lock = null;
      }
      if (lock == null) {
        throw new BadInputException("checkpoint " + file + " is in use by another run (it is locked); wait for it, or use another file");
      }
      Map<Integer, CountResult> done = new TreeMap<>();
      String[] writtenBy = {version};
      long keep = channel.size() == 0 ? 0 : readDone(file, channel, header, parts.size(), done, writtenBy);
      if (keep == 0) {
        channel.truncate(0);
        write(channel, header.toString());
      } else {
        channel.truncate(keep);
        channel.position(keep);
      }
      return new Checkpoint(file, channel, done, job(header), writtenBy[0]);
    } catch (IOException e) {
      closeQuietly(channel);
      throw new BadInputException("--checkpoint " + file + ": cannot use (" + IoErrors.describe(e) + ")");
    } catch (RuntimeException e) {
      closeQuietly(channel);
      throw e;
    }
  }

  /**
   * Reads the finished parts into {@code done} and returns how many bytes to keep: every complete
   * line (ended by LF or CRLF), less a torn last line, whose part is then counted again.
   */
  private static long readDone(Path file, FileChannel channel, ObjectNode header, int parts, Map<Integer, CountResult> done, String[] writtenBy)
      throws IOException {
    ByteBuffer all = ByteBuffer.allocate(Math.toIntExact(channel.size()));
    while (all.hasRemaining() && channel.read(all, all.position()) >= 0) {
      // read until full
    }
    byte[] bytes = all.array();
    long keep = 0;
    int lineNumber = 0;
    long[] sums = new long[2];
    int from = 0;
    while (from < bytes.length) {
      int newline = from;
      while (newline < bytes.length && bytes[newline] != '\n') {
        newline++;
      }
      boolean ended = newline < bytes.length;
      int to = ended && newline > from && bytes[newline - 1] == '\r' ? newline - 1 : newline;
      String line = new String(bytes, from, to - from, StandardCharsets.UTF_8);
      lineNumber++;
      boolean last = !ended || newline + 1 >= bytes.length;
      if (lineNumber == 1) {
        if (!ended) {
          throw new BadInputException("checkpoint " + file + " is not a checkpoint file (its first line is not a whole checkpoint header)");
        }
        writtenBy[0] = checkHeader(file, line, header);
      } else if (!line.isBlank()) {
        if (!ended) {
          // A torn last line (the run was killed while writing it): that part is counted again.
          break;
        }
        record(file, line, lineNumber, header, parts, done, sums);
      }
      keep = ended ? newline + 1L : keep;
      from = newline + 1;
    }
    return keep;
  }

  /**
   * One part's line, taken into {@code done} once its seal, its part number and the running sums
   * ({@code sums}: solutions, classes) are found sound; refused in one line naming the line otherwise.
   */
  private static void record(Path file, String line, int lineNumber, ObjectNode header, int parts, Map<Integer, CountResult> done, long[] sums) {
    JsonNode o;
    try {
      o = PartRecord.parse(line, job(header));
    } catch (PartRecord.Damaged e) {
      throw new BadInputException("checkpoint " + file + ": line " + lineNumber + " is damaged (" + e.getMessage()
          + "); only a last line without its line end is taken as torn. Delete that line to count its part again");
    }
    int part = o.get("part").asInt();
    if (part < 0 || part >= parts) {
      throw new BadInputException("checkpoint " + file + ": line " + lineNumber + " names part " + part
          + ", but the job has parts 0.." + (parts - 1));
    }
    if (done.containsKey(part)) {
      throw new BadInputException("checkpoint " + file + ": line " + lineNumber + " records part " + part + " a second time");
    }
    CountResult r = PartRecord.result(o);
    try {
      sums[0] = Exact.add(sums[0], r.solutions());
      sums[1] = Exact.add(sums[1], r.unique() == null ? 0 : r.unique());
    } catch (Exact.Overflow overflow) {
      throw new BadInputException("checkpoint " + file + ": the parts recorded up to line " + lineNumber + " (part " + part
          + ") add up past 2^63 - 1, which no count of this program can reach: a line was edited or written by something else. "
          + "Delete the lines whose counts are wrong (or the file) to count those parts again");
    }
    done.put(part, r);
  }

  private static void closeQuietly(FileChannel channel) {
    if (channel != null) {
      try {
        channel.close();
      } catch (IOException ignored) {
        // Nothing was written.
      }
    }
  }

  /** The job a line's check covers: the header less the program's version (a checkpoint outlives an upgrade where its header does). */
  private static String job(ObjectNode header) {
    ObjectNode job = header.deepCopy();
    job.remove("version");
    return job.toString();
  }

  /**
   * Refuses a file made for another job, or cut into other parts, naming the first difference (and
   * both versions, where they differ); returns the version that wrote it.
   */
  private static String checkHeader(Path file, String line, ObjectNode expected) {
    JsonNode found;
    try {
      found = JSON.readTree(line);
    } catch (IOException e) {
      throw new BadInputException("checkpoint " + file + " is not a checkpoint file (its first line is not a checkpoint header)");
    }
    if (!found.isObject() || !FORMAT.equals(found.path("format").asText())) {
      throw new BadInputException("checkpoint " + file + " is not a checkpoint file of this program");
    }
    // Another version of the program resumes it where the job, the split and its parts are the same: a part's count is the same fact.
    ObjectNode mine = expected.deepCopy();
    String version = found.path("version").asText("unknown");
    mine.set("version", found.get("version"));
    String difference = Header.difference(mine, found);
    if (difference != null) {
      String versions = version.equals(expected.path("version").asText()) ? ""
          : "; it was written by nqueens " + version + ", this is nqueens " + expected.path("version").asText()
              + ", and a checkpoint resumes across versions only where the job and its parts are the same";
      throw new BadInputException("checkpoint " + file + " was made for another job: " + difference + versions
          + " (use another file, or delete this one to start over)");
    }
    return version;
  }

  /** The version of the program that wrote the file's header (this one's, for a new file). */
  public String writtenBy() {
    return writtenBy;
  }

  /**
   * Appends a finished part with one write. A write that fails (a full disk, a file size limit) is
   * cut back to the last whole line, so that the file stays a valid checkpoint of the parts before it,
   * and ends the count in one line (exit 2).
   */
  public synchronized void record(int part, CountResult r) {
    long before = -1;
    try {
      before = channel.position();
      write(channel, PartRecord.write(part, r, job));
      done.put(part, r);
    } catch (IOException e) {
      cutBack(before);
      throw new Failed("checkpoint " + file + ": cannot write (" + IoErrors.describe(e) + "); it keeps the " + done.size()
          + " parts recorded before: free space and run the same command again to go on", e);
    }
  }

  /** A checkpoint that cannot be written or forced to disk: a condition of the machine, said in one line (exit 2). */
  public static final class Failed extends BadInputException {
    Failed(String message, Throwable cause) {
      super(message, cause);
    }
  }

  /** The file cut back to its last whole line, where a failed write left part of one (best effort: a torn last line is dropped on resume anyway). */
  private void cutBack(long to) {
    try {
      if (to >= 0) {
        channel.truncate(to);
        channel.position(to);
      }
    } catch (IOException ignored) {
      // The resume drops a torn last line.
    }
  }

  private static void write(FileChannel channel, String line) throws IOException {
    ByteBuffer buf = ByteBuffer.wrap((line + "\n").getBytes(StandardCharsets.UTF_8));
    while (buf.hasRemaining()) {
      channel.write(buf);
    }
  }

  /**
   * Forces what was recorded to disk and closes the file. A force that fails is said in one line
   * (exit 2): the parts recorded may not survive a power loss, though the file is valid as it stands.
   */
  @Override
  public void close() {
    try (FileChannel c = channel) {
      c.force(false);
    } catch (IOException e) {
      throw new Failed("checkpoint " + file + ": cannot force it to disk (" + IoErrors.describe(e) + "); the " + done.size()
          + " parts recorded are in the file, but a power loss may take the last of them", e);
    }
  }
}
