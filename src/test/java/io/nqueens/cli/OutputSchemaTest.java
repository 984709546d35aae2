package io.nqueens.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SpecVersion;
import com.networknt.schema.ValidationMessage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Real outputs of every command that writes JSON, validated against the schema in
 * docs/schema/output.schema.json (with networknt's JSON Schema validator): a field the schema does
 * not document, or one of the wrong type, fails.
 */
class OutputSchemaTest {

  private static final ObjectMapper JSON = new ObjectMapper();
  private static JsonNode schema;

  @BeforeAll
  static void load() throws IOException {
    schema = JSON.readTree(Files.readString(Path.of("docs/schema/output.schema.json")));
  }

  private static void assertValid(String definition, String text) throws IOException {
    ObjectNode root = schema.deepCopy();
    root.put("$ref", "#/$defs/" + definition);
    Set<ValidationMessage> problems = JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V202012).getSchema(root).validate(JSON.readTree(text));
    assertThat(problems).as(definition + ": " + text).isEmpty();
  }

  @ParameterizedTest(name = "solve {0}")
  @CsvSource(delimiter = ';', value = {"-n 8", "-n 3", "-n 8 --queen 0,0 --solver choco", "-n 9 --solver cpsat", "-n 30 --solver backtracking:simple --time-limit 1ms"})
  void solve(String args) throws IOException {
    Cli.Result r = Cli.run(("solve " + args + " --format json").split(" "));
    assertValid("solve", r.out());
  }

  @ParameterizedTest(name = "count {0}")
  @CsvSource(delimiter = ';', value = {"-n 8", "-n 10 --unique", "-n 9 --solver choco --unique", "-n 9 --solver cpsat", "-n 18 --time-limit 200ms",
      "-n 6 --solver minizinc"})
  void count(String args) throws IOException {
    Cli.Result r = Cli.run(("count " + args + " --json").split(" "));
    if (r.exit() == ExitCode.BACKEND_UNAVAILABLE) {
      return;
    }
    assertValid("count", r.out());
  }

  @ParameterizedTest(name = "count --profile {0}")
  @CsvSource(delimiter = ';', value = {"-n 8", "-n 7 --solver choco", "-n 7 --solver cpsat", "-n 8 --knight --time-limit 1ms"})
  void profile(String args) throws IOException {
    Cli.Result r = Cli.run(("count --profile " + args + " --json").split(" "));
    assertValid("profile", r.out());
  }

  @Test
  void countWithACheckpoint(@TempDir Path dir) throws IOException {
    Cli.Result r = Cli.run("count", "-n", "10", "--checkpoint", dir.resolve("c.ck").toString(), "--json");
    assertValid("count", r.out());
  }

  @ParameterizedTest(name = "symmetries {0}")
  @CsvSource(delimiter = ';', value = {"-n 8", "--model models/mirror-broken.yaml", "-n 6 --block 0,0", "--model models/superqueens-expression.yaml -n 10"})
  void symmetries(String args) throws IOException {
    Cli.Result r = Cli.run(("symmetries " + args + " --json").split(" "));
    assertThat(r.exit()).as(r.err()).isZero();
    assertValid("symmetries", r.out());
  }

  @Test
  void list() throws IOException {
    Cli.Result r = Cli.run("list", "-n", "6", "--format", "json");
    String[] lines = r.out().strip().split("\n");
    for (int i = 0; i < lines.length - 1; i++) {
      assertValid("listSolution", lines[i]);
    }
    assertValid("listSummary", lines[lines.length - 1]);
  }

  @ParameterizedTest(name = "compare {0}")
  @CsvSource(delimiter = ';', value = {"--to 6", "--to 6 --unique --solvers backtracking,choco", "--from 30 --to 30 --solvers backtracking --time-limit 200ms",
      "-n 8 --block 0,0 --solvers backtracking"})
  void compare(String args) throws IOException {
    Cli.Result r = Cli.run(("compare " + args + " --format json").split(" "));
    assertValid("compare", r.out());
  }

  @Test
  void bench(@TempDir Path dir) throws IOException {
    assertValid("bench", Cli.run("bench", "--in-process", "--from", "5", "--to", "6", "--solvers", "backtracking,choco", "--repeat", "1", "--format", "json").out());
    Files.writeString(dir.resolve("a.yaml"), "n: 8\nqueens: [\"0,0\"]\n");
    assertValid("bench", Cli.run("bench", "--in-process", "--models", dir.toString(), "--task", "solve", "--solvers", "backtracking", "--repeat", "1", "--format", "json").out());
  }

  @ParameterizedTest(name = "optimise {0}")
  @CsvSource(delimiter = ';', value = {"--model models/lex-first.yaml", "--model models/weighted.yaml -n 12 --solver choco",
      "--model models/weighted.yaml -n 12 --solver cpsat", "--model models/fewest-knight-attacks.yaml -n 8 --solver minizinc",
      "--model models/weighted.yaml -n 16 --solver choco --time-limit 50ms", "--model models/lex-first.yaml -n 3"})
  void solveWithAnObjective(String args) throws IOException {
    Cli.Result r = Cli.run(("solve " + args + " --format json").split(" "));
    if (r.exit() == ExitCode.BACKEND_UNAVAILABLE) {
      return;
    }
    assertValid("solve", r.out());
    assertThat(JSON.readTree(r.out()).has("objective")).as(r.out()).isTrue();
  }

  @Test
  void compareAndBenchWithAnObjective() throws IOException {
    assertValid("compareOptima", Cli.run("compare", "--in-process", "--model", "models/fewest-knight-attacks.yaml", "--to", "9", "--format", "json").out());
    assertValid("bench", Cli.run("bench", "--in-process", "--model", "models/weighted.yaml", "--from", "12", "--to", "12", "--task", "optimise",
        "--solvers", "backtracking,cpsat", "--repeat", "1", "--format", "json").out());
  }

  @ParameterizedTest(name = "explain {0}")
  @CsvSource(delimiter = ';', value = {"-n 8", "-n 3", "-n 6 --queen 0,0", "-n 8 --queen 0,0 --queen 1,2 --block 5,5 --knight"})
  void explain(String args) throws IOException {
    Cli.Result r = Cli.run(("explain " + args + " --format json").split(" "));
    assertValid("explain", r.out());
  }

  @Test
  void anOutputWithAFieldTheSchemaDoesNotDocumentFails() throws IOException {
    ObjectNode root = schema.deepCopy();
    root.put("$ref", "#/$defs/count");
    ObjectNode output = (ObjectNode) JSON.readTree(Cli.run("count", "-n", "6", "--json").out());
    output.put("undocumented", 1);
    assertThat(JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V202012).getSchema(root).validate(output)).isNotEmpty();
  }
}
