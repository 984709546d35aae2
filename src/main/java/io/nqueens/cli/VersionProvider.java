package io.nqueens.cli;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;
import picocli.CommandLine.IVersionProvider;

/** The version Maven wrote into the build. */
final class VersionProvider implements IVersionProvider {

  static String version() {
    try (InputStream in = VersionProvider.class.getResourceAsStream("version.properties")) {
      Properties p = new Properties();
      if (in != null) {
        p.load(in);
      }
      return p.getProperty("version", "unknown");
    } catch (IOException e) {
      return "unknown";
    }
  }

  @Override
  public String[] getVersion() {
    return new String[] {"nqueens " + version(), "Java " + System.getProperty("java.version")};
  }
}
