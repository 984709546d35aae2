package io.nqueens.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import javax.tools.DocumentationTool;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The library's front door has Javadoc that builds without a warning (doclint on every group). */
class LibraryJavadocTest {

  @Test
  void theLibraryApiJavadocBuildsWithoutWarnings(@TempDir Path out) throws IOException {
    DocumentationTool javadoc = ToolProvider.getSystemDocumentationTool();
    List<String> sources;
    try (Stream<Path> files = Files.list(Path.of("src/main/java/io/nqueens/api"))) {
      sources = files.map(Path::toString).filter(f -> f.endsWith(".java")).sorted().toList();
    }
    StringWriter messages = new StringWriter();
    List<String> args = new ArrayList<>(List.of("-d", out.toString(), "-quiet", "-Xdoclint:all", "-Werror",
        "-classpath", System.getProperty("java.class.path")));
    args.addAll(sources);
    int code = javadoc.run(null, null, new PrintStream(new OutputStream() {
      @Override
      public void write(int b) {
        messages.write(b);
      }
    }, true), args.toArray(String[]::new));
    assertThat(messages.toString()).as("javadoc's messages").doesNotContain("warning").doesNotContain("error");
    assertThat(code).isZero();
  }
}
