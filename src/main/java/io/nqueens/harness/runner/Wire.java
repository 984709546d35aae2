package io.nqueens.harness.runner;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.JsonSerializer;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.datatype.jdk8.Jdk8Module;
import io.nqueens.harness.Bench;
import io.nqueens.harness.Checked;
import io.nqueens.harness.Optima;
import io.nqueens.model.QueensModel;
import io.nqueens.model.Solution;
import io.nqueens.model.Symmetry;
import io.nqueens.model.io.ModelFile;
import io.nqueens.model.io.ModelWriter;
import io.nqueens.solver.Outcome;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * The one codec between a parent and its children: each message a record, bound by Jackson, one
 * line of JSON. A field the reader expects and the line lacks is an error that names it (never a
 * default); the parent says which version of this protocol it speaks first ({@link Hello}), and a
 * child of another version refuses it. Times are exact (no rounding; an unknown one, NaN, as the
 * string "NaN"); models travel as model files ({@link ModelWriter}, read back by {@link ModelFile});
 * an optimum's best solution travels as its columns and is checked again where it is read
 * ({@link #checked}), so that no solution is shown on a child's word alone.
 */
public final class Wire {

  /** The version of this protocol; a parent and a child must speak the same one. */
  static final int VERSION = 2;

  /** The exit status of a JVM ended by an interrupt (SIGINT). */
  static final int INTERRUPTED = 130;

  /** How often a child says it is alive while it works. */
  static final Duration HEARTBEAT = Duration.ofSeconds(1);

  /** A child's word that it is alive. */
  static final String ALIVE = ".";

  private static final ObjectMapper JSON = JsonMapper.builder()
      .addModule(new Jdk8Module())
      .addModule(domain())
      .enable(DeserializationFeature.FAIL_ON_MISSING_CREATOR_PROPERTIES)
      .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
      .build();

  private Wire() {}

  /** What a parent says first: the protocol's version, the kind of work, the backend with its settings, and each run's limit. */
  record Hello(int version, String work, String backend, Map<String, String> settings, Long limitMs) {}

  /** A row of the plan to measure, each of its runs with this limit (null: none). */
  record Ask(int row, Long limitMs) {}

  /** A child's first answer, once its backend has loaded: the library it runs on, and what it refuses of each model of the plan (null: nothing). */
  record Greeting(String library, List<String> refusals) {}

  /** A failure a child reports for the parent to rethrow: its kind ({@code bad-input}, {@code unavailable}, {@code contradiction}, {@code internal}). */
  record Fault(String kind, String message) {}

  /** One line of JSON. */
  static String line(Object value) {
    try {
      return JSON.writeValueAsString(value);
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("cannot write " + value, e);
    }
  }

  static JsonNode parse(String line) {
    try {
      return JSON.readTree(line);
    } catch (JsonProcessingException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * A record from its JSON, every field present: an error names what is missing or cannot be read
   * ({@code IllegalArgumentException} with Jackson's words: the field, the type, where).
   */
  static <T> T read(JsonNode json, Class<T> type) {
    try {
      return JSON.treeToValue(json, type);
    } catch (JsonProcessingException | IllegalArgumentException e) {
      String why = e instanceof JsonProcessingException j ? j.getOriginalMessage() : e.getMessage();
      throw new IllegalArgumentException("a " + type.getSimpleName() + " that cannot be read: " + why, e);
    }
  }

  /** The same optimisation with its best solution checked here against the model. */
  static Optima.Run checked(Optima.Run r, QueensModel model) {
    return r.result() == null ? r : new Optima.Run(r.backend(), r.threads(), Checked.optimum(model, r.result(), r.backend()), r.medianMs(),
        r.minMs(), r.maxMs(), r.firstMs(), r.bestMs(), r.curves(), r.totals(), r.skipped(), r.failure(), r.provesOptima());
  }

  /** The same benchmark measure with its optimisation's best solution checked here. */
  static Bench.Measure checked(Bench.Measure m, QueensModel model) {
    return m.optimum() == null ? m : new Bench.Measure(m.solver(), m.instance(), m.n(), m.medianMs(), m.minMs(), m.maxMs(), m.madMs(),
        m.result(), m.complete(), m.firstMs(), m.stoppedAtMs(), m.memory(), m.bestMs(), m.improvements(), checked(m.optimum(), model),
        m.runs(), m.failure());
  }

  /** How the model's own types travel: a model as its model file, a solution as its columns, a symmetry and an outcome as their ids. */
  private static SimpleModule domain() {
    SimpleModule m = new SimpleModule("nqueens-wire");
    m.addSerializer(QueensModel.class, serializer(ModelWriter::fields));
    m.addDeserializer(QueensModel.class, deserializer(JsonNode.class, t -> ModelFile.parse(t.toString(), "the parent's plan").model(t.path("n").asInt())));
    m.addSerializer(Solution.class, serializer(Solution::columns));
    m.addDeserializer(Solution.class, deserializer(int[].class, Solution::of));
    m.addSerializer(Symmetry.class, serializer(Symmetry::id));
    m.addDeserializer(Symmetry.class, deserializer(String.class, id -> ModelFile.parseSymmetries(List.of(id)).get(0)));
    m.addSerializer(Outcome.class, serializer(Outcome::id));
    m.addDeserializer(Outcome.class, deserializer(String.class, Outcome::of));
    return m;
  }

  private static <T> JsonSerializer<T> serializer(Function<T, Object> as) {
    return new JsonSerializer<>() {
      @Override
      public void serialize(T value, JsonGenerator gen, SerializerProvider provider) throws IOException {
        provider.defaultSerializeValue(as.apply(value), gen);
      }
    };
  }

  private static <T, F> JsonDeserializer<T> deserializer(Class<F> from, Function<F, T> as) {
    return new JsonDeserializer<>() {
      @Override
      public T deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
        return as.apply(ctxt.readValue(p, from));
      }
    };
  }
}
