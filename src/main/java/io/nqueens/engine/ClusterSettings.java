package io.nqueens.engine;

import io.nqueens.BadInputException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.regex.Pattern;

/**
 * How to reach or form a cluster: its name (null: the secret's own, {@link ClusterSecret#defaultClusterName}), the members to join by TCP/IP (127.0.0.1 by default),
 * the interface to bind to (loopback by default), the first port, or a Hazelcast YAML file that
 * says all of it; whether to join as a client (submit without taking work); and the cluster's
 * secret, which every member and submitter must hold, and with which every message that steers them
 * is sealed (null: this user's own, {@link ClusterSecret}, made on first use; a member bound off
 * loopback must be given one). {@link #toString} never shows the secret.
 */
public record ClusterSettings(String name, List<String> members, String bindInterface, int port, Path configFile, boolean client,
    String secret, Duration partDeadline) {

  /** Settings with this user's own secret. */
  public ClusterSettings(String name, List<String> members, String bindInterface, int port, Path configFile, boolean client) {
    this(name, members, bindInterface, port, configFile, client, null, null);
  }

  /** Settings whose parts' deadlines come from their own times ({@link Submission}). */
  public ClusterSettings(String name, List<String> members, String bindInterface, int port, Path configFile, boolean client, String secret) {
    this(name, members, bindInterface, port, configFile, client, secret, null);
  }

  @Override
  public String toString() {
    return "ClusterSettings[name=" + name + ", members=" + members + ", interface=" + bindInterface + ", port=" + port + ", configFile="
        + configFile + ", client=" + client + ", secret=(set), partDeadline=" + partDeadline + "]";
  }

  private static final Pattern IPV4 = Pattern.compile("(\\d{1,3}|\\*)(\\.(\\d{1,3}|\\*)){3}");
  private static final Pattern HOST = Pattern.compile("[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?");

  /** Every value checked, with a one-line message that names it. */
  public ClusterSettings {
    if (bindInterface != null && secret == null && configFile == null && !bindInterface.startsWith("127.")) {
      // This user's own secret serves the members of this machine; a cluster that others can reach is given one on purpose.
      throw new BadInputException("--interface " + bindInterface + " is off loopback: give the cluster's secret explicitly, the same on "
          + "every machine (--cluster-secret-file FILE or NQUEENS_CLUSTER_SECRET)");
    }
    secret = secret == null ? ClusterSecret.ofThisUser() : ClusterSecret.checked(secret, "the cluster secret");
    // No name given: the secret's own, so that two secrets on one machine never form one cluster.
    name = name == null ? ClusterSecret.defaultClusterName(secret) : name;
    if (name.isBlank()) {
      throw new BadInputException("--cluster-name ('" + name + "') must not be empty");
    }
    if (port < 1 || port > 65535) {
      throw new BadInputException("--port (" + port + ") must be in 1..65535");
    }
    if (members == null || members.isEmpty()) {
      throw new BadInputException("--members names no member");
    }
    members.forEach(ClusterSettings::checkMember);
    members = List.copyOf(members);
    if (partDeadline != null && (partDeadline.isNegative() || partDeadline.isZero())) {
      throw new BadInputException("--part-deadline (" + partDeadline + ") must be positive");
    }
    if (bindInterface == null || !IPV4.matcher(bindInterface).matches() || !octetsInRange(bindInterface)) {
      throw new BadInputException("--interface (" + bindInterface + ") must be an IPv4 address such as 127.0.0.1 (Hazelcast binds to "
          + "addresses, and takes * for any number in one place: 10.0.0.*)");
    }
  }

  /** HOST or HOST:PORT, PORT in 1..65535. */
  private static void checkMember(String member) {
    String m = member == null ? "" : member.strip();
    if (m.isEmpty()) {
      throw new BadInputException("--members has an empty entry (write HOST[:PORT],HOST[:PORT],...)");
    }
    int colon = m.lastIndexOf(':');
    String host = colon < 0 ? m : m.substring(0, colon);
    if (colon >= 0) {
      String port = m.substring(colon + 1);
      int p;
      try {
        p = Integer.parseInt(port);
      } catch (NumberFormatException e) {
        throw new BadInputException("--members entry '" + m + "' has port '" + port + "', not a number");
      }
      if (p < 1 || p > 65535) {
        throw new BadInputException("--members entry '" + m + "' has port " + p + ", outside 1..65535");
      }
    }
    if (!HOST.matcher(host).matches()) {
      throw new BadInputException("--members entry '" + m + "' has host '" + host + "', which is neither a name nor an IPv4 address");
    }
  }

  private static boolean octetsInRange(String address) {
    for (String part : address.split("\\.")) {
      if (!part.equals("*") && Integer.parseInt(part) > 255) {
        return false;
      }
    }
    return true;
  }

  /** A member of this machine under this user's secret, with the cluster name that secret gives. */
  public static ClusterSettings local() {
    return new ClusterSettings(null, List.of("127.0.0.1"), "127.0.0.1", 5701, null, false);
  }
}
