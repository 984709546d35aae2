package io.nqueens.harness.report;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.datatype.jdk8.Jdk8Module;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The documents a report renders, sorted by kind and typed: what {@code compare --format json},
 * {@code bench --format json} and {@code count --profile --json} write, added as the records a run
 * made or read back from saved JSON into the same records ({@link #read}). A comparison of optima is
 * kept as a benchmark of optimisations (a row per backend and model), so that the report draws both
 * alike.
 */
public final class Results {

  /**
   * How the documents are written and read: an empty Optional is written as null (a field that
   * applies but is not known) and read back from null, a field left out is read as null (one that
   * does not apply), and a saved file is read field by field into the records (a field of another
   * version is passed over, one of the wrong type refuses the file).
   */
  public static final ObjectMapper JSON = new ObjectMapper().registerModule(new Jdk8Module().configureReadAbsentAsNull(true))
      .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES).enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES);

  /** The same, indented, as the commands print documents. */
  public static final ObjectMapper PRETTY = JSON.copy().enable(SerializationFeature.INDENT_OUTPUT);

  private final List<CountsDocument> comparisons = new ArrayList<>();
  private final List<BenchDocument> benchmarks = new ArrayList<>();
  private final List<ProfileDocument> profiles = new ArrayList<>();
  private int optimaCompared;

  public Results add(CountsDocument doc) {
    comparisons.add(doc);
    return this;
  }

  public Results add(BenchDocument doc) {
    benchmarks.add(doc);
    return this;
  }

  public Results add(ProfileDocument doc) {
    profiles.add(doc);
    return this;
  }

  /** compare's optima, kept in bench's shape (a row per backend and model). */
  public Results add(OptimaDocument doc) {
    benchmarks.add(asBench(doc));
    optimaCompared++;
    return this;
  }

  /**
   * A saved document, read into its record; {@code source} names it in the error when it is none of
   * the four kinds or a field cannot be read.
   */
  public Results read(JsonNode doc, String source) {
    try {
      if (doc != null && doc.isObject() && doc.path("task").asText().equals("optimise") && !doc.has("baseline")) {
        return add(JSON.treeToValue(doc, OptimaDocument.class));
      } else if (doc != null && doc.isObject() && doc.has("rows") && doc.has("solvers")) {
        return add(JSON.treeToValue(doc, CountsDocument.class));
      } else if (doc != null && doc.isObject() && doc.has("rows") && doc.has("task")) {
        return add(JSON.treeToValue(doc, BenchDocument.class));
      } else if (doc != null && doc.isObject() && doc.has("profile") && doc.has("solver")) {
        return add(JSON.treeToValue(doc, ProfileDocument.class));
      }
    } catch (MismatchedInputException e) {
      String field = e.getPath().stream().map(r -> r.getFieldName() != null ? "." + r.getFieldName() : "[" + r.getIndex() + "]")
          .collect(Collectors.joining()).replaceFirst("^\\.", "");
      throw new IllegalArgumentException(source + ": a result whose " + (field.isEmpty() ? "shape" : "field " + field) + " cannot be read ("
          + e.getOriginalMessage().lines().findFirst().orElse("") + ")");
    } catch (JsonProcessingException e) {
      throw new IllegalArgumentException(source + ": a result that cannot be read (" + e.getOriginalMessage().lines().findFirst().orElse("") + ")");
    }
    throw new IllegalArgumentException(source + ": not a result of compare, bench or count --profile (their --format json output)");
  }

  /** compare's optima (one row per model, its backends inside) as bench rows (one per backend and model). */
  private static BenchDocument asBench(OptimaDocument doc) {
    List<BenchDocument.Row> rows = new ArrayList<>();
    for (OptimaDocument.Row row : doc.rows()) {
      for (OptimaDocument.Cell b : row.backends()) {
        if (b.outcome() == null) {
          continue;
        }
        boolean complete = b.outcome().equals("complete");
        Optional<Double> median = complete ? Optional.ofNullable(b.medianMs()) : Optional.empty();
        rows.add(new BenchDocument.Row(row.n(), null, b.backend(), median, complete ? Optional.ofNullable(b.minMs()) : Optional.empty(),
            complete ? Optional.ofNullable(b.maxMs()) : Optional.empty(), Optional.empty(), null, complete ? null : b.medianMs(), b.firstMs(), b.runs(),
            Optional.empty(), Optional.empty(), Optional.empty(), b.objective(), b.optimal(), b.bestMs(), Optional.ofNullable(row.sense()), b.bound(),
            b.primalIntegral(), b.area(), b.improvements().stream().map(i -> Improvement.at(i.value(), i.millis())).toList(), null, null,
            complete));
      }
    }
    return new BenchDocument("optimise", doc.repeat(), 0, doc.threads(), null, rows, doc.isolation(), doc.environment());
  }

  /** How many documents were compare's optimisations (drawn with the benchmarks' optimisations). */
  public int optimaCompared() {
    return optimaCompared;
  }

  public List<CountsDocument> comparisons() {
    return List.copyOf(comparisons);
  }

  public List<BenchDocument> benchmarks() {
    return List.copyOf(benchmarks);
  }

  public List<ProfileDocument> profiles() {
    return List.copyOf(profiles);
  }

  /** Each document's record of what ran, in order: comparisons, benchmarks, then profiles (which record none). */
  public List<Provenance> environments() {
    return Stream.concat(comparisons.stream().map(CountsDocument::environment), benchmarks.stream().map(BenchDocument::environment))
        .filter(e -> e != null).toList();
  }
}
