package io.nqueens.engine;

import io.nqueens.BadInputException;
import io.nqueens.model.io.IoErrors;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.HexFormat;
import java.util.Set;

/**
 * The cluster's secret. Where none is given, as Erlang's distribution keeps its cookie: made on first
 * use (32 random bytes, base64) in the user's configuration directory ({@code $XDG_CONFIG_HOME/nqueens}
 * where that is an absolute path, as the XDG rule says, else {@code ~/.config/nqueens}) with owner-only
 * permissions, and read by every member and submitter of that user on this machine. A cluster across
 * machines is given one explicitly (the same file or variable on each). Every secret file, this user's
 * own or one given, is held to one rule ({@link #read}): a regular file, owner-only (ssh's rule for a
 * key), at least {@link #MIN_LENGTH} characters.
 */
public final class ClusterSecret {

  /** The file's name in the configuration directory. */
  public static final String FILE = "cluster-secret";

  /** The shortest secret taken: a guessable one would protect nothing. */
  public static final int MIN_LENGTH = 16;

  /** The longest secret file read: a secret is a line, not a file of any size. */
  static final int MAX_BYTES = 4096;

  private static final Set<PosixFilePermission> OWNER_ONLY = PosixFilePermissions.fromString("rw-------");

  private ClusterSecret() {}

  /** This user's configuration directory for the program (a relative XDG_CONFIG_HOME is ignored, as the XDG rule says). */
  public static Path directory() {
    String xdg = System.getenv("XDG_CONFIG_HOME");
    if (xdg != null && !xdg.isBlank() && Path.of(xdg).isAbsolute()) {
      return Path.of(xdg, "nqueens");
    }
    String home = System.getenv("HOME") != null ? System.getenv("HOME") : System.getenv("USERPROFILE");
    if (home == null || home.isBlank()) {
      throw new BadInputException("no home directory (HOME) to keep this user's cluster secret in: give one with --cluster-secret-file "
          + "or NQUEENS_CLUSTER_SECRET");
    }
    return Path.of(home, ".config", "nqueens");
  }

  /** This user's secret, made now if there is none yet, under the same rule as a given one. */
  public static String ofThisUser() {
    Path file = directory().resolve(FILE);
    try {
      if (!Files.exists(file) && !Files.isSymbolicLink(file)) {
        create(file);
      }
    } catch (IOException e) {
      throw new BadInputException("the cluster secret " + file + ": cannot make it (" + IoErrors.describe(e)
          + "); give one with --cluster-secret-file or NQUEENS_CLUSTER_SECRET");
    }
    return read(file, "the cluster secret " + file);
  }

  /**
   * A secret file's secret, under the one rule: a regular file (a FIFO, a directory, a device or a
   * socket is named in one line, never opened), readable by its owner alone, of at least
   * {@link #MIN_LENGTH} characters and at most {@link #MAX_BYTES} bytes. {@code what} names it in the
   * message ("--cluster-secret-file F", "the cluster secret F").
   */
  public static String read(Path file, String what) {
    if (!Files.exists(file)) {
      throw new BadInputException(what + ": no such file");
    }
    if (!Files.isRegularFile(file)) {
      throw new BadInputException(what + " is " + kind(file) + ", not a file: give a file that holds the secret");
    }
    try {
      if (Files.getFileStore(file).supportsFileAttributeView("posix")) {
        Set<PosixFilePermission> perms = Files.getPosixFilePermissions(file);
        if (perms.stream().anyMatch(p -> !OWNER_ONLY.contains(p) && p != PosixFilePermission.OWNER_EXECUTE)) {
          throw new BadInputException(what + " may be read or changed by others (" + PosixFilePermissions.toString(perms)
              + "): chmod 600 " + file);
        }
      }
      byte[] bytes;
      try (InputStream in = Files.newInputStream(file)) {
        bytes = in.readNBytes(MAX_BYTES + 1);
      }
      if (bytes.length > MAX_BYTES) {
        throw new BadInputException(what + " is longer than " + MAX_BYTES + " bytes: a secret is one line");
      }
      return checked(new String(bytes, StandardCharsets.UTF_8), what);
    } catch (IOException e) {
      throw new BadInputException(what + ": cannot read (" + IoErrors.describe(e) + ")");
    }
  }

  /** The secret stripped, where it is long enough; otherwise one line naming where it came from and its length. */
  public static String checked(String secret, String what) {
    String s = secret.strip();
    if (s.length() < MIN_LENGTH) {
      throw new BadInputException(what + " holds a secret of " + s.length() + " characters; give at least " + MIN_LENGTH
          + " (a random one: head -c 32 /dev/urandom | base64)");
    }
    return s;
  }

  /**
   * The default cluster name of a secret: {@code nqueens-} and eight hex digits of an HMAC under it,
   * so that two users of one machine (two secrets) form two clusters that refuse each other at join,
   * and the members and submitters of one secret find each other with no name given. The digits say
   * nothing usable about the secret.
   */
  public static String defaultClusterName(String secret) {
    return "nqueens-" + HexFormat.of().formatHex(Ledger.clusterKey(secret), 0, 4);
  }

  /** What a path that is not a regular file is, in a word an operator knows. */
  private static String kind(Path file) {
    if (Files.isDirectory(file)) {
      return "a directory";
    }
    try {
      int mode = (Integer) Files.getAttribute(file, "unix:mode");
      return switch (mode & 0170000) {
        case 0010000 -> "a FIFO (named pipe)";
        case 0140000 -> "a socket";
        case 0020000 -> "a character device";
        case 0060000 -> "a block device";
        default -> "a special file";
      };
    } catch (IOException | UnsupportedOperationException | IllegalArgumentException e) {
      return "a special file";
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
