package io.nqueens.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** Every code the program can end with is listed where a user looks: README's table and the help footer. */
class ExitCodeTest {

  /** SIGTERM ends a run with 143 (128 + 15), as shells report it: listed beside Ctrl-C's 130. */
  @Test
  void aTerminatedRunsCodeIsListed() throws Exception {
    assertThat(ExitCode.TERMINATED).isEqualTo(143);
    assertThat(Files.readString(Path.of("README.md"))).contains("| 143 | stopped by SIGTERM");
  }

  @Test
  void everyExitCodeIsInTheReadmesTableAndTheHelp() throws Exception {
    String readme = Files.readString(Path.of("README.md"));
    String help = String.join("\n", ExitCode.HELP);
    for (Field f : ExitCode.class.getFields()) {
      if (!Modifier.isStatic(f.getModifiers()) || f.getType() != int.class) {
        continue;
      }
      int code = f.getInt(null);
      assertThat(readme).as(f.getName()).contains("| " + code + " |");
      assertThat(Arrays.stream(ExitCode.HELP)).as(f.getName() + " in\n" + help).anyMatch(l -> l.strip().startsWith(code + " "));
    }
  }
}
