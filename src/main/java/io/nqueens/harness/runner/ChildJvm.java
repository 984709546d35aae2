package io.nqueens.harness.runner;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.jar.JarFile;
import java.util.jar.Manifest;

/**
 * The one place that decides how a JVM of the program's own is started (a comparison's child per
 * backend, the counting JVM of a large count): this JVM's java and class path, and of this JVM's
 * options only those the program chooses or the user chose for the program's sake (docs/architecture.md,
 * "Child JVMs"):
 * <ul>
 *   <li>the heap and stack ({@code -Xmx}, {@code -Xms}, {@code -Xmn}, {@code -Xss}) and the collector
 *       ({@code -XX:+Use...GC}, {@code -XX:PretenureSizeThreshold}): the launcher's choice, or the user's for a large count;</li>
 *   <li>the class-data archive or the ahead-of-time cache the launcher maps ({@code -XX:SharedArchiveFile}, {@code -XX:AOTCache}, {@code -Xshare},
 *       the relocation mode and the two flags it needs, the archive's log turned off);</li>
 *   <li>modules ({@code --add-modules}, {@code --add-opens}, {@code --enable-native-access}), system
 *       properties ({@code -D}) and assertions ({@code -ea}).</li>
 * </ul>
 * Everything else stays with this JVM: logging and diagnostics ({@code -verbose:gc}, {@code -Xlog}, which
 * may write to standard output), agents (a debugger's port belongs to one process), an archive written at
 * exit ({@code -XX:ArchiveClassesAtExit}, one process writes it).
 */
public final class ChildJvm {

  private ChildJvm() {}

  /** This JVM's java executable. */
  public static String java() {
    return ProcessHandle.current().info().command().orElse("java");
  }

  /** This JVM's class path. */
  public static String classPath() {
    return ManagementFactory.getRuntimeMXBean().getClassPath();
  }

  /**
   * This JVM's options that a child of the program takes, and the module options the program's jar
   * declares in its manifest (Add-Opens, Add-Exports: what Hazelcast asks for), which Java reads only
   * for a jar started with -jar, not for a child started with -cp.
   */
  public static List<String> options() {
    List<String> out = new ArrayList<>(passedOn(ManagementFactory.getRuntimeMXBean().getInputArguments()));
    out.addAll(declared());
    return out;
  }

  /** The jar's Add-Opens and Add-Exports as options; none where the program runs from classes (a build, tests). */
  static List<String> declared() {
    try {
      Path jar = Path.of(ChildJvm.class.getProtectionDomain().getCodeSource().getLocation().toURI());
      if (!Files.isRegularFile(jar)) {
        return List.of();
      }
      try (JarFile file = new JarFile(jar.toFile())) {
        Manifest manifest = file.getManifest();
        if (manifest == null) {
          return List.of();
        }
        List<String> out = new ArrayList<>();
        for (String[] kind : new String[][] {{"Add-Opens", "--add-opens="}, {"Add-Exports", "--add-exports="}}) {
          String value = manifest.getMainAttributes().getValue(kind[0]);
          if (value != null) {
            for (String target : value.trim().split("\\s+")) {
              if (!target.isEmpty()) {
                out.add(kind[1] + target + "=ALL-UNNAMED");
              }
            }
          }
        }
        return out;
      }
    } catch (IOException | URISyntaxException | RuntimeException e) {
      return List.of();
    }
  }

  /** Of these options, those a child takes, in their order (an option and its separate value together). */
  public static List<String> passedOn(List<String> own) {
    List<String> out = new ArrayList<>();
    for (int i = 0; i < own.size(); i++) {
      String a = own.get(i);
      if (takesValue(a) && i + 1 < own.size()) {
        out.add(a);
        out.add(own.get(++i));
      } else if (passes(a)) {
        out.add(a);
      }
    }
    return out;
  }

  /** A module option whose value is the next argument ({@code --add-modules jdk.incubator.vector}). */
  private static boolean takesValue(String a) {
    return a.equals("--add-modules") || a.equals("--add-opens") || a.equals("--add-exports") || a.equals("--enable-native-access");
  }

  private static boolean passes(String a) {
    return a.startsWith("-Xmx") || a.startsWith("-Xms") || a.startsWith("-Xmn") || a.startsWith("-Xss")
        || a.startsWith("-XX:MaxRAMPercentage=") || a.startsWith("-XX:InitialRAMPercentage=") || a.startsWith("-XX:MinRAMPercentage=")
        || (a.startsWith("-XX:+Use") && a.endsWith("GC")) || a.startsWith("-XX:PretenureSizeThreshold=")
        || a.startsWith("-XX:SharedArchiveFile=") || a.startsWith("-Xshare:") || a.startsWith("-XX:ArchiveRelocationMode=")
        || a.startsWith("-XX:AOTCache=") || a.equals("-Xlog:aot=off")
        || a.equals("-XX:+UnlockDiagnosticVMOptions") || a.equals("-XX:+IgnoreUnrecognizedVMOptions")
        || a.equals("-Xlog:cds=off") || a.equals("-Xlog:cds+dynamic=off")
        || a.startsWith("--add-modules=") || a.startsWith("--add-opens=") || a.startsWith("--add-exports=")
        || a.startsWith("--enable-native-access=")
        || a.startsWith("-D") || a.equals("-ea") || a.equals("-enableassertions");
  }
}
