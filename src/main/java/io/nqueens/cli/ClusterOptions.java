package io.nqueens.cli;

import io.nqueens.BadInputException;
import io.nqueens.engine.ClusterSecret;
import io.nqueens.engine.ClusterSettings;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import picocli.CommandLine.Option;

/** Where the Hazelcast cluster is: flags, or Hazelcast's own YAML file. */
final class ClusterOptions {

  @Option(names = "--cluster-name", paramLabel = "NAME",
      description = "Cluster name; members and clients must agree. Default: nqueens- and eight hex digits derived from the cluster's "
          + "secret, so that members of one secret find each other and two users' clusters never mix.")
  String name;

  @Option(names = "--members", paramLabel = "HOST[:PORT],...",
      description = "Members to join by TCP/IP (default: 127.0.0.1). Nothing is found by multicast.")
  List<String> members = new ArrayList<>();

  @Option(names = "--interface", paramLabel = "ADDRESS", defaultValue = "127.0.0.1",
      description = "Address to bind to (default: ${DEFAULT-VALUE}, loopback only).")
  String bindInterface;

  @Option(names = "--port", paramLabel = "PORT", defaultValue = "5701", description = "First port to try (default: ${DEFAULT-VALUE}).")
  int port;

  @Option(names = "--cluster-config", paramLabel = "FILE", description = "Hazelcast's own YAML configuration instead of the flags above.")
  Path configFile;

  @Option(names = "--cluster-secret-file", paramLabel = "FILE",
      description = "A file holding the cluster's secret (at least 16 characters; or the environment variable " + SECRET_VARIABLE + "): "
          + "every member and submitter must hold the same one, and acts only on messages sealed with it (docs/cluster.md). Default: this "
          + "user's own, made on first use in ~/.config/nqueens/cluster-secret (owner-only); a member bound off loopback needs one given.")
  Path secretFile;

  /** The environment variable that may hold the cluster's secret, where no file is given. */
  static final String SECRET_VARIABLE = "NQUEENS_CLUSTER_SECRET";

  /** The secret from the file, else the environment; null where neither gives one. */
  private String explicitSecret() {
    if (secretFile != null) {
      return ClusterSecret.read(secretFile, "--cluster-secret-file " + secretFile);
    }
    // Set but blank is a secret given badly, refused as a short one is; only an unset variable is none.
    String variable = System.getenv(SECRET_VARIABLE);
    return variable == null ? null : ClusterSecret.checked(variable, SECRET_VARIABLE);
  }

  /** Where the cluster is, for a member or a client; {@code partDeadline} is a submitter's (null: from the parts' own times). */
  ClusterSettings settings(boolean client, Duration partDeadline) {
    if (configFile != null && !Files.isReadable(configFile)) {
      throw new BadInputException("--cluster-config " + configFile + ": no such readable file");
    }
    // Split here, not by picocli, which drops empty entries: "--members ,," must be refused, not read as the default.
    List<String> listed = members.stream().flatMap(m -> Arrays.stream(m.split(",", -1))).toList();
    return new ClusterSettings(name, listed.isEmpty() ? List.of("127.0.0.1") : listed, bindInterface, port, configFile, client, explicitSecret(),
        partDeadline);
  }

  /** Where the cluster is, for a worker (it sends no parts, so it sets no deadline). */
  ClusterSettings settings(boolean client) {
    return settings(client, null);
  }
}
