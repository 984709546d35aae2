package io.nqueens.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The pages in a real browser: headless Chromium loads the report and the trace page without a
 * console error and takes a screenshot of each (under target/browser, to look at); on the trace page
 * a key press steps forward and the board changes. Skipped, saying so, where Chromium is absent
 * (Debian's chromium package; .ci/run installs it).
 */
class BrowserTest {

  private static final Path DIR = Path.of("target", "browser");
  private static Path chromium;

  @BeforeAll
  static void findChromium() throws IOException {
    Optional<Path> found = onPath("chromium", "chromium-browser", "google-chrome", "google-chrome-stable");
    Assumptions.assumeTrue(found.isPresent(), "Chromium is not installed (apt-get install chromium): the browser tests are skipped");
    chromium = found.get();
    Files.createDirectories(DIR);
  }

  private static Optional<Path> onPath(String... names) {
    String path = System.getenv().getOrDefault("PATH", "");
    for (String name : names) {
      for (String dir : path.split(File.pathSeparator)) {
        Path p = Path.of(dir, name);
        if (Files.isExecutable(p)) {
          return Optional.of(p);
        }
      }
    }
    return Optional.empty();
  }

  private record Ran(String out, String err) {}

  private static Ran chromium(String... args) throws Exception {
    List<String> cmd = new ArrayList<>(List.of(chromium.toString(), "--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
        "--no-first-run", "--disable-extensions", "--enable-logging=stderr", "--v=0", "--user-data-dir=" + DIR.resolve("profile").toAbsolutePath()));
    cmd.addAll(List.of(args));
    Path out = Files.createTempFile(DIR, "out", ".txt");
    Path err = Files.createTempFile(DIR, "err", ".txt");
    Process p = new ProcessBuilder(cmd).redirectOutput(out.toFile()).redirectError(err.toFile()).start();
    if (!p.waitFor(90, TimeUnit.SECONDS)) {
      p.destroyForcibly();
      throw new AssertionError("chromium did not finish within 90 s: " + cmd);
    }
    Ran ran = new Ran(Files.readString(out), Files.readString(err));
    Files.delete(out);
    Files.delete(err);
    return ran;
  }

  /** Console messages Chromium logged at error level, or uncaught exceptions. */
  private static List<String> consoleErrors(Ran ran) {
    return ran.err().lines().filter(l -> l.contains("CONSOLE") && (l.contains("Uncaught") || l.contains("Error") || l.contains(":ERROR:"))).toList();
  }

  @Test
  void theReportLoadsWithoutConsoleErrorsAndIsPhotographed() throws Exception {
    Path page = DIR.resolve("report.html").toAbsolutePath();
    Cli.Result r = Cli.run("report", "--from", "4", "--to", "9", "--solvers", "backtracking,choco,cpsat", "--repeat", "1", "-o", page.toString());
    assertThat(r.exit()).as(r.err()).isZero();
    Path shot = DIR.resolve("report.png").toAbsolutePath();
    Files.deleteIfExists(shot);
    Ran ran = chromium("--window-size=1200,2600", "--screenshot=" + shot, page.toUri().toString());
    assertThat(consoleErrors(ran)).isEmpty();
    assertThat(shot).exists();
    assertThat(Files.size(shot)).isGreaterThan(20_000);
  }

  @Test
  void theTracePageStepsForwardOnAKeyPressAndTheBoardChanges() throws Exception {
    Path page = DIR.resolve("trace.html").toAbsolutePath();
    Cli.Result r = Cli.run("trace", "-n", "6", "--format", "html", "-o", page.toString());
    assertThat(r.exit()).as(r.err()).isZero();
    Path shot = DIR.resolve("trace.png").toAbsolutePath();
    Files.deleteIfExists(shot);
    Ran photographed = chromium("--window-size=1000,720", "--screenshot=" + shot, page.toUri() + "#step=23");
    assertThat(consoleErrors(photographed)).isEmpty();
    assertThat(shot).exists();
    Document dom = probed(page, 0);
    assertThat(dom.body().attr("data-before")).isEqualTo("0|0|");
    assertThat(dom.body().attr("data-after")).isEqualTo("2|2|place row 1 col 2");
    assertThat(dom.body().attr("data-back")).isEqualTo("1|1|place row 0 col 0");
    assertThat(dom.select("#board-0 .sq.queen")).hasSize(1);
    assertThat(dom.select("#board-0 .sq.x")).isNotEmpty();
  }

  /**
   * The side-by-side trace of the backtracker and Choco with forward checking, n = 4 to 8: it loads
   * without a console error at 1280 x 720 and 1920 x 1080 (screenshots under target/browser), and at
   * n = 4 and 8 a key press steps both boards and marks a node of each tree.
   */
  @Test
  void theSideBySideTraceStepsBothSearchesTogetherAtEverySize() throws Exception {
    for (int n = 4; n <= 8; n++) {
      Path page = DIR.resolve("trace-both-" + n + ".html").toAbsolutePath();
      Cli.Result r = Cli.run("trace", "-n", Integer.toString(n), "--solvers", "backtracking:simple,choco:fc-input", "--format", "html", "-o",
          page.toString());
      assertThat(r.exit()).as(r.err()).isZero();
      for (String size : List.of("1280,720", "1920,1080")) {
        Path shot = DIR.resolve("trace-both-" + n + "-" + size.replace(',', 'x') + ".png").toAbsolutePath();
        Files.deleteIfExists(shot);
        assertThat(consoleErrors(chromium("--window-size=" + size, "--screenshot=" + shot, page.toUri() + "#step=5"))).isEmpty();
        assertThat(shot).exists();
      }
      // Stepped through at the smallest and the largest board (each probe is a browser start).
      for (int panel = 0; panel < 2 && (n == 4 || n == 8); panel++) {
        Document dom = probed(page, panel);
        assertThat(dom.body().attr("data-before")).as("n=%d panel %d", n, panel).startsWith("0|0|");
        assertThat(dom.body().attr("data-after")).as("n=%d panel %d", n, panel).startsWith("2|");
        assertThat(dom.body().attr("data-after")).doesNotEndWith("|");
        assertThat(dom.select("#tree-" + panel + " .current")).hasSize(1);
      }
    }
  }

  /**
   * The page with a probe on one panel: it notes any error, presses the right arrow twice and the
   * left once, and records the panel's board (step shown, queens, current step) each time, for
   * --dump-dom to show.
   */
  private static Document probed(Path page, int panel) throws Exception {
    String html = Files.readString(page, StandardCharsets.UTF_8);
    String probe = html.replace("<head>", "<head><script>window.onerror = (m) => { document.documentElement.dataset.errors = "
        + "(document.documentElement.dataset.errors || '') + m; };</script>")
        .replace("</body>", "<script>window.addEventListener('load', () => {"
            + "const board = () => document.getElementById('board-" + panel + "').dataset.shown + '|' + document.querySelectorAll('#board-" + panel
            + " .sq.queen').length + '|' + (document.querySelector('#steps-" + panel + " li.current') || {textContent: ''}).textContent;"
            + "document.body.dataset.before = board();"
            + "document.dispatchEvent(new KeyboardEvent('keydown', {key: 'ArrowRight'}));"
            + "document.dispatchEvent(new KeyboardEvent('keydown', {key: 'ArrowRight'}));"
            + "document.body.dataset.after = board();"
            + "document.dispatchEvent(new KeyboardEvent('keydown', {key: 'ArrowLeft'}));"
            + "document.body.dataset.back = board();"
            + "});</script></body>");
    Path probed = Files.writeString(DIR.resolve("probe-" + page.getFileName()).toAbsolutePath(), probe);
    Ran dumped = chromium("--virtual-time-budget=3000", "--dump-dom", probed.toUri().toString());
    assertThat(consoleErrors(dumped)).isEmpty();
    Document dom = Jsoup.parse(dumped.out());
    assertThat(dom.selectFirst("html").attr("data-errors")).isEmpty();
    return dom;
  }
}
