package io.nqueens.cli;

import io.nqueens.engine.ProgramVersion;
import java.lang.management.ManagementFactory;
import java.util.List;
import picocli.CommandLine.IVersionProvider;

/** The version Maven wrote into the build. */
final class VersionProvider implements IVersionProvider {

  static String version() {
    return ProgramVersion.get();
  }

  @Override
  public String[] getVersion() {
    return new String[] {"nqueens " + version(), "Java " + System.getProperty("java.version") + " (" + System.getProperty("java.vm.vendor") + ")",
        "start-up: " + startUp(ManagementFactory.getRuntimeMXBean().getInputArguments()),
        "counter: " + (CountingJvm.hasVectorModule() ? "halves matched by the Vector API (" + CountingJvm.VECTOR + ")"
            : "halves matched one long at a time; counts of n >= " + CountingJvm.FROM_N + " run in a JVM with " + CountingJvm.VECTOR)
            + (Runtime.version().feature() >= 19 ? ", bits counted lane-wise (Java 19+)" : ", bits counted one long at a time (Java 17-18)")};
  }

  /** Which start-up path this JVM took: an ahead-of-time cache (Java 25+), the build's class-data archive, or neither. */
  static String startUp(List<String> options) {
    for (String o : options) {
      if (o.startsWith("-XX:AOTCache=")) {
        return "ahead-of-time cache " + o.substring("-XX:AOTCache=".length());
      }
    }
    for (String o : options) {
      if (o.startsWith("-XX:SharedArchiveFile=")) {
        return "class-data archive " + o.substring("-XX:SharedArchiveFile=".length());
      }
    }
    return "no class-data archive or ahead-of-time cache (target/nqueens uses one)";
  }
}
