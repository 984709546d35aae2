package io.nqueens.model.io;

import static org.assertj.core.api.Assertions.assertThat;

import io.nqueens.model.QueensModel;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class ModelWriterTest {

  static Stream<QueensModel> exampleModels() throws IOException {
    try (Stream<Path> files = Files.list(Path.of("models"))) {
      return files.filter(Files::isRegularFile).sorted().toList().stream().flatMap(f -> {
        ModelFile file = ModelFile.read(f);
        return file.sizes().stream().map(file::model);
      });
    }
  }

  @ParameterizedTest
  @MethodSource("exampleModels")
  void aYamlExportReadsBackToTheSameModel(QueensModel model) {
    String text = ModelWriter.yaml(model);
    assertThat(ModelFile.parse(text, "export.yaml").model(model.n())).as(text).isEqualTo(model);
  }

  @ParameterizedTest
  @MethodSource("exampleModels")
  void aJsonExportReadsBackToTheSameModel(QueensModel model) {
    String text = ModelWriter.json(model);
    assertThat(ModelFile.parse(text, "export.json").model(model.n())).as(text).isEqualTo(model);
  }
}
