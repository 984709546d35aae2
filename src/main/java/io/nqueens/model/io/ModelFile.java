package io.nqueens.model.io;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import io.nqueens.model.Blocked;
import io.nqueens.model.Cell;
import io.nqueens.model.Constraint;
import io.nqueens.model.ExcludedDiagonal;
import io.nqueens.model.KnightExclusion;
import io.nqueens.model.Queen;
import io.nqueens.model.QueensModel;
import io.nqueens.model.Toroidal;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.IntStream;

/**
 * A model file: a name, a description, a board size n or a range {@code "8..12"}, and constraints.
 * YAML ({@code .yaml}, {@code .yml}) or JSON ({@code .json}); the README documents every key.
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
 * board: |                   # optional picture: Q pre-placed, x blocked, . free
 *   Q.......
 *   ........
 * </pre>
 */
public record ModelFile(String name, String description, int nFrom, int nTo, List<Constraint> constraints) {

  /** The model for one board size of the file's range. */
  public QueensModel model(int n) {
    return new QueensModel(n, constraints, name, description);
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
      @JsonProperty("board") String board) {}

  public static ModelFile read(Path file) {
    String text;
    try {
      text = Files.readString(file);
    } catch (NoSuchFileException e) {
      throw new ModelFileException(file + ": no such model file");
    } catch (IOException e) {
      throw new ModelFileException(file + ": cannot read model file (" + e.getMessage() + ")");
    }
    return parse(text, file.toString());
  }

  /** Parses model-file text; {@code source} names it in messages and chooses JSON when it ends in .json. */
  public static ModelFile parse(String text, String source) {
    boolean json = source.toLowerCase(Locale.ROOT).endsWith(".json");
    ObjectMapper mapper = json ? new ObjectMapper() : new ObjectMapper(new YAMLFactory());
    mapper.enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);
    mapper.enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES);
    Raw raw;
    try {
      raw = mapper.readValue(text, Raw.class);
    } catch (UnrecognizedPropertyException e) {
      String line = lineOfKey(text, e.getPropertyName()).map(l -> ":" + l).orElse(where(e.getLocation()));
      throw new ModelFileException(source + line + ": unknown key '" + e.getPropertyName()
          + "' (known: name, description, n, queens, blocked, exclude_sums, exclude_differences, knight, toroidal, board)");
    } catch (JsonProcessingException e) {
      throw new ModelFileException(source + where(e.getLocation()) + ": " + e.getOriginalMessage().lines().findFirst().orElse("malformed"));
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

  /** The line where a key is written (the parser reports the token after it, often the next line). */
  private static java.util.Optional<Integer> lineOfKey(String text, String key) {
    List<String> lines = text.lines().toList();
    for (int i = 0; i < lines.size(); i++) {
      String l = lines.get(i).strip();
      if (l.startsWith(key + ":") || l.startsWith(key + " :") || l.contains("\"" + key + "\"")) {
        return java.util.Optional.of(i + 1);
      }
    }
    return java.util.Optional.empty();
  }

  private static String where(JsonLocation loc) {
    return loc == null || loc.getLineNr() < 1 ? "" : ":" + loc.getLineNr();
  }

  private static ModelFile build(Raw raw) {
    List<String> picture = raw.board() == null ? List.of() : raw.board().strip().lines().map(String::strip).toList();
    int[] range = sizes(raw.n(), picture.size());
    List<Constraint> constraints = new ArrayList<>();
    for (JsonNode q : nonNull(raw.queens())) {
      Cell c = cell(q, "queens", range[1]);
      constraints.add(new Queen(c.row(), c.col()));
    }
    for (JsonNode b : nonNull(raw.blocked())) {
      Cell c = cell(b, "blocked", range[1]);
      constraints.add(new Blocked(c.row(), c.col()));
    }
    constraints.addAll(pictureConstraints(picture, range));
    nonNull(raw.excludeSums()).forEach(i -> constraints.add(ExcludedDiagonal.sum(i)));
    nonNull(raw.excludeDifferences()).forEach(i -> constraints.add(ExcludedDiagonal.difference(i)));
    if (Boolean.TRUE.equals(raw.knight())) {
      constraints.add(new KnightExclusion());
    }
    if (Boolean.TRUE.equals(raw.toroidal())) {
      constraints.add(new Toroidal());
    }
    ModelFile file = new ModelFile(raw.name() == null ? "" : raw.name(), raw.description() == null ? "" : raw.description(),
        range[0], range[1], List.copyOf(constraints));
    file.model(range[0]);
    return file;
  }

  private static <T> List<T> nonNull(List<T> list) {
    return list == null ? List.of() : list;
  }

  /** {@code n: 8}, {@code n: "8..12"}, or no n with a board picture (n is its number of rows). */
  private static int[] sizes(JsonNode n, int pictureRows) {
    if (n == null || n.isNull()) {
      if (pictureRows == 0) {
        throw new IllegalArgumentException("missing key 'n' (the board size, such as 8 or \"8..12\")");
      }
      return new int[] {pictureRows, pictureRows};
    }
    if (n.isInt()) {
      return checkedRange(n.asInt(), n.asInt(), n.toString());
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
      throw new IllegalArgumentException("n '" + s + "' is neither a number nor a range like 8..12");
    }
  }

  private static int[] checkedRange(int from, int to, String text) {
    if (from < 1 || to < from) {
      throw new IllegalArgumentException("n '" + text + "' must be a size >= 1 or a range from..to with 1 <= from <= to");
    }
    return new int[] {from, to};
  }

  private static Cell cell(JsonNode node, String key, int n) {
    if (node.isArray() && node.size() == 2 && node.get(0).isInt() && node.get(1).isInt()) {
      return new Cell(node.get(0).asInt(), node.get(1).asInt());
    }
    if (node.isTextual()) {
      try {
        return Cell.parse(node.asText(), n);
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException(key + ": " + e.getMessage());
      }
    }
    throw new IllegalArgumentException(key + ": " + node + " is not a square; write \"row,col\", [row, col] or a chess square like \"a1\"");
  }

  private static List<Constraint> pictureConstraints(List<String> rows, int[] range) {
    List<Constraint> out = new ArrayList<>();
    if (rows.isEmpty()) {
      return out;
    }
    if (range[0] != range[1] || rows.size() != range[0]) {
      throw new IllegalArgumentException("board picture has " + rows.size() + " rows but n is " + (range[0] == range[1] ? range[0] : range[0] + ".." + range[1]));
    }
    for (int r = 0; r < rows.size(); r++) {
      String row = rows.get(r).replace(" ", "");
      if (row.length() != range[0]) {
        throw new IllegalArgumentException("board picture row " + r + " '" + rows.get(r) + "' has " + row.length() + " squares, expected " + range[0]);
      }
      for (int c = 0; c < row.length(); c++) {
        switch (row.charAt(c)) {
          case 'Q', 'q' -> out.add(new Queen(r, c));
          case 'x', 'X' -> out.add(new Blocked(r, c));
          case '.' -> { }
          default -> throw new IllegalArgumentException(
              "board picture row " + r + " has '" + row.charAt(c) + "' in column " + c + "; use Q (queen), x (blocked) or . (free)");
        }
      }
    }
    return out;
  }
}
