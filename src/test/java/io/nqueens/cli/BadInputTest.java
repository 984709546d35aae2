package io.nqueens.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

/** Every kind of bad input: exit 2 and one line on stderr that names the bad value, never a stack trace. */
class BadInputTest {

  @TempDir static Path dir;

  static Stream<Arguments> cases() throws IOException {
    Path typo = Files.writeString(dir.resolve("typo.yaml"), "n: 8\nkinght: true\n");
    Path broken = Files.writeString(dir.resolve("broken.json"), "{\"n\": 8,,}");
    Path offBoard = Files.writeString(dir.resolve("off.yaml"), "n: 8\nblocked: [\"8,1\"]\n");
    Path ragged = Files.writeString(dir.resolve("ragged.yaml"), "n: 2\ntables:\n  w: [[1, 2], [3]]\nobjective: {maximize: \"w[0][q[0]]\"}\n");
    Path fraction = Files.writeString(dir.resolve("fraction.yaml"), "n: 2\ntables:\n  w: [1.5, 2]\n");
    Path picture = Files.writeString(dir.resolve("picture.yaml"), "n: 2\ntables:\n  w: |\n    1 2\n    3 x\n");
    Path leaves = Files.writeString(dir.resolve("leaves.yaml"), "n: \"4..5\"\ntables:\n  w: [[1, 2, 3, 4]]\nobjective: {maximize: \"w[0][q[0]]\"}\n");
    Path twoSenses = Files.writeString(dir.resolve("senses.yaml"), "n: 4\nobjective: {maximize: \"q[0]\", minimize: \"q[1]\"}\n");
    return Stream.concat(Stream.of(
        Arguments.of("n of zero", "0", new String[] {"count", "-n", "0"}),
        Arguments.of("a ragged table", "row 1", new String[] {"solve", "--model", ragged.toString()}),
        Arguments.of("a table value that is not whole", "1.5", new String[] {"solve", "--model", fraction.toString()}),
        Arguments.of("a picture of numbers with a letter", "'x'", new String[] {"solve", "--model", picture.toString()}),
        Arguments.of("an index that can leave its table at some n of the range", "q[0]", new String[] {"solve", "--model", leaves.toString(), "-n", "4"}),
        Arguments.of("two objectives in a file", "objective", new String[] {"solve", "--model", twoSenses.toString()}),
        Arguments.of("both --minimize and --maximize", "--maximize", new String[] {"solve", "-n", "8", "--minimize", "q[0]", "--maximize", "q[1]"}),
        Arguments.of("optimising without an objective", "--task optimise", new String[] {"bench", "--to", "8", "--task", "optimise"}),
        Arguments.of("negative n", "-3", new String[] {"count", "-n", "-3"}),
        Arguments.of("n not a number", "abc", new String[] {"count", "-n", "abc"}),
        Arguments.of("n too large to count with bit masks", "100", new String[] {"count", "-n", "100"}),
        Arguments.of("n too large for a first solution", "30000", new String[] {"solve", "-n", "30000"}),
        Arguments.of("n too large for the simple variant", "2000", new String[] {"solve", "-n", "2000", "--solver", "backtracking:simple"}),
        Arguments.of("a count asked of the integer program", "does not count", new String[] {"count", "-n", "8", "--solver", "mip"}),
        Arguments.of("a disjunction the integer program cannot state", "q[0] + q[1] != q[2]",
            new String[] {"solve", "-n", "8", "--solver", "mip", "--constraint", "q[0] + q[1] != q[2]"}),
        Arguments.of("an objective the integer program cannot state", "max over 8 rows",
            new String[] {"solve", "-n", "8", "--solver", "mip", "--maximize", "max(i in 0..n-1)(q[i] * i)"}),
        Arguments.of("unknown solver", "gurobi", new String[] {"count", "-n", "8", "--solver", "gurobi"}),
        Arguments.of("unknown variant", "turbo", new String[] {"count", "-n", "8", "--solver", "choco:turbo"}),
        Arguments.of("unknown board format", "svg", new String[] {"solve", "-n", "8", "--format", "svg"}),
        Arguments.of("unknown report format", "xml", new String[] {"compare", "--to", "4", "--format", "xml"}),
        Arguments.of("missing model file", "missing.yaml", new String[] {"count", "--model", "missing.yaml"}),
        Arguments.of("unknown key in a model file", "kinght", new String[] {"count", "--model", typo.toString()}),
        Arguments.of("malformed model file", "broken.json", new String[] {"count", "--model", broken.toString()}),
        Arguments.of("blocked square off the board in a file", "8,1", new String[] {"count", "--model", offBoard.toString()}),
        Arguments.of("queen off the board", "9,9", new String[] {"count", "-n", "8", "--queen", "9,9"}),
        Arguments.of("excluded diagonal off the board", "20", new String[] {"count", "-n", "8", "--exclude-sum", "20"}),
        Arguments.of("square that is no square", "'x'", new String[] {"count", "-n", "8", "--block", "x"}),
        Arguments.of("bad time limit", "soon", new String[] {"count", "-n", "8", "--time-limit", "soon"}),
        Arguments.of("zero time limit", "0s", new String[] {"count", "-n", "8", "--time-limit", "0s"}),
        Arguments.of("zero threads", "0", new String[] {"count", "-n", "8", "--threads", "0"}),
        Arguments.of("empty range", "3", new String[] {"compare", "--from", "5", "--to", "3"}),
        Arguments.of("zero list limit", "0", new String[] {"list", "-n", "8", "--limit", "0"}),
        Arguments.of("no board size", "-n", new String[] {"count"}),
        Arguments.of("range file without -n", "5..13", new String[] {"count", "--model", "models/toroidal.yaml"}),
        Arguments.of("trace on a big board", "40", new String[] {"trace", "-n", "40"}),
        Arguments.of("unknown backend option", "cpsat.turbo", new String[] {"solve", "-n", "8", "--backend-option", "cpsat.turbo=1"}),
        Arguments.of("backend option of an unknown backend", "gurobi.race", new String[] {"compare", "--to", "4", "--backend-option", "gurobi.race=true"}),
        Arguments.of("backend option without a value", "choco.race", new String[] {"solve", "-n", "8", "--backend-option", "choco.race"}),
        Arguments.of("backend option of the wrong type", "sometimes", new String[] {"solve", "-n", "8", "--solver", "choco", "--backend-option", "choco.race=sometimes"}),
        Arguments.of("unknown option", "--bogus", new String[] {"count", "-n", "8", "--bogus"})), Stream.concat(moreCases(), valueAndRegionCases()));
  }

