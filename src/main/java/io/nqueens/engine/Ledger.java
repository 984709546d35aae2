package io.nqueens.engine;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.Optional;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * The authentication of a cluster job's ledger: each record of a finished part is sealed with an
 * HMAC-SHA256 under the job's key, over the job, the part, the member that counted it and the
 * record, and the submitter takes only records whose seal it can recompute. The job's key is an
 * HMAC of a random nonce under the cluster's secret ({@link #key}): the nonce travels only inside the
 * job's tasks, so a client that can reach the port but receives no task cannot make a record that
 * passes; with a secret, neither can a member that does not hold it (docs/cluster.md says what is
 * left open without one).
 */
final class Ledger {

  private static final String ALGORITHM = "HmacSHA256";
  private static final SecureRandom RANDOM = new SecureRandom();

  private Ledger() {}

  /** A new job's nonce. */
  static byte[] nonce() {
    byte[] n = new byte[32];
    RANDOM.nextBytes(n);
    return n;
  }

  /** The job's key: the nonce under the cluster's secret (none: under the program's own constant, which protects only by the nonce). */
  static byte[] key(String secret, byte[] nonce) {
    return hmac(("nqueens-ledger-v1:" + (secret == null ? "" : secret)).getBytes(StandardCharsets.UTF_8), nonce);
  }

  /**
   * The key the members and submitters of a cluster seal and check the messages that steer them with
   * (tasks, cancels): from the cluster's secret alone, which never travels.
   */
  static byte[] clusterKey(String secret) {
    return hmac(("nqueens-cluster-v1:" + (secret == null ? "" : secret)).getBytes(StandardCharsets.UTF_8),
        "messages".getBytes(StandardCharsets.UTF_8));
  }

  /**
   * The seal of a task: the whole job (its text: model, constraints, classes, group, solver, split),
   * the part, the nonce and when the submitter sent it (so that a task captured and sent again later
   * is stale, {@link PartTask#FRESH_MILLIS}).
   */
  static byte[] sealTask(byte[] clusterKey, String jobId, int part, byte[] nonce, long sentMillis, String jobJson) {
    return hmac(clusterKey, ("task\n" + jobId + "\n" + part + "\n" + HexFormat.of().formatHex(nonce) + "\n" + sentMillis + "\n" + jobJson)
        .getBytes(StandardCharsets.UTF_8));
  }

  /** Whether a task's seal is this cluster's for all it carries. */
  static boolean isSealedTask(byte[] clusterKey, byte[] seal, String jobId, int part, byte[] nonce, long sentMillis, String jobJson) {
    return seal != null && MessageDigest.isEqual(seal, sealTask(clusterKey, jobId, part, nonce, sentMillis, jobJson));
  }

  /** A member's proof that it holds the cluster's secret, tied to its own member id (so that another member cannot show it as its own). */
  static String proveMember(byte[] clusterKey, String memberId) {
    return HexFormat.of().formatHex(hmac(clusterKey, ("member\n" + memberId).getBytes(StandardCharsets.UTF_8)));
  }

  /** Whether an entry of the roster proves that this member holds the cluster's secret. */
  static boolean provesMember(byte[] clusterKey, String memberId, Object entry) {
    return entry instanceof String s && MessageDigest.isEqual(s.getBytes(StandardCharsets.UTF_8),
        proveMember(clusterKey, memberId).getBytes(StandardCharsets.UTF_8));
  }

  /** The entry that cancels a job: its seal. */
  static String sealCancel(byte[] clusterKey, String jobId) {
    return HexFormat.of().formatHex(hmac(clusterKey, ("cancel\n" + jobId).getBytes(StandardCharsets.UTF_8)));
  }

  /** Whether an entry of the cancelled jobs is this cluster's cancel of this job (one written by anyone else is not). */
  static boolean isSealedCancel(byte[] clusterKey, String jobId, Object entry) {
    return entry instanceof String s && MessageDigest.isEqual(s.getBytes(StandardCharsets.UTF_8),
        sealCancel(clusterKey, jobId).getBytes(StandardCharsets.UTF_8));
  }

  /** A member's refusal of a job, sealed under the job's key: the seal, then the text. */
  static String sealRefusal(byte[] key, String jobId, String member, String text) {
    return HexFormat.of().formatHex(hmac(key, ("refused\n" + jobId + "\n" + member + "\n" + text).getBytes(StandardCharsets.UTF_8)))
        + " " + text;
  }

  /** A refusal's text where its seal is this job's and this member's; empty for one anyone else wrote. */
  static Optional<String> openRefusal(byte[] key, String jobId, String member, String entry) {
    int space = entry.indexOf(' ');
    if (space < 0) {
      return Optional.empty();
    }
    String text = entry.substring(space + 1);
    boolean valid = MessageDigest.isEqual(sealRefusal(key, jobId, member, text).getBytes(StandardCharsets.UTF_8),
        entry.getBytes(StandardCharsets.UTF_8));
    return valid ? Optional.of(text) : Optional.empty();
  }

  /** A text's digest, as a job's parts are kept by (the whole job, not only its id). */
  static String digest(String text) {
    try {
      return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8)));
    } catch (GeneralSecurityException e) {
      throw new IllegalStateException("this JVM has no SHA-256", e);
    }
  }

  /** The ledger entry of a part's record counted by {@code member}: the seal, the member, the record. */
  static String seal(byte[] key, String jobId, int part, String member, String record) {
    return HexFormat.of().formatHex(hmac(key, message(jobId, part, member, record))) + " " + member + " " + record;
  }

  /** A checked entry: who counted the part, and its record. */
  record Opened(String member, String record) {}

  /** The entry's member and record where its seal is this job's, for this part; empty for one forged, altered or made under another secret. */
  static Optional<Opened> open(byte[] key, String jobId, int part, String entry) {
    int first = entry.indexOf(' ');
    int second = first < 0 ? -1 : entry.indexOf(' ', first + 1);
    if (second < 0) {
      return Optional.empty();
    }
    String member = entry.substring(first + 1, second);
    String record = entry.substring(second + 1);
    byte[] seal;
    try {
      seal = HexFormat.of().parseHex(entry.substring(0, first));
    } catch (IllegalArgumentException e) {
      return Optional.empty();
    }
    boolean valid = MessageDigest.isEqual(seal, hmac(key, message(jobId, part, member, record)));
    return valid ? Optional.of(new Opened(member, record)) : Optional.empty();
  }

  private static byte[] message(String jobId, int part, String member, String record) {
    return (jobId + "\n" + part + "\n" + member + "\n" + record).getBytes(StandardCharsets.UTF_8);
  }

  private static byte[] hmac(byte[] key, byte[] message) {
    try {
      Mac mac = Mac.getInstance(ALGORITHM);
      mac.init(new SecretKeySpec(key, ALGORITHM));
      return mac.doFinal(message);
    } catch (GeneralSecurityException e) {
      throw new IllegalStateException("this JVM has no " + ALGORITHM, e);
    }
  }
}
