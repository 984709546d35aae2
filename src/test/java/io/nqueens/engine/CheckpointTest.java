package io.nqueens.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.nqueens.BadInputException;
import io.nqueens.model.Blocked;
import io.nqueens.model.Expression;
import io.nqueens.model.Queen;
import io.nqueens.model.QueensModel;
import io.nqueens.model.Symmetry;
import io.nqueens.solver.BackendOptions;
import io.nqueens.solver.Backends;
import io.nqueens.solver.CountResult;
import io.nqueens.solver.Outcome;
import io.nqueens.solver.Parts;
import io.nqueens.solver.Progress;
import io.nqueens.solver.SearchControl;
import io.nqueens.solver.Statistics;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Matcher;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class CheckpointTest {

  private static final Job PLAIN_13 = new Job(QueensModel.of(13), Backends.parse("backtracking"), true, 300);

  /** Counts until {@code stopAfter} parts are done (then stops, as Ctrl-C would), recording in the file. */
  private static CountResult countStoppingAfter(Job job, Path file, int stopAfter) {
    Parts parts = job.parts();
    SearchControl control = SearchControl.unlimited();
    Progress stopper = (done, total) -> {
      if (done >= stopAfter) {
        control.cancel();
      }
    };
    try (Checkpoint c = Checkpoint.open(file, job, parts, "test")) {
      return Engine.onThreads(job, parts, c, control, 2, stopper);
    }
  }

  private static CountResult resume(Job job, Path file) {
    Parts parts = job.parts();
    try (Checkpoint c = Checkpoint.open(file, job, parts, "test")) {
      return Engine.onThreads(job, parts, c, SearchControl.unlimited(), 2, Progress.NONE);
    }
  }

  @Test
  void aResumedCountGivesExactlyTheUninterruptedTotals(@TempDir Path dir) {
    Path file = dir.resolve("c.ck");
    CountResult first = countStoppingAfter(PLAIN_13, file, 40);
    assertThat(first.outcome()).isEqualTo(Outcome.INTERRUPTED);
    CountResult resumed = resume(PLAIN_13, file);
    assertThat(resumed.complete()).isTrue();
    assertThat(resumed.solutions()).isEqualTo(73712);
    assertThat(resumed.unique()).isEqualTo(9233);
  }

  @Test
  void aConstrainedModelResumesToTheSameTotalsOnChoco(@TempDir Path dir) {
    Job job = new Job(QueensModel.of(11, new Queen(0, 3)), Backends.parse("choco:fc-dom"), false, 50);
    Path file = dir.resolve("c.ck");
    countStoppingAfter(job, file, 5);
    CountResult whole = Engine.onThreads(job, job.parts(), null, SearchControl.unlimited(), 2, Progress.NONE);
    assertThat(resume(job, file).solutions()).isEqualTo(whole.solutions());
  }

  @Test
  void aTornLastLineIsIgnoredAndThatPartCountedAgain(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("c.ck");
    countStoppingAfter(PLAIN_13, file, 20);
    long lines = Files.lines(file).count();
    Files.writeString(file, "{\"part\":7,\"solutions\":12", StandardCharsets.UTF_8, StandardOpenOption.APPEND);
    CountResult resumed = resume(PLAIN_13, file);
    assertThat(resumed.solutions()).isEqualTo(73712);
    assertThat(resumed.unique()).isEqualTo(9233);
    assertThat(Files.lines(file).count()).isGreaterThan(lines);
    assertThat(Files.readString(file)).doesNotContain("\"solutions\":12\n").endsWith("\n");
  }

  @Test
  void aFileMadeForAnotherSolverModelOrSplitIsRefusedNamingTheDifference(@TempDir Path dir) {
    Path file = dir.resolve("c.ck");
    countStoppingAfter(PLAIN_13, file, 5);
    Job otherSolver = new Job(QueensModel.of(13), Backends.parse("choco:fc-dom"), true, 300);
    assertThatThrownBy(() -> Checkpoint.open(file, otherSolver, otherSolver.parts(), "test"))
        .isInstanceOf(BadInputException.class).hasMessageContaining("the solver ('solver', backend:variant) differs");
    Job otherModel = new Job(QueensModel.of(12), Backends.parse("backtracking"), true, 300);
    assertThatThrownBy(() -> Checkpoint.open(file, otherModel, otherModel.parts(), "test"))
        .isInstanceOf(BadInputException.class).hasMessageContaining("the model ('model') differs");
    Job otherSplit = new Job(QueensModel.of(13), Backends.parse("backtracking"), true, 3000);
    assertThatThrownBy(() -> Checkpoint.open(file, otherSplit, otherSplit.parts(), "test"))
        .isInstanceOf(BadInputException.class).hasMessageContaining("the split ('split') differs");
  }

  @Test
  void aJobTravelsAsJsonAndComesBackEqual() {
    Job job = new Job(QueensModel.of(9, new Queen(1, 2), Expression.parse("q[0] < q[n-1]")),
        Backends.parse("cpsat:fixed"), true, 100);
    assertThat(Job.fromJson(job.toJson())).isEqualTo(job);
  }

  @Test
  void aJobCarriesItsBackendSettingsSoThatEveryMemberMakesItsSolversAlike() {
    Job job = new Job(QueensModel.of(9), Backends.parse("choco").with(new BackendOptions(Map.of("choco.race", "false"))), false, 10);
    Job back = Job.fromJson(job.toJson());
    assertThat(back).isEqualTo(job);
    assertThat(back.solver().options().of("choco")).containsEntry("race", "false");
  }

  /** The parts of a job, noting which ones were counted. */
  private static class Watched implements Parts {
    final Parts inner;
    final Set<Integer> counted = ConcurrentHashMap.newKeySet();

    Watched(Parts inner) {
      this.inner = inner;
    }

    @Override
    public int size() {
      return inner.size();
    }

    @Override
    public String digest() {
      return inner.digest();
    }

    @Override
    public CountResult count(int index, SearchControl control) {
      counted.add(index);
      return inner.count(index, control);
    }
  }

  @Test
  void aResumeSkipsEveryPartTheFileHoldsAndCountsEveryOtherOnce(@TempDir Path dir) {
    Path file = dir.resolve("c.ck");
    countStoppingAfter(PLAIN_13, file, 40);
    Watched parts = new Watched(PLAIN_13.parts());
    Set<Integer> done;
    try (Checkpoint c = Checkpoint.open(file, PLAIN_13, parts, "test")) {
      done = c.done().keySet();
      assertThat(done).hasSizeGreaterThanOrEqualTo(40);
      CountResult r = Engine.onThreads(PLAIN_13, parts, c, SearchControl.unlimited(), 2, Progress.NONE);
      assertThat(r.solutions()).isEqualTo(73712);
    }
    assertThat(parts.counted).doesNotContainAnyElementsOf(done);
    assertThat(parts.counted.size() + done.size()).isEqualTo(parts.size());
  }

  @Test
  void aDamagedMiddleLineIsRefusedNamingIt(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("c.ck");
    countStoppingAfter(PLAIN_13, file, 10);
    List<String> lines = new ArrayList<>(Files.readAllLines(file));
    lines.set(3, lines.get(3).substring(0, 10));
    Files.write(file, lines);
    assertThatThrownBy(() -> resume(PLAIN_13, file)).isInstanceOf(BadInputException.class).hasMessageContaining("line 4 is damaged");
  }

  @Test
  void aFileWithCrlfLineEndsResumesToTheSameTotals(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("c.ck");
    countStoppingAfter(PLAIN_13, file, 30);
    Files.writeString(file, Files.readString(file).replace("\n", "\r\n"));
    CountResult resumed = resume(PLAIN_13, file);
    assertThat(resumed.solutions()).isEqualTo(73712);
    assertThat(resumed.unique()).isEqualTo(9233);
  }

  @Test
  void aPartIndexOutsideTheJobIsRefused(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("c.ck");
    countStoppingAfter(PLAIN_13, file, 5);
    int size = PLAIN_13.parts().size();
    CountResult one = new CountResult(1, 1L, Outcome.COMPLETE, Statistics.of(0));
    // Written through the checkpoint itself, so that each line's check is this job's.
    try (Checkpoint c = Checkpoint.open(file, PLAIN_13, PLAIN_13.parts(), "test")) {
      c.record(size, one);
      c.record(0, one);
    }
    assertThatThrownBy(() -> resume(PLAIN_13, file)).isInstanceOf(BadInputException.class)
        .hasMessageContaining("names part " + size).hasMessageContaining("0.." + (size - 1));
  }

  /**
   * Lines of another count's checkpoint appended to this one's pass their own checksum but not this
   * job's: refused, naming the line (once a total of 13457422 for n = 16 with a blocked corner, truth 14336284).
   */
  @Test
  void linesSplicedFromAnotherCountsCheckpointAreRefusedNamingTheLine(@TempDir Path dir) throws Exception {
    Job other = new Job(QueensModel.of(13).with(new Blocked(0, 0)), Backends.parse("backtracking"), false, 40);
    Path theirs = dir.resolve("other.ck");
    try (Checkpoint c = Checkpoint.open(theirs, other, other.parts(), "test")) {
      c.record(1, other.parts().count(1, SearchControl.unlimited()));
    }
    Path file = dir.resolve("c.ck");
    countStoppingAfter(PLAIN_13, file, 3);
    long lines = Files.readAllLines(file).size();
    Files.writeString(file, Files.readAllLines(theirs).get(1) + "\n", StandardOpenOption.APPEND);
    assertThatThrownBy(() -> resume(PLAIN_13, file)).isInstanceOf(BadInputException.class)
        .hasMessageContaining("line " + (lines + 1) + " is damaged").hasMessageContaining("a line of another job");
  }

  /** A line whose part number was changed (moved to another part) fails its check. */
  @Test
  void aLineMovedToAnotherPartIsRefusedNamingTheLine(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("c.ck");
    countStoppingAfter(PLAIN_13, file, 3);
    List<String> lines = new ArrayList<>(Files.readAllLines(file));
    int part = new ObjectMapper().readTree(lines.get(1)).path("part").asInt();
    int moved = part == PLAIN_13.parts().size() - 1 ? part - 1 : PLAIN_13.parts().size() - 1;
    lines.set(1, lines.get(1).replaceFirst("\"part\":" + part + ",", "\"part\":" + moved + ","));
    Files.write(file, lines);
    assertThatThrownBy(() -> resume(PLAIN_13, file)).isInstanceOf(BadInputException.class).hasMessageContaining("line 2 is damaged");
  }

  @Test
  void aSecondRunOnTheSameFileIsRefusedWhileTheFirstHasItOpen(@TempDir Path dir) {
    Path file = dir.resolve("c.ck");
    Parts parts = PLAIN_13.parts();
    try (Checkpoint first = Checkpoint.open(file, PLAIN_13, parts, "test")) {
      assertThatThrownBy(() -> Checkpoint.open(file, PLAIN_13, parts, "test")).isInstanceOf(BadInputException.class)
          .hasMessageContaining("in use by another run");
    }
    try (Checkpoint again = Checkpoint.open(file, PLAIN_13, parts, "test")) {
      assertThat(again.done()).isEmpty();
    }
  }

  @Test
  void aFileCutIntoOtherPartsIsRefusedNamingBothDigests(@TempDir Path dir) {
    Path file = dir.resolve("c.ck");
    Parts parts = PLAIN_13.parts();
    try (Checkpoint c = Checkpoint.open(file, PLAIN_13, parts, "1.0.0")) {
      c.record(0, parts.count(0, SearchControl.unlimited()));
    }
    Watched other = new Watched(parts) {
      @Override
      public String digest() {
        return "fedcba9876543210";
      }
    };
    assertThatThrownBy(() -> Checkpoint.open(file, PLAIN_13, other, "1.0.0")).isInstanceOf(BadInputException.class)
        .hasMessageContaining("the parts it was cut into ('digest') differs").hasMessageContaining(parts.digest())
        .hasMessageContaining("fedcba9876543210");
    // Another version with other parts: refused, naming both versions.
    assertThatThrownBy(() -> Checkpoint.open(file, PLAIN_13, other, "2.0.0")).isInstanceOf(BadInputException.class)
        .hasMessageContaining("the parts it was cut into ('digest') differs").hasMessageContaining("written by nqueens 1.0.0")
        .hasMessageContaining("this is nqueens 2.0.0");
  }

  /**
   * A long count outlives an upgrade: another version resumes the checkpoint where the job, the
   * split and its parts are the same (a part's count is the same fact), and says which version wrote it.
   */
  @Test
  void anotherVersionResumesACheckpointWhoseJobAndPartsAreTheSame(@TempDir Path dir) {
    Path file = dir.resolve("c.ck");
    Parts parts = PLAIN_13.parts();
    try (Checkpoint c = Checkpoint.open(file, PLAIN_13, parts, "1.0.0")) {
      c.record(0, parts.count(0, SearchControl.unlimited()));
      c.record(1, parts.count(1, SearchControl.unlimited()));
    }
    try (Checkpoint upgraded = Checkpoint.open(file, PLAIN_13, parts, "2.0.0")) {
      assertThat(upgraded.done()).containsOnlyKeys(0, 1);
      assertThat(upgraded.writtenBy()).isEqualTo("1.0.0");
      CountResult r = Engine.onThreads(PLAIN_13, parts, upgraded, SearchControl.unlimited(), 2, Progress.NONE);
      assertThat(r.solutions()).isEqualTo(73712);
    }
    try (Checkpoint again = Checkpoint.open(file, PLAIN_13, parts, "3.0.0")) {
      assertThat(again.done()).as("the lines the upgraded run added are good to a third version").hasSize(parts.size());
    }
  }

  /** Each field of a header line changed in turn, and one added: every change is refused, naming the field. */
  @Test
  void everyHeaderFieldIsComparedAndAChangedOneIsRefusedNamingIt(@TempDir Path dir) throws Exception {
    Job job = new Job(QueensModel.of(12), Backends.parse("backtracking"),
        List.of(Symmetry.IDENTITY, Symmetry.ROTATE_180), 40);
    Path file = dir.resolve("c.ck");
    Parts parts = job.parts();
    try (Checkpoint c = Checkpoint.open(file, job, parts, "1.0.0")) {
      c.record(0, parts.count(0, SearchControl.unlimited()));
    }
    String original = Files.readString(file);
    String header = original.lines().findFirst().orElseThrow();
    ObjectMapper json = new ObjectMapper();
    Map<String, String> changes = new LinkedHashMap<>();
    changes.put("model", "{\"n\":11}");
    changes.put("solver", "\"backtracking:simple\"");
    changes.put("options", "{\"choco.race\":\"false\"}");
    changes.put("unique", "false");
    changes.put("group", "[\"identity\",\"mirror-columns\"]");
    changes.put("split", "41");
    changes.put("parts", String.valueOf(parts.size() + 1));
    changes.put("digest", "\"0123456789abcdef\"");
    changes.put("extra", "1");
    for (Map.Entry<String, String> change : changes.entrySet()) {
      ObjectNode edited = (ObjectNode) json.readTree(header);
      edited.set(change.getKey(), json.readTree(change.getValue()));
      Files.writeString(file, original.replace(header, edited.toString()));
      assertThatThrownBy(() -> Checkpoint.open(file, job, parts, "1.0.0")).as(change.getKey()).isInstanceOf(BadInputException.class)
          .hasMessageContaining("'" + change.getKey() + "'").hasMessageContaining("differs");
    }
    Files.writeString(file, original);
    try (Checkpoint same = Checkpoint.open(file, job, parts, "1.0.0")) {
      assertThat(same.done()).as("the unchanged header resumes").containsOnlyKeys(0);
    }
    ObjectNode otherVersion = (ObjectNode) json.readTree(header);
    otherVersion.put("version", "0.9.0");
    Files.writeString(file, original.replace(header, otherVersion.toString()));
    try (Checkpoint older = Checkpoint.open(file, job, parts, "1.0.0")) {
      assertThat(older.done()).as("only the version changed: it resumes").containsOnlyKeys(0);
    }
  }

  /** The resumes a new user tried: a part's count edited to a negative number, a string, another digit, a number past 2^63. */
  @ParameterizedTest
  @ValueSource(strings = {"-5", "\"x\"", "9", "99999999999999999999999", "1.5", "null"})
  void aPartWhoseCountWasEditedIsRefusedNamingTheLine(String edit, @TempDir Path dir) throws Exception {
    Job job = new Job(QueensModel.of(12), Backends.parse("backtracking"), false, 40);
    Path file = dir.resolve("c.ck");
    Parts parts = job.parts();
    try (Checkpoint c = Checkpoint.open(file, job, parts, "test")) {
      c.record(0, parts.count(0, SearchControl.unlimited()));
      c.record(1, parts.count(1, SearchControl.unlimited()));
    }
    List<String> lines = new ArrayList<>(Files.readAllLines(file));
    String edited = lines.get(1).replaceFirst("\"solutions\":\\d+", "\"solutions\":" + Matcher.quoteReplacement(edit));
    assertThat(edited).as("the edit changed the line").isNotEqualTo(lines.get(1));
    lines.set(1, edited);
    Files.write(file, lines);
    assertThatThrownBy(() -> resume(job, file)).isInstanceOf(BadInputException.class).hasMessageContaining("line 2 is damaged");
  }

  @Test
  void aRecordWithARightChecksumStillHasEveryFieldRangeChecked() {
    CountResult negative = new CountResult(-1, null, Outcome.COMPLETE, Statistics.of(0));
    assertThatThrownBy(() -> PartRecord.parse(PartRecord.write(0, negative, "job"), "job")).isInstanceOf(PartRecord.Damaged.class)
        .hasMessageContaining("'solutions' (-1)");
    CountResult badCounter = new CountResult(1, null, Outcome.COMPLETE, Statistics.of(0, "nodes", -2L));
    assertThatThrownBy(() -> PartRecord.parse(PartRecord.write(0, badCounter, "job"), "job")).isInstanceOf(PartRecord.Damaged.class)
        .hasMessageContaining("'nodes'");
  }
}