  /** Table values past a whole number's range, Booleans, region maps and puzzles. */
  static Stream<Arguments> valueAndRegionCases() throws IOException {
    Path hugeValue = Files.writeString(dir.resolve("huge.yaml"), "n: 2\ntables:\n  w: [99999999999999999999, 2]\n");
    Path hugePicture = Files.writeString(dir.resolve("huge-picture.yaml"), "n: 2\ntables:\n  w: |\n    1 99999999999999999999\n    3 4\n");
    Path yes = Files.writeString(dir.resolve("yes.yaml"), "n: 8\nknight: yes\n");
    Path raggedMap = Files.writeString(dir.resolve("ragged-map.txt"), "AAB\nAB\nCCC\n");
    Path twoRegions = Files.writeString(dir.resolve("two-regions.txt"), "AAB\nABB\nBBB\n");
    Path blankSquare = Files.writeString(dir.resolve("blank-square.txt"), "AAB\nA B\nCCC\n");
    Path threeByThree = Files.writeString(dir.resolve("three.txt"), "AAB\nABB\nCCC\n");
    Path mapInFile = Files.writeString(dir.resolve("map.yaml"), "diagonals: false\ntouching: true\nregions: [AAAB, ABBB, CCDD, CDDX]\n");
    Path torusRooks = Files.writeString(dir.resolve("torus-rooks.yaml"), "n: 8\ntoroidal: true\ndiagonals: false\n");
    return Stream.of(
        Arguments.of("a table value too large for a whole number", "out of range", new String[] {"count", "--model", hugeValue.toString()}),
        Arguments.of("a picture value too large for a whole number", "out of range", new String[] {"count", "--model", hugePicture.toString()}),
        Arguments.of("yes for a Boolean", "'knight' expects true or false", new String[] {"count", "--model", yes.toString()}),
        Arguments.of("a ragged region map", "region row 1", new String[] {"count", "--regions", raggedMap.toString()}),
        Arguments.of("a region map with too few regions", "2 regions", new String[] {"count", "--regions", twoRegions.toString()}),
        Arguments.of("a blank in a region map", "blank", new String[] {"count", "--regions", blankSquare.toString()}),
        Arguments.of("a missing region file", "no such region file", new String[] {"count", "--regions", dir.resolve("none.txt").toString()}),
        Arguments.of("a region map of another size than n", "3 x 3", new String[] {"count", "--regions", threeByThree.toString(), "-n", "4"}),
        Arguments.of("a region map in a file with five regions on four rows", "5 regions", new String[] {"count", "--model", mapInFile.toString()}),
        Arguments.of("a torus without diagonals", "toroidal", new String[] {"count", "--model", torusRooks.toString()}),
        Arguments.of("--no-diagonals with --toroidal", "diagonals: false", new String[] {"count", "-n", "8", "--toroidal", "--no-diagonals"}),
        Arguments.of("a puzzle too small to make", "from 4", new String[] {"generate", "-n", "3"}),
        Arguments.of("several puzzles to standard output", "--output", new String[] {"generate", "-n", "6", "--count", "2"}));
  }

