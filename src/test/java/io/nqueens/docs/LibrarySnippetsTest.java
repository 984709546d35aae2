package io.nqueens.docs;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.StringWriter;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.ToolProvider;
import org.commonmark.node.AbstractVisitor;
import org.commonmark.node.FencedCodeBlock;
import org.commonmark.parser.Parser;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Every Java block of docs/library.md compiles as written against the library: code copied from the page works. */
class LibrarySnippetsTest {

  private static final Pattern CLASS = Pattern.compile("public\\s+class\\s+(\\w+)");

  static Stream<String> snippets() throws IOException {
    List<String> found = new ArrayList<>();
    Parser.builder().build().parse(Files.readString(Path.of("docs/library.md"))).accept(new AbstractVisitor() {
      @Override
      public void visit(FencedCodeBlock block) {
        if ("java".equals(block.getInfo().strip())) {
          found.add(block.getLiteral());
        }
      }
    });
    assertThat(found).as("Java blocks on docs/library.md").hasSizeGreaterThanOrEqualTo(2);
    return found.stream();
  }

  /** The build runs the page's complete example from a fresh local repository (src/it/library-user): it must be the page's text. */
  @Test
  void thePagesCompleteExampleIsTheProgramTheBuildRunsFromAFreshRepository() throws IOException {
    String page = Files.readString(Path.of("docs/library.md"));
    Matcher block = Pattern.compile("## A complete example\\n\\n```java\\n(.*?)```", Pattern.DOTALL).matcher(page);
    assertThat(block.find()).as("docs/library.md has a complete example").isTrue();
    assertThat(Files.readString(Path.of("src/it/library-user/src/main/java/Example.java"))).isEqualTo(block.group(1));
  }

  @ParameterizedTest
  @MethodSource("snippets")
  void everyJavaBlockOnTheLibraryPageCompilesAsWritten(String source, @TempDir Path out) {
    Matcher name = CLASS.matcher(source);
    assertThat(name.find()).as("a public class in\n%s", source).isTrue();
    JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
    JavaFileObject file = new SimpleJavaFileObject(URI.create("string:///" + name.group(1) + ".java"), JavaFileObject.Kind.SOURCE) {
      @Override
      public CharSequence getCharContent(boolean ignoreEncodingErrors) {
        return source;
      }
    };
    StringWriter errors = new StringWriter();
    boolean ok = compiler.getTask(errors, null, null,
        List.of("-classpath", System.getProperty("java.class.path"), "-d", out.toString(), "-proc:none"), null, List.of(file)).call();
    assertThat(ok).as("compiling\n%s\n%s", source, errors).isTrue();
  }
}
