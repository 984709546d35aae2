package io.nqueens.engine;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;

/** The program's version as Maven wrote it into the build: what checkpoints and cluster jobs record. */
public final class ProgramVersion {

  private static final String VERSION = read();

  private ProgramVersion() {}

  public static String get() {
    return VERSION;
  }

  private static String read() {
    try (InputStream in = ProgramVersion.class.getResourceAsStream("version.properties")) {
      Properties p = new Properties();
      if (in != null) {
        p.load(in);
      }
      return p.getProperty("version", "unknown");
    } catch (IOException e) {
      return "unknown";
    }
  }
}
