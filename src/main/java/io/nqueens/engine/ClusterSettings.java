package io.nqueens.engine;

import java.nio.file.Path;
import java.util.List;

/**
 * How to reach or form a cluster: its name, the members to join by TCP/IP (127.0.0.1 by default),
 * the interface to bind to (loopback by default), the first port, or a Hazelcast YAML file that
 * says all of it; and whether to join as a client (submit without taking work).
 */
public record ClusterSettings(String name, List<String> members, String bindInterface, int port, Path configFile, boolean client) {

  public static final String DEFAULT_NAME = "nqueens";

  public static ClusterSettings local() {
    return new ClusterSettings(DEFAULT_NAME, List.of("127.0.0.1"), "127.0.0.1", 5701, null, false);
  }
}
