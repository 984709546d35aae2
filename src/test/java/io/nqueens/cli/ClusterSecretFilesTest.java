package io.nqueens.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every secret file under one rule, this user's own and one given alike: a regular file, owner-only,
 * at least 16 characters; a FIFO, a directory or a world-readable file is one line naming what it is,
 * never a hang; a relative XDG_CONFIG_HOME is ignored, as the XDG rule says. The own file is found
 * through the environment, so those cases run the program as a process.
 */
class ClusterSecretFilesTest {

  /** Far above the time a refusal takes: a hang (a FIFO opened for reading) ends the test instead of the suite. */
  private static final Duration HANG = Duration.ofSeconds(60);

  private static Path file(Path dir, String name, String text, String permissions) throws IOException {
    Path f = dir.resolve(name);
    Files.writeString(f, text, StandardCharsets.UTF_8);
    Files.setPosixFilePermissions(f, PosixFilePermissions.fromString(permissions));
    return f;
  }

  private static Path fifo(Path at) throws Exception {
    assertThat(new ProcessBuilder("mkfifo", at.toString()).start().waitFor()).isZero();
    return at;
  }

  private static Cli.Result count(Path secretFile) {
    return Cli.run("count", "-n", "6", "--engine", "hazelcast", "--cluster-secret-file", secretFile.toString());
  }

  @Test
  void aGivenSecretFileThatOthersMayReadIsRefusedAsTheOwnOneIs(@TempDir Path dir) throws IOException {
    Cli.Result r = count(file(dir, "shared.secret", "a long enough secret for the cluster", "rw-rw-rw-"));
    assertThat(r.exit()).isEqualTo(ExitCode.USAGE);
    assertThat(r.err().strip().lines()).singleElement().asString().contains("may be read or changed by others (rw-rw-rw-)").contains("chmod 600");
  }

  @Test
  void aGivenSecretFileOfThreeCharactersIsRefusedWithItsLength(@TempDir Path dir) throws IOException {
    Cli.Result r = count(file(dir, "short.secret", "abc\n", "rw-------"));
    assertThat(r.exit()).isEqualTo(ExitCode.USAGE);
    assertThat(r.err().strip().lines()).singleElement().asString().contains("holds a secret of 3 characters").contains("at least 16");
  }

  @Test
  void aFifoOrADirectoryGivenAsTheSecretIsNamedInOneLineWithoutWaiting(@TempDir Path dir) throws Exception {
    Path pipe = fifo(dir.resolve("pipe.secret"));
    Cli.Result r = assertTimeoutPreemptively(HANG, () -> count(pipe));
    assertThat(r.exit()).isEqualTo(ExitCode.USAGE);
    assertThat(r.err().strip().lines()).singleElement().asString().contains("is a FIFO (named pipe), not a file");
    Cli.Result d = count(Files.createDirectory(dir.resolve("a-directory")));
    assertThat(d.err().strip().lines()).singleElement().asString().contains("is a directory, not a file");
  }

  /** The program as a process, with this environment, in this folder. */
  private static Process start(Map<String, String> env, Path folder, String... args) throws IOException {
    List<String> cmd = new ArrayList<>(List.of(ProcessHandle.current().info().command().orElse("java"), "-cp",
        System.getProperty("java.class.path"), Main.class.getName()));
    cmd.addAll(List.of(args));
    ProcessBuilder pb = new ProcessBuilder(cmd).directory(folder.toFile());
    pb.environment().putAll(env);
    return pb.start();
  }

  private static String refusal(Map<String, String> env, Path folder) throws Exception {
    Process p = start(env, folder, "count", "-n", "6", "--engine", "hazelcast");
    assertThat(p.waitFor(HANG.toSeconds(), TimeUnit.SECONDS)).as("refused without waiting").isTrue();
    String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(p.exitValue()).as(err).isEqualTo(ExitCode.USAGE);
    assertThat(err.strip().lines()).hasSize(1);
    return err.strip();
  }

  @Test
  void thisUsersOwnSecretFileIsHeldToTheSameRule(@TempDir Path home) throws Exception {
    Path config = Files.createDirectories(home.resolve("config/nqueens"));
    Map<String, String> env = Map.of("XDG_CONFIG_HOME", home.resolve("config").toString(), "HOME", home.toString());
    file(config, "cluster-secret", "abc\n", "rw-------");
    assertThat(refusal(env, home)).contains("cluster-secret holds a secret of 3 characters");
    Files.delete(config.resolve("cluster-secret"));
    file(config, "cluster-secret", "", "rw-------");
    assertThat(refusal(env, home)).contains("holds a secret of 0 characters");
    Files.delete(config.resolve("cluster-secret"));
    fifo(config.resolve("cluster-secret"));
    assertThat(refusal(env, home)).contains("is a FIFO (named pipe), not a file");
    Files.delete(config.resolve("cluster-secret"));
    Files.createDirectory(config.resolve("cluster-secret"));
    assertThat(refusal(env, home)).contains("is a directory, not a file").doesNotContain("chmod");
  }

  /** A relative XDG_CONFIG_HOME would give workers started in two folders two secrets: the home's is used instead. */
  @Test
  void aRelativeXdgConfigHomeIsIgnored(@TempDir Path home, @TempDir Path folder) throws Exception {
    Process p = start(Map.of("XDG_CONFIG_HOME", "relative-config", "HOME", home.toString()), folder,
        "count", "-n", "6", "--engine", "hazelcast", "--port", "5881");
    assertThat(p.waitFor(HANG.toSeconds(), TimeUnit.SECONDS)).isTrue();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(p.exitValue()).as(out + new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8)).isZero();
    assertThat(out).contains("solutions: 4");
    assertThat(home.resolve(".config/nqueens/cluster-secret")).as("the secret in the home's configuration").isRegularFile();
    assertThat(folder.resolve("relative-config")).as("nothing in the current folder").doesNotExist();
  }
}
