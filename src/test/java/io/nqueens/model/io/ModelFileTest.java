package io.nqueens.model.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.nqueens.model.Blocked;
import io.nqueens.model.ExcludedDiagonal;
import io.nqueens.model.KnightExclusion;
import io.nqueens.model.Queen;
import io.nqueens.model.Toroidal;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class ModelFileTest {

  static Stream<Path> exampleFiles() throws IOException {
    return Files.list(Path.of("models")).filter(Files::isRegularFile).sorted();
  }

  @ParameterizedTest
  @MethodSource("exampleFiles")
  void everyExampleModelFileLoads(Path file) {
    ModelFile m = ModelFile.read(file);
    assertThat(m.name()).isNotBlank();
    assertThat(m.description()).isNotBlank();
    m.sizes().forEach(m::model);
  }

  @Test
  void readsEveryKeyOfAYamlFile() {
    ModelFile m = ModelFile.parse("""
        name: t
        description: d
        n: 8
        queens: ["0,0", [2, 3], "h1"]
        blocked: ["1,1"]
        exclude_sums: [3]
        exclude_differences: [-2]
        knight: true
        toroidal: true
        """, "t.yaml");
    assertThat(m.model(8).constraints()).containsExactly(
        new Queen(0, 0), new Queen(2, 3), new Queen(7, 7), new Blocked(1, 1), ExcludedDiagonal.sum(3), ExcludedDiagonal.difference(-2),
        new KnightExclusion(), new Toroidal());
  }

  @Test
  void readsARangeOfSizes() {
    assertThat(ModelFile.parse("n: \"5..7\"", "r.yaml").sizes()).containsExactly(5, 6, 7);
  }

  @Test
  void takesTheBoardSizeAndSquaresFromAPicture() {
    ModelFile m = ModelFile.parse("""
        board: |
          Q...
          ..x.
          ....
          ....
        """, "p.yaml");
    assertThat(m.nFrom()).isEqualTo(4);
    assertThat(m.model(m.nFrom()).constraints()).containsExactly(new Queen(0, 0), new Blocked(1, 2));
  }

  @Test
  void readsJson() {
    ModelFile m = ModelFile.parse("{\"n\": 6, \"blocked\": [[0, 1]]}", "m.json");
    assertThat(m.model(m.nFrom()).constraints()).containsExactly(new Blocked(0, 1));
  }

  @Test
  void rejectsAnUnknownKeyNamingItAndItsLine() {
    assertThatThrownBy(() -> ModelFile.parse("n: 8\nkinght: true\n", "typo.yaml"))
        .isInstanceOf(ModelFileException.class)
        .hasMessageStartingWith("typo.yaml:2: unknown key 'kinght'");
  }

  @Test
  void rejectsMalformedTextNamingTheFileAndLine() {
    assertThatThrownBy(() -> ModelFile.parse("n: 8\nqueens: [\"0,0\"\n", "bad.yaml"))
        .isInstanceOf(ModelFileException.class)
        .hasMessageStartingWith("bad.yaml:");
    assertThatThrownBy(() -> ModelFile.parse("{\"n\": 8,,}", "bad.json")).hasMessageStartingWith("bad.json:1:");
  }

  @Test
  void rejectsASquareOffTheBoardNamingIt() {
    assertThatThrownBy(() -> ModelFile.parse("n: 8\nqueens: [\"3,9\"]\n", "off.yaml"))
        .hasMessage("off.yaml: queen (3,9) is off the 8x8 board (rows and columns are 0..7)");
  }

  @Test
  void rejectsABadSize() {
    assertThatThrownBy(() -> ModelFile.parse("n: 0\n", "z.yaml")).hasMessageContaining("n '0'");
    assertThatThrownBy(() -> ModelFile.parse("n: many\n", "z.yaml")).hasMessageContaining("'many'");
    assertThatThrownBy(() -> ModelFile.parse("name: x\n", "z.yaml")).hasMessageContaining("missing key 'n'");
  }

  @Test
  void rejectsAPictureThatDoesNotMatchN() {
    assertThatThrownBy(() -> ModelFile.parse("n: 5\nboard: |\n  Q...\n  ....\n  ....\n  ....\n", "p.yaml"))
        .hasMessageContaining("the board picture is 4x4 (rows x squares) but n is 5");
    assertThatThrownBy(() -> ModelFile.parse("board: |\n  Q.\n  .?\n", "p.yaml")).hasMessageContaining("'?'");
  }

  @Test
  void rejectsAMissingFile() {
    assertThatThrownBy(() -> ModelFile.read(Path.of("no/such.yaml"))).hasMessage("no/such.yaml: no such model file");
  }

  @Test
  void listsTheExamplesTheReadmePromises() throws IOException {
    List<String> names = exampleFiles().map(p -> p.getFileName().toString()).toList();
    assertThat(names).contains("classic-8.yaml", "completion.yaml", "blocked.yaml", "superqueens.yaml", "toroidal.yaml", "excluded-diagonals.yaml", "combined.json");
  }
}
