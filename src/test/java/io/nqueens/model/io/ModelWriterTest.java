package io.nqueens.model.io;

import static org.assertj.core.api.Assertions.assertThat;

import io.nqueens.model.Blocked;
import io.nqueens.model.Constraint;
import io.nqueens.model.ExcludedDiagonal;
import io.nqueens.model.Expression;
import io.nqueens.model.KnightExclusion;
import io.nqueens.model.NoDiagonals;
import io.nqueens.model.Queen;
import io.nqueens.model.QueensModel;
import io.nqueens.model.Regions;
import io.nqueens.model.Toroidal;
import io.nqueens.model.Touching;
import io.nqueens.model.expr.Parser;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
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

  /** One constraint of every kind; the test below fails when a kind is added without a sample here. */
  static final List<Constraint> ONE_OF_EACH_KIND = List.of(new Queen(0, 1), new Blocked(2, 3), new KnightExclusion(), new Toroidal(),
      new NoDiagonals(), new Touching(), wrappedBands(11), ExcludedDiagonal.sum(4), ExcludedDiagonal.difference(-2), Expression.parse("q[0] < q[n-1]"));

  /** An n x n region map whose region k is the squares with (r + c) mod n = k, named A, B, C, ... */
  static Regions wrappedBands(int n) {
    List<String> rows = new ArrayList<>();
    for (int r = 0; r < n; r++) {
      StringBuilder sb = new StringBuilder();
      for (int c = 0; c < n; c++) {
        sb.append((char) ('A' + (r + c) % n));
      }
      rows.add(sb.toString());
    }
    return new Regions(rows);
  }

  @Test
  void everyConstraintKindIsWrittenAndReadBack() {
    Set<Class<?>> kinds = Set.of(Constraint.class.getPermittedSubclasses());
    assertThat(ONE_OF_EACH_KIND.stream().map(Object::getClass).collect(Collectors.toSet())).isEqualTo(kinds);
    for (Constraint c : ONE_OF_EACH_KIND) {
      QueensModel model = QueensModel.of(11, c);
      assertThat(ModelFile.parse(ModelWriter.yaml(model), "one.yaml").model(11)).as(c.toString()).isEqualTo(model);
      assertThat(ModelFile.parse(ModelWriter.json(model), "one.json").model(11)).as(c.toString()).isEqualTo(model);
    }
    // Every kind in one model but the torus, which wraps the diagonals that diagonals: false turns off (refused together).
    QueensModel all = QueensModel.of(11).with(ONE_OF_EACH_KIND.stream().filter(c -> !(c instanceof Toroidal)).toList());
    // The writer files constraints by kind, so their order may change; the set may not.
    assertThat(ModelFile.parse(ModelWriter.yaml(all), "all.yaml").model(11).constraints()).containsExactlyInAnyOrderElementsOf(all.constraints());
  }

  @Test
  void anExpressionCanOnlyBeMadeFromItsText() {
    assertThat(Expression.class.getConstructors()).isEmpty();
    assertThat(Expression.parse(" q[0] < 3 ").tree()).isEqualTo(Parser.parse("q[0] < 3"));
  }
}
