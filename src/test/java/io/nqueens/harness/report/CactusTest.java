package io.nqueens.harness.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class CactusTest {

  @Test
  void theKthPointIsTheKthFastestDecidedInstance() {
    Map<String, Double> decided = new LinkedHashMap<>();
    decided.put("c", 30.0);
    decided.put("a", 5.0);
    decided.put("b", 12.5);
    List<Svg.Point> curve = Cactus.curve(decided);
    assertThat(curve).extracting(Svg.Point::x).containsExactly(1.0, 2.0, 3.0);
    assertThat(curve).extracting(Svg.Point::y).containsExactly(5.0, 12.5, 30.0);
  }

  @Test
  void noDecidedInstanceIsNoPoint() {
    assertThat(Cactus.curve(Map.of())).isEmpty();
  }
}