  /** The rest of the cases: commands, model files, output files, the cluster's options, typing mistakes. */
  static Stream<Arguments> moreCases() throws IOException {
    Path empty = Files.writeString(dir.resolve("empty.yaml"), "");
    Path list = Files.writeString(dir.resolve("list.yaml"), "- n: 8\n");
    Path twice = Files.writeString(dir.resolve("twice.yaml"), "n: 8\nqueens: [\"0,0\"]\nqueens: [\"1,2\"]\n");
    Path twiceJson = Files.writeString(dir.resolve("twice.json"), "{\"n\": 8, \"n\": 9}");
    Path twoDocs = Files.writeString(dir.resolve("two.yaml"), "n: 8\n---\nn: 9\nknight: true\n");
    Path binary = Files.write(dir.resolve("binary.yaml"), new byte[] {(byte) 0xff, (byte) 0xfe, 0, 1, 2});
    Path notBoolean = Files.writeString(dir.resolve("maybe.yaml"), "n: 8\nknight: maybe\n");
    Path oneForTrue = Files.writeString(dir.resolve("one.yaml"), "n: 8\nknight: 1\n");
    Path floatN = Files.writeString(dir.resolve("float.yaml"), "n: 1e1\n");
    return Stream.of(
        Arguments.of("unknown command", "frobnicate", new String[] {"frobnicate"}),
        Arguments.of("chart of unknown type", "chart.gif", new String[] {"bench", "--to", "5", "--chart", "chart.gif"}),
        Arguments.of("unknown bench task", "optimum", new String[] {"bench", "--task", "optimum"}),
        Arguments.of("a key written twice in YAML", "'queens' is written twice", new String[] {"count", "--model", twice.toString()}),
        Arguments.of("a key written twice in JSON", "'n' is written twice", new String[] {"count", "--model", twiceJson.toString()}),
        Arguments.of("a second YAML document", "second YAML document", new String[] {"count", "--model", twoDocs.toString()}),
        Arguments.of("a model file that is a list", "mapping of keys", new String[] {"count", "--model", list.toString()}),
        Arguments.of("an empty model file", "empty", new String[] {"count", "--model", empty.toString()}),
        Arguments.of("a binary model file", "not UTF-8 text", new String[] {"count", "--model", binary.toString()}),
        Arguments.of("a key of the wrong type", "'knight' expects true or false", new String[] {"count", "--model", notBoolean.toString()}),
        Arguments.of("a number for a Boolean", "'knight' expects true or false", new String[] {"count", "--model", oneForTrue.toString()}),
        Arguments.of("a board size that is no whole number", "whole number", new String[] {"count", "--model", floatN.toString()}),
        Arguments.of("a board picture stretched to another n", "is 8x8 (rows x squares) but n is 10",
            new String[] {"count", "--model", "models/blocked.yaml", "-n", "10"}),
        Arguments.of("a time limit too long to represent", "99999999999h", new String[] {"count", "-n", "8", "--time-limit", "99999999999h"}),
        Arguments.of("far too many threads", "100000", new String[] {"count", "-n", "8", "--threads", "100000"}),
        Arguments.of("negative verify-up-to", "-1", new String[] {"compare", "--to", "4", "--verify-up-to", "-1"}),
        Arguments.of("a solver listed twice", "listed twice", new String[] {"compare", "--to", "4", "--solvers", "choco,choco:fc-dom-lex"}),
        Arguments.of("the same solver twice in bench", "listed twice", new String[] {"bench", "--from", "4", "--to", "5", "--solvers", "backtracking,backtracking"}),
        Arguments.of("an unwritable output file", "no such directory", new String[] {"compare", "--to", "4", "-o", "/no/such/dir/out.txt"}),
        Arguments.of("an unwritable chart, before any work", "no such directory",
            new String[] {"bench", "--to", "30", "--chart", "/no/such/dir/chart.png"}),
        Arguments.of("an unknown count format", "yaml", new String[] {"count", "-n", "8", "--format", "yaml"}),
        Arguments.of("a member port that is no number", "'abc'", new String[] {"count", "-n", "8", "--engine", "hazelcast", "--members", "127.0.0.1:abc"}),
        Arguments.of("a member port out of range", "99999", new String[] {"count", "-n", "8", "--engine", "hazelcast", "--members", "127.0.0.1:99999"}),
        Arguments.of("members that are only commas", "empty entry", new String[] {"count", "-n", "8", "--engine", "hazelcast", "--members", ",,"}),
        Arguments.of("an interface given by name", "localhost", new String[] {"count", "-n", "8", "--engine", "hazelcast", "--interface", "localhost"}),
        Arguments.of("an empty cluster name", "--cluster-name", new String[] {"count", "-n", "8", "--engine", "hazelcast", "--cluster-name", ""}),
        Arguments.of("a worker with a bad member", "'abc'", new String[] {"worker", "--members", "127.0.0.1:abc"}),
        Arguments.of("quiet and verbose at once", "contradict", new String[] {"count", "-n", "8", "-q", "-v"}),
        Arguments.of("a text format and --json at once", "--json", new String[] {"count", "-n", "8", "--format", "text", "--json"}),
        Arguments.of("-n with a range", "--to (9)", new String[] {"compare", "-n", "8", "--to", "9"}),
        Arguments.of("a cluster flag on a local count", "--members", new String[] {"count", "-n", "8", "--members", "127.0.0.1"}),
        Arguments.of("a mistyped command, with a suggestion", "did you mean solve", new String[] {"slove", "-n", "8"}),
        Arguments.of("a mistyped option, with a suggestion", "did you mean --unique", new String[] {"count", "-n", "8", "--uniqe"}),
        // Root passes every permission check, yet sysfs refuses new files: found before a long run, not after.
        Arguments.of("a chart where files cannot be made", "/sys/x.png", new String[] {"bench", "--to", "30", "--chart", "/sys/x.png"}),
        Arguments.of("a report where files cannot be made", "/sys/x.csv", new String[] {"compare", "--to", "30", "-o", "/sys/x.csv"}),
        Arguments.of("--sizes beside --to, no --from given", "leave out --from and --to", new String[] {"bench", "--to", "4", "--sizes", "8,9"}),
        Arguments.of("--to below the default start, named as a default", "by default (8; give --from)", new String[] {"bench", "--to", "4"}),
        Arguments.of("a row,col beyond any board", "off the 8x8 board", new String[] {"count", "-n", "8", "--queen", "99999999999,0"}),
        Arguments.of("--solvers with no name", "empty name", new String[] {"compare", "--solvers", ","}),
        Arguments.of("--solvers with an empty name between two", "'choco,,cpsat'", new String[] {"compare", "--solvers", "choco,,cpsat"}));
  }

