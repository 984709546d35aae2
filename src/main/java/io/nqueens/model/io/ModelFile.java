package io.nqueens.model.io;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.cfg.CoercionAction;
import com.fasterxml.jackson.databind.cfg.CoercionInputShape;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.type.LogicalType;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import io.nqueens.BadInputException;
import io.nqueens.model.Objective;
import io.nqueens.model.QueensModel;
import io.nqueens.model.Symmetry;
import io.nqueens.model.expr.Table;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.stream.IntStream;

/**
 * A model file: a name, a description, a board size n or a range {@code "8..12"}, and constraints.
 * YAML ({@code .yaml}, {@code .yml}) or JSON ({@code .json}); docs/model-files.md documents every key.
 *
 * <pre>
 * name: completion
 * description: Complete a partial placement.
 * n: 8
 * queens: ["0,0", "d5"]      # 0-based row,col or chess squares
 * blocked: ["1,1"]
 * exclude_sums: [3]         # no queen where row + col = 3 (CSPLib 79)
 * exclude_differences: [0]  # no queen where row - col = 0
 * knight: false
 * toroidal: false
 * diagonals: true            # false: queens do not attack along diagonals
 * touching: false            # true: no two queens on touching squares
 * regions: [AAB, ABB, CCC]   # one character a square naming its region; one queen in each
 * board: |                   # optional picture: Q pre-placed, x blocked, . free
 *   Q.......
 *   ........
 * </pre>
 */
public record ModelFile(String name, String description, int nFrom, int nTo, ModelBuilder builder, List<Symmetry> symmetries) {

  /** The keys a model file may hold. */
  static final String KEYS =
      "name, description, n, queens, blocked, exclude_sums, exclude_differences, knight, toroidal, diagonals, touching, regions, board, constraints, "
          + "symmetries, tables, objective";

  /**
   * The symmetries the file declares its solutions to have (verified before they are used), or
   * empty when it declares none; {@code [none]} declares the identity alone.
   */
  public Optional<List<Symmetry>> declaredSymmetries() {
    return Optional.ofNullable(symmetries);
  }

  /** The model for one board size of the file's range (chess squares are resolved for that size). */
  public QueensModel model(int n) {
    return builder.build(n, name, description);
  }

  public List<Integer> sizes() {
    return IntStream.rangeClosed(nFrom, nTo).boxed().toList();
  }

  /** The keys a model file may hold; anything else is an error, so that typos do not pass silently. */
  private record Raw(
      @JsonProperty("name") String name,
      @JsonProperty("description") String description,
      @JsonProperty("n") JsonNode n,
      @JsonProperty("queens") List<JsonNode> queens,
      @JsonProperty("blocked") List<JsonNode> blocked,
      @JsonProperty("exclude_sums") List<Integer> excludeSums,
      @JsonProperty("exclude_differences") List<Integer> excludeDifferences,
      @JsonProperty("knight") Boolean knight,
      @JsonProperty("toroidal") Boolean toroidal,
      @JsonProperty("diagonals") Boolean diagonals,
      @JsonProperty("touching") Boolean touching,
      @JsonProperty("regions") JsonNode regions,
      @JsonProperty("board") String board,
      @JsonProperty("constraints") List<String> constraints,
      @JsonProperty("symmetries") List<String> symmetries,
      @JsonProperty("tables") LinkedHashMap<String, JsonNode> tables,
      @JsonProperty("objective") LinkedHashMap<String, String> objective) {}

  /**
   * The largest model file read, in bytes: the YAML reader's own limit on a document (3 million
   * code points), applied to every file before it is read, so that a huge file or a device that
   * never ends ({@code /dev/zero}) is refused at once rather than filling the memory.
   */
  public static final int MAX_BYTES = 3_000_000;

  public static ModelFile read(Path file) {
    return parse(text(file, "model file"), file.toString());
  }

  /**
   * A region map from a text file: its n rows, one character a square (blank lines and the blanks
   * around a row are left out; a blank inside a row is refused, as is a ragged row or a count of
   * regions other than n).
   */
  public static List<String> readRegionRows(Path file) {
    List<String> rows = text(file, "region file").lines().map(String::strip).filter(l -> !l.isEmpty()).toList();
    if (rows.isEmpty()) {
      throw new ModelFileException(file + ": the region file is empty; it holds the n rows of the map, one character a square");
    }
    return rows;
  }

