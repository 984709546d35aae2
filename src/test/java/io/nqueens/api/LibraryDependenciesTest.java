package io.nqueens.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** What a program that uses the library gets: the installed pom's runtime tree, and a run without the optional parts. */
class LibraryDependenciesTest {

  /** Jars of the command line's own parts: optional in the library's pom. */
  private static final List<String> OPTIONAL = List.of("hazelcast", "batik", "xmlgraphics", "xml-apis", "commons-logging");

  /** The runtime dependency tree the build writes (maven-dependency-plugin, target/dependency-tree.txt). */
  @Test
  void theInstalledPomGivesNoTestLibraryAndOnlyOptionalCommandLineParts() throws Exception {
    List<String> tree = Files.readAllLines(Path.of("target/dependency-tree.txt"));
    assertThat(tree).isNotEmpty();
    assertThat(tree).as("test libraries on a user's class path").noneMatch(l -> l.contains("junit") || l.contains("jqwik") || l.contains("assertj")
        || l.contains("archunit") || l.contains("opentest4j"));
    for (String line : tree) {
      if (OPTIONAL.stream().anyMatch(line::contains)) {
        assertThat(line).as("the command line's part %s", line.strip()).endsWith("(optional)");
      }
    }
    assertThat(tree).as("the library's own needs").anyMatch(l -> l.contains("choco-solver")).anyMatch(l -> l.contains("ortools-java"))
        .anyMatch(l -> l.contains("jackson-databind"));
  }

  /** A program that only models and solves runs with none of the optional jars on its class path. */
  @Test
  void aProgramThatModelsAndSolvesRunsWithoutTheOptionalDependencies() throws Exception {
    String classPath = Arrays.stream(System.getProperty("java.class.path").split(File.pathSeparator))
        .filter(entry -> OPTIONAL.stream().noneMatch(entry::contains))
        .collect(Collectors.joining(File.pathSeparator));
    Path java = Path.of(System.getProperty("java.home"), "bin", "java");
    Process p = new ProcessBuilder(java.toString(), "-cp", classPath, LibraryOnly.class.getName()).redirectErrorStream(true).start();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(p.waitFor(120, TimeUnit.SECONDS)).isTrue();
    assertThat(p.exitValue()).as(out).isZero();
    assertThat(out).contains("backtracking 92 12", "backtracking:simple 92 12", "choco 92 12", "cpsat 92 12", "solve true", "checkpoint 724");
  }
}