  /** A control character typed into an expression is shown, never printed raw (where a terminal would act on it). */
  @Test
  void aControlCharacterInAnExpressionIsShownEscapedNotPrintedRaw() {
    Cli.Result r = Cli.run("count", "-n", "8", "--constraint", "q[0] <\u001b[31m 3");
    assertThat(r.exit()).isEqualTo(ExitCode.USAGE);
    assertThat(r.err()).contains("\\u001b").doesNotContain("\u001b");
  }

  /** No command at all is a usage error, as any other missing argument: usage and the reason on stderr, exit 2, nothing on stdout. */
  @Test
  void noCommandIsAUsageErrorOnStandardError() {
    Cli.Result r = Cli.run();
    assertThat(r.exit()).isEqualTo(ExitCode.USAGE);
    assertThat(r.out()).isEmpty();
    assertThat(r.err()).contains("Usage:").contains("no command given");
  }

  @Test
  void aBrokenJsonFileIsALineAndAColumnWithoutTheParsersInternals() throws IOException {
    Path broken = Files.writeString(dir.resolve("broken-again.json"), "{\"n\": 8,,}");
    Cli.Result r = Cli.run("count", "--model", broken.toString());
    assertThat(r.exit()).isEqualTo(ExitCode.USAGE);
    assertThat(r.err().strip()).contains("broken-again.json:1:").doesNotContain("Source").doesNotContain("StreamReadFeature").doesNotContain("\n");
  }