  /** A file's text, at most {@link #MAX_BYTES} bytes of UTF-8; {@code what} names it in messages. */
  private static String text(Path file, String what) {
    byte[] bytes;
    try {
      if (Files.isDirectory(file)) {
        throw new ModelFileException(file + ": is a directory, not a " + what);
      }
      if (Files.isRegularFile(file) && Files.size(file) > MAX_BYTES) {
        throw new ModelFileException(file + ": the " + what + " has " + Files.size(file) + " bytes, more than a " + what + " may have (" + MAX_BYTES + ")");
      }
      try (InputStream in = Files.newInputStream(file)) {
        bytes = in.readNBytes(MAX_BYTES + 1);
      }
      if (bytes.length > MAX_BYTES) {
        throw new ModelFileException(file + ": the " + what + " has more than " + MAX_BYTES + " bytes, more than a " + what + " may have");
      }
    } catch (NoSuchFileException e) {
      throw new ModelFileException(file + ": no such " + what);
    } catch (AccessDeniedException e) {
      throw new ModelFileException(file + ": cannot read " + what + " (permission denied)");
    } catch (IOException e) {
      throw new ModelFileException(file + ": cannot read " + what + " (" + IoErrors.describe(e) + ")");
    }
    try {
      return StandardCharsets.UTF_8.newDecoder().decode(ByteBuffer.wrap(bytes)).toString();
    } catch (CharacterCodingException e) {
      throw new ModelFileException(file + ": not a " + what + " (it is not UTF-8 text)");
    }
  }

