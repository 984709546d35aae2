package io.nqueens.cli;

import io.nqueens.engine.ProgramVersion;
import picocli.CommandLine.IVersionProvider;

/** The version Maven wrote into the build. */
final class VersionProvider implements IVersionProvider {

  static String version() {
    return ProgramVersion.get();
  }

  @Override
  public String[] getVersion() {
    return new String[] {"nqueens " + version(), "Java " + System.getProperty("java.version")};
  }
}