  @Test
  void aCountOfZeroForAReasonTheProgramKnowsSaysTheReason() {
    Cli.Result r = Cli.run("count", "-n", "8", "--queen", "1,2", "--queen", "1,3");
    assertThat(r.exit()).isZero();
    assertThat(r.out()).contains("solutions: 0");
    assertThat(r.err()).contains("no solution:").contains("share row 1");
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("cases")
  void exitsTwoWithOneLineNamingTheBadValue(String what, String named, String[] args) {
    Cli.Result r = Cli.run(args);
    assertThat(r.exit()).as(what + ": " + r.err()).isEqualTo(ExitCode.USAGE);
    assertThat(r.err().strip().lines()).as(what).hasSize(1);
    assertThat(r.err()).as(what).startsWith("nqueens: ").contains(named).doesNotContain("Exception").doesNotContain("\tat ");
    assertThat(r.out()).as(what).isEmpty();
  }

  /** An objective that does not parse: exit 2, the flag and the reason on the first line, a caret under the column below it (as for constraints). */
  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = ';', value = {
      "a Boolean objective; solve; --minimize; q[0] < 3; must be an integer expression",
      "an objective over an unknown table; compare; --maximize; v[0]; unknown name 'v'"})
  void anObjectiveThatDoesNotParseExitsTwoWithACaretUnderTheColumn(String what, String command, String flag, String text, String reason) {
    Cli.Result r = Cli.run(command, "-n", "8", flag, text);
    assertThat(r.exit()).as(what + ": " + r.err()).isEqualTo(ExitCode.USAGE);
    List<String> lines = r.err().strip().lines().toList();
    assertThat(lines.get(0)).startsWith("nqueens: " + flag + ": bad objective: ").contains(reason);
    assertThat(lines).hasSize(3).element(2).asString().contains("^");
    assertThat(r.out()).isEmpty();
  }
}