  /** Parses model-file text; {@code source} names it in messages and chooses JSON when it ends in .json. */
  public static ModelFile parse(String text, String source) {
    boolean json = source.toLowerCase(Locale.ROOT).endsWith(".json");
    ObjectMapper mapper = json ? new ObjectMapper() : new ObjectMapper(new YAMLFactory());
    mapper.enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);
    // Booleans are booleans: knight: 1 or knight: "yes" is refused, not read as true.
    mapper.coercionConfigFor(LogicalType.Boolean)
        .setCoercion(CoercionInputShape.Integer, CoercionAction.Fail)
        .setCoercion(CoercionInputShape.Float, CoercionAction.Fail)
        .setCoercion(CoercionInputShape.String, CoercionAction.Fail);
    mapper.enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES);
    // YAML 1.1 reads yes, no, on and off as Booleans: only true and false are taken.
    mapper.registerModule(new SimpleModule().addDeserializer(Boolean.class, new StrictBoolean()));
    // A key written twice would otherwise keep only its last value, silently dropping constraints.
    mapper.enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION);
    if (text.isBlank()) {
      throw new ModelFileException(source + ": the model file is empty");
    }
    Raw raw;
    try (JsonParser parser = mapper.createParser(text)) {
      raw = mapper.readValue(parser, Raw.class);
      JsonToken more = parser.nextToken();
      if (more != null) {
        throw new ModelFileException(source + where(parser.currentTokenLocation())
            + ": a second " + (json ? "JSON value" : "YAML document") + " follows the model; a model file holds one");
      }
    } catch (UnrecognizedPropertyException e) {
      String line = lineOfKey(text, e.getPropertyName()).map(l -> ":" + l).orElse(where(e.getLocation()));
      throw new ModelFileException(source + line + ": unknown key '" + e.getPropertyName() + "' (known: " + KEYS + ")");
    } catch (MismatchedInputException e) {
      throw new ModelFileException(source + where(e.getLocation()) + ": " + mismatch(e));
    } catch (JsonProcessingException e) {
      String message = plain(e.getOriginalMessage().lines().findFirst().orElse("malformed"));
      if (message.startsWith("Duplicate field")) {
        String key = message.replaceAll("^Duplicate field '([^']*)'.*$", "$1");
        message = "key '" + key + "' is written twice; write each key once (list every square under one key)";
      } else {
        message = (json ? "not valid JSON: " : "not valid YAML: ") + message;
      }
      throw new ModelFileException(source + where(e.getLocation()) + ": " + message);
    } catch (IOException e) {
      throw new ModelFileException(source + ": cannot read model file (" + IoErrors.describe(e) + ")");
    }
    if (raw == null) {
      throw new ModelFileException(source + ": the model file is empty");
    }
    try {
      return build(raw);
    } catch (IllegalArgumentException e) {
      throw new ModelFileException(source + ": " + e.getMessage());
    }
  }

  /** A Boolean written {@code true} or {@code false}, nothing else ({@code yes}, {@code on}, {@code 1} are refused). */
  private static final class StrictBoolean extends JsonDeserializer<Boolean> {
    @Override
    public Boolean deserialize(JsonParser p, DeserializationContext context) throws IOException {
      JsonToken t = p.currentToken();
      if ((t == JsonToken.VALUE_TRUE || t == JsonToken.VALUE_FALSE) && (p.getText().equals("true") || p.getText().equals("false"))) {
        return t == JsonToken.VALUE_TRUE;
      }
      return (Boolean) context.handleUnexpectedToken(Boolean.class, p);
    }
  }

  /** A value of the wrong shape, said in the model file's terms. */
  private static String mismatch(MismatchedInputException e) {
    String key = e.getPath().stream().map(r -> r.getFieldName()).filter(Objects::nonNull).reduce((a, b) -> b).orElse(null);
    if (key == null) {
      return "a model file is a mapping of keys (" + KEYS + "), not a " + (e.getTargetType() == Raw.class ? "list or a single value" : "value");
    }
    String expected = switch (key) {
      case "name", "description", "board" -> "text";
      case "knight", "toroidal", "diagonals", "touching" -> "true or false";
      case "queens", "blocked" -> "a list of squares such as [\"0,0\", \"a1\", [2, 3]]";
      case "exclude_sums", "exclude_differences" -> "a list of whole numbers such as [0, 4]";
      case "constraints" -> "a list of expressions in quotes such as [\"q[0] < q[n-1]\"]";
      case "tables" -> "a mapping of table names to rows of whole numbers, such as {w: [[3, 1], [4, 1]]}";
      case "objective" -> "one of {minimize: EXPR} or {maximize: EXPR}";
      default -> "another kind of value";
    };
    return "key '" + key + "' expects " + expected;
  }

  /** The line where a key is written (the parser reports the token after it, often the next line). */
  private static Optional<Integer> lineOfKey(String text, String key) {
    List<String> lines = text.lines().toList();
    for (int i = 0; i < lines.size(); i++) {
      String l = lines.get(i).strip();
      if (l.startsWith(key + ":") || l.startsWith(key + " :") || l.contains("\"" + key + "\"")) {
        return Optional.of(i + 1);
      }
    }
    return Optional.empty();
  }

  /** Where the parser was, as {@code :line:column} (YAML and JSON alike), or nothing when it does not know. */
  private static String where(JsonLocation loc) {
    if (loc == null || loc.getLineNr() < 1) {
      return "";
    }
    return ":" + loc.getLineNr() + (loc.getColumnNr() > 0 ? ":" + loc.getColumnNr() : "");
  }

  /** A parser's message without what it says about its input source ("at [Source: ...]", "(for Object starting at ...)"). */
  private static String plain(String message) {
    return message.replaceAll("\\s*\\(for [^)]*starting at \\[Source:.*$", "").replaceAll("\\s*at \\[Source:.*$", "")
        .replaceAll("\\s*\\[Source:.*$", "").strip();
  }

  /** Symmetries by name: each of the eight's id or an alias (half-turn, mirror), or none for the identity alone. */
  public static List<Symmetry> parseSymmetries(List<String> names) {
    List<Symmetry> out = new ArrayList<>();
    for (String name : names) {
      if (name == null) {
        throw new BadInputException("symmetries: an entry is empty");
      }
      if (name.strip().equalsIgnoreCase("none")) {
        if (names.size() > 1) {
          throw new BadInputException("symmetries: 'none' declares the identity alone; it does not go with other symmetries (" + String.join(",", names) + ")");
        }
        continue;
      }
      out.add(Symmetry.parse(name));
    }
    return List.copyOf(out);
  }

  private static ModelFile build(Raw raw) {
    List<String> picture = raw.board() == null ? List.of() : raw.board().strip().lines().map(String::strip).toList();
    ModelBuilder builder = new ModelBuilder();
    if (raw.regions() != null && !raw.regions().isNull()) {
      builder.regions("regions", regionRows(raw.regions()));
    }
    int[] range = sizes(raw.n(), picture.isEmpty() ? builder.regionRows() : picture.size());
    for (JsonNode q : nonNull(raw.queens())) {
      square(builder, q, "queens");
    }
    for (JsonNode b : nonNull(raw.blocked())) {
      square(builder, b, "blocked");
    }
    builder.picture(picture);
    nonNull(raw.excludeSums()).forEach(builder::excludeSum);
    nonNull(raw.excludeDifferences()).forEach(builder::excludeDifference);
    builder.knight(Boolean.TRUE.equals(raw.knight()));
    builder.toroidal(Boolean.TRUE.equals(raw.toroidal()));
    builder.diagonals(!Boolean.FALSE.equals(raw.diagonals()));
    builder.touching(Boolean.TRUE.equals(raw.touching()));
    if (raw.tables() != null) {
      raw.tables().forEach((name, value) -> builder.table(table(name, value)));
    }
    if (raw.objective() != null) {
      if (raw.objective().size() != 1) {
        throw new BadInputException("objective: give one of minimize or maximize, such as {maximize: \"sum(i in 0..n-1)(w[i][q[i]])\"}");
      }
      Map.Entry<String, String> e = raw.objective().entrySet().iterator().next();
      builder.objective("objective", Objective.Sense.of(e.getKey()), e.getValue());
    }
    List<String> expressions = nonNull(raw.constraints());
    for (int i = 0; i < expressions.size(); i++) {
      if (expressions.get(i) == null) {
        throw new BadInputException("constraints: entry " + (i + 1) + " is empty");
      }
      builder.expression("constraints", expressions.get(i));
    }
    ModelFile file = new ModelFile(raw.name() == null ? "" : raw.name(), raw.description() == null ? "" : raw.description(),
        range[0], range[1], builder, raw.symmetries() == null ? null : parseSymmetries(raw.symmetries()));
    // Every size of the range must make a model (a chess square may be off the smaller boards).
    for (int n = range[0]; n <= range[1]; n++) {
      file.model(n);
    }
    return file;
  }

  /**
   * A table: a list of whole numbers (a row, {@code t[i]}), a list of such lists (a grid,
   * {@code w[r][c]}), or a grid picture: lines of whole numbers separated by blanks.
   */
  static Table table(String name, JsonNode value) {
    String where = "tables: " + name;
    if (value == null || value.isNull()) {
      throw new BadInputException(where + " has no values");
    }
    if (value.isTextual()) {
      List<String> lines = value.asText().strip().lines().map(String::strip).filter(l -> !l.isEmpty()).toList();
      long[][] rows = new long[lines.size()][];
      for (int r = 0; r < rows.length; r++) {
        String[] words = lines.get(r).split("\\s+");
        rows[r] = new long[words.length];
        for (int c = 0; c < words.length; c++) {
          try {
            rows[r][c] = Long.parseLong(words[c]);
          } catch (NumberFormatException e) {
            throw new BadInputException(where + ": '" + words[c] + "' in row " + r + " of the picture is "
                + (words[c].matches("[+-]?\\d+") ? "out of range (" + RANGE + ")" : "not a whole number"));
          }
        }
      }
      return Table.grid(name, rows);
    }
    if (!value.isArray() || value.isEmpty()) {
      throw new BadInputException(where + " must be a list of whole numbers, a list of such lists, or a picture of numbers");
    }
    if (value.get(0).isArray()) {
      long[][] rows = new long[value.size()][];
      for (int r = 0; r < rows.length; r++) {
        if (!value.get(r).isArray()) {
          throw new BadInputException(where + ": row " + r + " is not a list (" + value.get(r) + ")");
        }
        rows[r] = numbers(where + ", row " + r, value.get(r));
      }
      return Table.grid(name, rows);
    }
    return Table.row(name, numbers(where, value));
  }

  private static long[] numbers(String where, JsonNode list) {
    long[] out = new long[list.size()];
    for (int i = 0; i < out.length; i++) {
      JsonNode v = list.get(i);
      if (v.isIntegralNumber() && !v.canConvertToLong()) {
        throw new BadInputException(where + ": " + v + " at index " + i + " is out of range (" + RANGE + ")");
      }
      if (!v.isIntegralNumber()) {
        throw new BadInputException(where + ": " + v + " at index " + i + " is not a whole number");
      }
      out[i] = v.asLong();
    }
    return out;
  }

  /** {@code regions:} as a list of strings, one a row, or as a picture: lines of text. */
  private static List<String> regionRows(JsonNode value) {
    if (value.isTextual()) {
      return value.asText().strip().lines().map(String::strip).toList();
    }
    if (!value.isArray() || value.isEmpty()) {
      throw new BadInputException("regions: give the rows of the map as a list of strings, such as [AAB, ABB, CCC]");
    }
    List<String> rows = new ArrayList<>();
    for (int r = 0; r < value.size(); r++) {
      JsonNode row = value.get(r);
      if (!row.isTextual()) {
        throw new BadInputException("regions: row " + r + " (" + row + ") is not a string of region names");
      }
      rows.add(row.asText());
    }
    return rows;
  }

  /** The range of a table's values, as messages give it. */
  static final String RANGE = "a table value is a whole number from " + Long.MIN_VALUE + " to " + Long.MAX_VALUE;

  private static <T> List<T> nonNull(List<T> list) {
    return list == null ? List.of() : list;
  }

  /** {@code n: 8}, {@code n: "8..12"}, or no n with a board picture (n is its number of rows). */
  private static int[] sizes(JsonNode n, int pictureRows) {
    if (n == null || n.isNull()) {
      if (pictureRows == 0) {
        throw new BadInputException("missing key 'n' (the board size, such as 8 or \"8..12\")");
      }
      return new int[] {pictureRows, pictureRows};
    }
    if (n.isInt()) {
      return checkedRange(n.asInt(), n.asInt(), n.toString());
    }
    if (n.isNumber() || n.isBoolean()) {
      throw new BadInputException("n " + n + " must be a whole number (the board size) or a range like \"8..12\"");
    }
    String s = n.asText().trim();
    int dots = s.indexOf("..");
    try {
      if (dots > 0) {
        return checkedRange(Integer.parseInt(s.substring(0, dots).trim()), Integer.parseInt(s.substring(dots + 2).trim()), s);
      }
      int v = Integer.parseInt(s);
      return checkedRange(v, v, s);
    } catch (NumberFormatException e) {
      throw new BadInputException("n '" + s + "' is neither a number nor a range like 8..12");
    }
  }

  private static int[] checkedRange(int from, int to, String text) {
    if (from < 1 || to < from) {
      throw new BadInputException("n '" + text + "' must be a size >= 1 or a range from..to with 1 <= from <= to");
    }
    if (to > QueensModel.MAX_N) {
      throw new BadInputException("n '" + text + "' goes beyond the largest board, " + QueensModel.MAX_N);
    }
    return new int[] {from, to};
  }

  private static void square(ModelBuilder builder, JsonNode node, String key) {
    if (node.isArray() && node.size() == 2 && node.get(0).isInt() && node.get(1).isInt()) {
      if (key.equals("queens")) {
        builder.queen(key, node.get(0).asInt(), node.get(1).asInt());
      } else {
        builder.blocked(key, node.get(0).asInt(), node.get(1).asInt());
      }
      return;
    }
    if (node.isTextual()) {
      if (key.equals("queens")) {
        builder.queen(key, node.asText());
      } else {
        builder.blocked(key, node.asText());
      }
      return;
    }
    throw new BadInputException(key + ": " + node + " is not a square; write \"row,col\", [row, col] or a chess square like \"a1\"");
  }
}
