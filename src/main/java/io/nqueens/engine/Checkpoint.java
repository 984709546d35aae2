package io.nqueens.engine;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.nqueens.model.BadInputException;
import io.nqueens.model.io.IoErrors;
import io.nqueens.solver.CountResult;
import io.nqueens.solver.Outcome;
import io.nqueens.solver.Statistics;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
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
  private static final String FORMAT = "nqueens-checkpoint/1";

  private final Path file;
  private final FileChannel channel;
  private final Map<Integer, CountResult> done;

  private Checkpoint(Path file, FileChannel channel, Map<Integer, CountResult> done) {
    this.file = file;
    this.channel = channel;
    this.done = done;
  }

  /** The parts finished before, by index. */
  public Map<Integer, CountResult> done() {
    return Map.copyOf(done);
  }

  /** Opens (and creates, with its header) or resumes the checkpoint of this job. */
  public static Checkpoint open(Path file, Job job, int parts, String version) {
    ObjectNode header = job.toJsonNode();
    header.put("format", FORMAT);
    header.put("parts", parts);
    header.put("version", version);
    try {
      Map<Integer, CountResult> done = new TreeMap<>();
      long keep = 0;
      if (Files.exists(file) && Files.size(file) > 0) {
        byte[] bytes = Files.readAllBytes(file);
        String text = new String(bytes, StandardCharsets.UTF_8);
        List<String> lines = text.lines().toList();
        boolean endsWithNewline = text.endsWith("\n");
        checkHeader(file, lines.get(0), header);
        keep = lines.get(0).getBytes(StandardCharsets.UTF_8).length + 1L;
        for (int i = 1; i < lines.size(); i++) {
          boolean last = i == lines.size() - 1;
          String line = lines.get(i);
          try {
            if (last && !endsWithNewline) {
              throw new IOException("torn");
            }
            JsonNode o = JSON.readTree(line);
            done.put(o.get("part").asInt(), result(o));
            keep += line.getBytes(StandardCharsets.UTF_8).length + 1L;
          } catch (IOException | RuntimeException e) {
            if (!last) {
              throw new BadInputException("checkpoint " + file + ": line " + (i + 1) + " is damaged (only the last line may be torn)");
            }
            // A torn last line: that part is counted again.
          }
        }
      }
      FileChannel channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
      if (keep == 0) {
        channel.truncate(0);
        write(channel, header.toString());
      } else {
        channel.truncate(keep);
        channel.position(keep);
      }
      return new Checkpoint(file, channel, done);
    } catch (IOException e) {
      throw new BadInputException("--checkpoint " + file + ": cannot use (" + IoErrors.describe(e) + ")");
    }
  }

  /** Refuses a file made for another job, naming the first difference. */
  private static void checkHeader(Path file, String line, ObjectNode expected) {
    JsonNode found;
    try {
      found = JSON.readTree(line);
    } catch (IOException e) {
      throw new BadInputException("checkpoint " + file + " is not a checkpoint file (its first line is not a checkpoint header)");
    }
    if (!FORMAT.equals(found.path("format").asText())) {
      throw new BadInputException("checkpoint " + file + " is not a checkpoint file of this program");
    }
    for (String key : List.of("model", "solver", "unique", "split", "parts")) {
      if (!expected.get(key).equals(found.get(key))) {
        throw new BadInputException("checkpoint " + file + " was made for another " + describe(key) + ": it has " + found.get(key)
            + ", this run has " + expected.get(key) + " (use another file, or delete this one to start over)");
      }
    }
  }

  private static String describe(String key) {
    return switch (key) {
      case "solver" -> "solver";
      case "unique" -> "count (with or without --unique)";
      case "split" -> "split";
      case "parts" -> "split (number of parts)";
      default -> "model";
    };
  }

  private static CountResult result(JsonNode o) {
    Map<String, Long> counters = new LinkedHashMap<>();
    Iterator<Map.Entry<String, JsonNode>> it = o.get("counters").fields();
    while (it.hasNext()) {
      Map.Entry<String, JsonNode> e = it.next();
      counters.put(e.getKey(), e.getValue().asLong());
    }
    Long unique = o.get("unique").isNull() ? null : o.get("unique").asLong();
    return new CountResult(o.get("solutions").asLong(), unique, Outcome.COMPLETE, new Statistics(o.get("millis").asLong(), counters));
  }

  /** Appends a finished part with one write. */
  public synchronized void record(int part, CountResult r) {
    ObjectNode o = JSON.createObjectNode();
    o.put("part", part);
    o.put("solutions", r.solutions());
    if (r.unique() == null) {
      o.putNull("unique");
    } else {
      o.put("unique", r.unique());
    }
    o.put("millis", r.statistics().millis());
    o.set("counters", JSON.valueToTree(r.statistics().counters()));
    try {
      write(channel, o.toString());
      done.put(part, r);
    } catch (IOException e) {
      throw new IllegalStateException("checkpoint " + file + ": cannot write (" + IoErrors.describe(e) + ")", e);
    }
  }

  private static void write(FileChannel channel, String line) throws IOException {
    ByteBuffer buf = ByteBuffer.wrap((line + "\n").getBytes(StandardCharsets.UTF_8));
    while (buf.hasRemaining()) {
      channel.write(buf);
    }
  }

  @Override
  public void close() {
    try {
      channel.force(false);
      channel.close();
    } catch (IOException ignored) {
      // Everything recorded was forced to disk already.
    }
  }
}
