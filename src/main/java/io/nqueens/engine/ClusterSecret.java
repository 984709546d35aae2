package io.nqueens.engine;

import io.nqueens.BadInputException;
import io.nqueens.model.io.IoErrors;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.Set;

/**
 * The cluster's secret where none is given, as Erlang's distribution keeps its cookie: made on first
 * use (32 random bytes, base64) in the user's configuration directory ({@code $XDG_CONFIG_HOME/nqueens},
 * else {@code ~/.config/nqueens}) with owner-only permissions, and read by every member and submitter
 * of that user on this machine. A cluster across machines is given one explicitly (the same file or
 * variable on each). A file that others may read is refused, as ssh refuses such a key.
 */
public final class ClusterSecret {

  /** The file's name in the configuration directory. */
  public static final String FILE = "cluster-secret";

  private static final Set<PosixFilePermission> OWNER_ONLY = PosixFilePermissions.fromString("rw-------");

  private ClusterSecret() {}

  /** This user's configuration directory for the program. */
  public static Path directory() {
    String xdg = System.getenv("XDG_CONFIG_HOME");
    if (xdg != null && !xdg.isBlank()) {
      return Path.of(xdg, "nqueens");
    }
    String home = System.getenv("HOME") != null ? System.getenv("HOME") : System.getenv("USERPROFILE");
    if (home == null || home.isBlank()) {
      throw new BadInputException("no home directory (HOME) to keep this user's cluster secret in: give one with --cluster-secret-file "
          + "or NQUEENS_CLUSTER_SECRET");
    }
    return Path.of(home, ".config", "nqueens");
  }

  /** This user's secret, made now if there is none yet. */
  public static String ofThisUser() {
    Path file = directory().resolve(FILE);
    try {
      if (!Files.exists(file)) {
        create(file);
      }
      if (Files.getFileStore(file).supportsFileAttributeView("posix")) {
        Set<PosixFilePermission> perms = Files.getPosixFilePermissions(file);
        if (perms.stream().anyMatch(p -> !OWNER_ONLY.contains(p) && p != PosixFilePermission.OWNER_EXECUTE)) {
          throw new BadInputException("the cluster secret " + file + " may be read by others (" + PosixFilePermissions.toString(perms)
              + "): chmod 600 " + file);
        }
      }
      return Files.readString(file, StandardCharsets.UTF_8).strip();
    } catch (IOException e) {
      throw new BadInputException("the cluster secret " + file + ": cannot read or make it (" + IoErrors.describe(e)
          + "); give one with --cluster-secret-file or NQUEENS_CLUSTER_SECRET");
    }
  }

  /** Writes a new secret whole before it appears under its name (a hard link: two first runs at once agree on one). */
  private static void create(Path file) throws IOException {
    Path dir = file.getParent();
    boolean posix = Files.getFileStore(Files.createDirectories(dir)).supportsFileAttributeView("posix");
    byte[] random = new byte[32];
    new SecureRandom().nextBytes(random);
    Path temporary = Files.createTempFile(dir, FILE, ".new");
    try {
      if (posix) {
        Files.setPosixFilePermissions(temporary, OWNER_ONLY);
      }
      Files.writeString(temporary, Base64.getEncoder().encodeToString(random) + "\n", StandardCharsets.UTF_8);
      try {
        Files.createLink(file, temporary);
      } catch (FileAlreadyExistsException another) {
        // Another first run made it a moment ago: that one is the secret.
      }
    } finally {
      Files.deleteIfExists(temporary);
    }
  }
}
