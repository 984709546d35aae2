package io.nqueens;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;
import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.Dependency;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.domain.JavaCodeUnit;
import com.tngtech.archunit.core.domain.JavaField;
import com.tngtech.archunit.core.domain.JavaMember;
import com.tngtech.archunit.core.domain.JavaModifier;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchCondition;
import com.tngtech.archunit.lang.ConditionEvents;
import com.tngtech.archunit.lang.SimpleConditionEvent;
import io.nqueens.model.Constraint;
import io.nqueens.model.expr.Expr;
import io.nqueens.model.expr.Ground;
import io.nqueens.solver.Solver;
import io.nqueens.solver.SolverProvider;
import java.io.IOException;
import java.lang.reflect.Method;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The layers of docs/architecture.md, checked rather than only documented: every import against the
 * page's table (and each package-info against it), no circle of classes, and the finer claims below.
 */
class ArchitectureTest {

  private static final JavaClasses CLASSES =
      new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS).importPackages("io.nqueens");

  /** A row of the table in docs/architecture.md: a package, the program's packages and the libraries it may import. */
  private record Allowed(String pkg, Set<String> packages, Set<String> libraries) {

    boolean allows(String target) {
      return target.equals(pkg) || target.equals("java") || target.startsWith("java.") || target.startsWith("javax.") || packages.contains(target)
          || libraries.stream().anyMatch(l -> target.equals(l) || target.startsWith(l + "."));
    }
  }

  private static final Pattern ROW = Pattern.compile("^\\|\\s*`(io\\.nqueens[\\w.]*)`\\s*\\|[^|]*\\|([^|]*)\\|([^|]*)\\|\\s*$", Pattern.MULTILINE);
  private static final Pattern NAME = Pattern.compile("`([\\w.]+)`");
  private static final Pattern CODE = Pattern.compile("\\{@code ([\\w.]+)}");

  /** The table "Packages and their imports" of docs/architecture.md, by package. */
  private static Map<String, Allowed> table() throws IOException {
    Map<String, Allowed> rows = new TreeMap<>();
    Matcher m = ROW.matcher(Files.readString(Path.of("docs/architecture.md")));
    while (m.find()) {
      rows.put(m.group(1), new Allowed(m.group(1), names(NAME, m.group(2)), names(NAME, m.group(3))));
    }
    return rows;
  }

  private static Set<String> names(Pattern p, String text) {
    Set<String> out = new TreeSet<>();
    Matcher m = p.matcher(text);
    while (m.find()) {
      out.add(m.group(1));
    }
    return out;
  }

  /** Every class imports only what its package's row of the architecture page allows, and every package has a row. */
  @Test
  void everyImportIsOneTheArchitecturePageAllows() throws IOException {
    Map<String, Allowed> table = table();
    Set<String> packages = new TreeSet<>();
    List<String> found = new ArrayList<>();
    for (JavaClass c : CLASSES) {
      packages.add(c.getPackageName());
      Allowed allowed = table.get(c.getPackageName());
      if (allowed == null) {
        continue;
      }
      for (Dependency d : c.getDirectDependenciesFromSelf()) {
        JavaClass target = d.getTargetClass().getBaseComponentType();
        if (!target.isPrimitive() && !allowed.allows(target.getPackageName())) {
          found.add(c.getName() + " -> " + target.getName());
        }
      }
    }
    assertThat(table.keySet()).as("packages in the architecture page's table").containsExactlyInAnyOrderElementsOf(packages);
    assertThat(found.stream().distinct().toList()).as("imports the architecture page does not allow").isEmpty();
  }

  /** Each package-info's "May import" line says what the table says, so that the Javadoc and the page cannot drift apart. */
  @Test
  void everyPackageInfoSaysWhatTheArchitecturePageAllows() throws IOException {
    for (Allowed row : table().values()) {
      Path info = Path.of("src/main/java", row.pkg().replace('.', '/'), "package-info.java");
      assertThat(info).as("package-info of " + row.pkg()).exists();
      String text = Files.readString(info).replaceAll("\\n\\s*\\*\\s*", " ");
      int at = text.indexOf("May import:");
      assertThat(at).as(info + " has a 'May import:' line").isNotNegative();
      String line = text.substring(at, text.indexOf("(and {@code java.*})", at));
      int libraries = line.indexOf("libraries:");
      Set<String> packages = names(CODE, libraries < 0 ? line : line.substring(0, libraries));
      Set<String> libs = libraries < 0 ? Set.of() : names(CODE, line.substring(libraries));
      assertThat(packages).as(info + ": the program's packages").isEqualTo(row.packages());
      assertThat(libs).as(info + ": libraries").isEqualTo(row.libraries());
    }
  }

  @Test
  void theModelImportsNoSolverLibraryAndNothingAboveIt() {
    noClasses().that().resideInAPackage("io.nqueens.model..")
        .should().dependOnClassesThat().resideInAnyPackage("io.nqueens.solver..", "io.nqueens.harness..", "io.nqueens.cli..",
            "org.chocosolver..", "com.google.ortools..", "picocli..")
        .check(CLASSES);
  }

  @Test
  void theCoreModelAndItsConstraintLanguageImportNothingButJava() {
    noClasses().that().resideInAnyPackage("io.nqueens.model", "io.nqueens.model.expr")
        .should().dependOnClassesThat().resideOutsideOfPackages("java..", "io.nqueens", "io.nqueens.model", "io.nqueens.model.expr")
        .check(CLASSES);
  }

  @Test
  void theConstraintLanguageSitsBelowTheModel() {
    noClasses().that().resideInAPackage("io.nqueens.model.expr")
        .should().dependOnClassesThat().resideInAPackage("io.nqueens.model")
        .check(CLASSES);
  }

  @Test
  void noPackageDependsOnItselfThroughOthers() {
    slices().matching("io.nqueens.(**)").should().beFreeOfCycles().check(CLASSES);
  }

  /**
   * No class reaches itself through others: nested classes count as their outer class, and a closed
   * family (a sealed type, the types it permits and the visitor over them) counts as one, since a
   * sealed type names its cases and its visitor names each of them by design.
   */
  @Test
  void noClassDependsOnItselfThroughOthers() {
    Map<String, Set<String>> uses = new TreeMap<>();
    for (JavaClass c : CLASSES) {
      String from = family(c);
      Set<String> to = uses.computeIfAbsent(from, k -> new TreeSet<>());
      c.getDirectDependenciesFromSelf().stream()
          .map(Dependency::getTargetClass)
          .filter(t -> t.getPackageName().startsWith("io.nqueens"))
          .map(ArchitectureTest::family)
          .filter(t -> !t.equals(from))
          .forEach(to::add);
    }
    assertThat(Cycles.among(uses)).as("classes that reach themselves through others").isEmpty();
  }

  /** The class a class belongs to for cycles: its outermost class, or the sealed type of its closed family. */
  private static String family(JavaClass c) {
    JavaClass top = c;
    while (top.getEnclosingClass().isPresent()) {
      top = top.getEnclosingClass().get();
    }
    Class<?> type = top.reflect();
    for (Class<?> parent : type.getInterfaces()) {
      if (parent.isSealed()) {
        return parent.getName();
      }
    }
    if (type.getSuperclass() != null && type.getSuperclass().isSealed()) {
      return type.getSuperclass().getName();
    }
    if (type.getSimpleName().endsWith("Visitor")) {
      for (Method m : type.getDeclaredMethods()) {
        for (Class<?> p : m.getParameterTypes()) {
          for (Class<?> parent : p.getInterfaces()) {
            if (parent.isSealed()) {
              return parent.getName();
            }
          }
        }
      }
    }
    return top.getName();
  }

  @Test
  void theLibraryFrontDoorSitsBesideTheCommandLine() {
    noClasses().that().resideInAPackage("io.nqueens.api..")
        .should().dependOnClassesThat().resideInAPackage("io.nqueens.cli..")
        .check(CLASSES);
    noClasses().that().resideOutsideOfPackage("io.nqueens.api..")
        .should().dependOnClassesThat().resideInAPackage("io.nqueens.api..")
        .check(CLASSES);
  }

  /**
   * The library answers in its own types: no public method, constructor, field or record component
   * of io.nqueens.api names a harness type (they are what the command line is built on, and change with it).
   */
  @Test
  void theLibrarysPublicSignaturesNameNoHarnessType() {
    List<String> leaks = new ArrayList<>();
    for (JavaClass c : CLASSES) {
      if (!c.getPackageName().equals("io.nqueens.api") || !c.getModifiers().contains(JavaModifier.PUBLIC)) {
        continue;
      }
      for (JavaMember m : c.getMembers()) {
        if (!m.getModifiers().contains(JavaModifier.PUBLIC)) {
          continue;
        }
        Set<JavaClass> named = new HashSet<>();
        if (m instanceof JavaCodeUnit u) {
          named.addAll(u.getReturnType().getAllInvolvedRawTypes());
          u.getParameterTypes().forEach(t -> named.addAll(t.getAllInvolvedRawTypes()));
        } else if (m instanceof JavaField f) {
          named.addAll(f.getType().getAllInvolvedRawTypes());
        }
        named.stream().filter(t -> t.getPackageName().startsWith("io.nqueens.harness")).forEach(t -> leaks.add(m.getFullName() + " names " + t.getName()));
      }
    }
    assertThat(leaks).as("harness types in the library's public signatures").isEmpty();
  }

  @Test
  void theSolverPackageNamesNoBackendAndNothingAboveIt() {
    noClasses().that().resideInAPackage("io.nqueens.solver")
        .should().dependOnClassesThat().resideInAnyPackage("io.nqueens.solver.*..", "io.nqueens.harness..", "io.nqueens.cli..",
            "org.chocosolver..", "com.google.ortools..")
        .check(CLASSES);
  }

  @Test
  void backendsNeverImportEachOtherNorAnythingAboveThem() {
    slices().matching("io.nqueens.solver.(*)..").should().notDependOnEachOther().check(CLASSES);
    noClasses().that().resideInAPackage("io.nqueens.solver..")
        .should().dependOnClassesThat().resideInAnyPackage("io.nqueens.harness..", "io.nqueens.cli..")
        .check(CLASSES);
  }

  @Test
  void theEngineSitsBetweenTheHarnessAndTheSolvers() {
    noClasses().that().resideInAnyPackage("io.nqueens.solver..", "io.nqueens.model..")
        .should().dependOnClassesThat().resideInAPackage("io.nqueens.engine..")
        .check(CLASSES);
    noClasses().that().resideInAPackage("io.nqueens.engine..")
        .should().dependOnClassesThat().resideInAnyPackage("io.nqueens.harness..", "io.nqueens.cli..", "io.nqueens.solver.*..")
        .check(CLASSES);
  }

  /**
   * Solvers are made in one place, the registry ({@code Backends.Spec.create}), which guards each
   * with its size limits ({@code Limits}): no other class asks a provider for one, and no class
   * outside a backend's own package constructs that backend's solver, so no caller can skip the check.
   */
  @Test
  void onlyTheRegistryMakesSolversSoEveryOneIsHeldToItsLimits() {
    noClasses().that().doNotHaveFullyQualifiedName("io.nqueens.solver.Backends$Spec")
        .and().areNotAssignableTo(SolverProvider.class)
        .should().callMethodWhere(DescribedPredicate.describe("SolverProvider.create",
            call -> call.getTargetOwner().isAssignableTo(SolverProvider.class) && call.getName().equals("create")))
        .check(CLASSES);
    noClasses().should(constructASolverOutsideItsPackage()).check(CLASSES);
  }

  private static ArchCondition<JavaClass> constructASolverOutsideItsPackage() {
    return new ArchCondition<>("construct a backend's solver outside that backend's package") {
      @Override
      public void check(JavaClass c, ConditionEvents events) {
        c.getConstructorCallsFromSelf().forEach(call -> {
          JavaClass target = call.getTargetOwner();
          boolean solver = target.isAssignableTo(Solver.class) && !target.getPackageName().equals("io.nqueens.solver");
          if (solver && !c.getPackageName().equals(target.getPackageName())) {
            events.add(SimpleConditionEvent.satisfied(call, c.getName() + " constructs " + target.getName() + " at line " + call.getLineNumber()));
          }
        });
        c.getMethodCallsFromSelf().forEach(call -> {
          JavaClass target = call.getTargetOwner();
          if (target.isAssignableTo(Solver.class) && !target.getPackageName().equals("io.nqueens.solver")
              && call.getTarget().getRawReturnType().isAssignableTo(Solver.class)
              && !c.getPackageName().equals(target.getPackageName())) {
            events.add(SimpleConditionEvent.satisfied(call, c.getName() + " makes a solver through " + call.getTarget().getFullName()));
          }
        });
      }
    };
  }

  /**
   * The command line reads options and renders: it reaches backends through the registry and the
   * harness, and counts through the engine's front, never a backend's package or a solver's or the
   * cluster's library.
   */
  @Test
  void theCommandLineReachesNoBackendAndNoSolverOrClusterLibrary() {
    noClasses().that().resideInAPackage("io.nqueens.cli..")
        .should().dependOnClassesThat().resideInAnyPackage("io.nqueens.solver.*..", "org.chocosolver..", "com.google.ortools..", "com.hazelcast..")
        .check(CLASSES);
  }

  @Test
  void theHarnessNeverImportsTheCommandLine() {
    noClasses().that().resideInAPackage("io.nqueens.harness..")
        .should().dependOnClassesThat().resideInAPackage("io.nqueens.cli..")
        .check(CLASSES);
  }

  /** The measurement pipeline knows runs, results and the model; who measures, and who judges, sit above it. */
  @Test
  void theMeasurementPipelineImportsOnlyTheSolversResultsAndTheModel() {
    noClasses().that().resideInAPackage("io.nqueens.harness.measure..")
        .should().dependOnClassesThat().resideInAnyPackage("io.nqueens.harness", "io.nqueens.harness.report..", "io.nqueens.engine..",
            "io.nqueens.cli..", "io.nqueens.api..", "io.nqueens.solver.*..")
        .check(CLASSES);
  }

  /**
   * Constraint kinds and expression nodes are consumed through their visitors, so that a new kind
   * or node fails to compile until every place handles it: an {@code instanceof} on them would
   * let it through unhandled.
   */
  @Test
  void noProductionCodeTestsTheKindOfAConstraintOrAnExpressionNodeWithInstanceof() {
    noClasses().should(testKindsWithInstanceof()).check(CLASSES);
  }

  private static ArchCondition<JavaClass> testKindsWithInstanceof() {
    return new ArchCondition<>("test a constraint's or an expression node's kind with instanceof") {
      @Override
      public void check(JavaClass c, ConditionEvents events) {
        for (JavaCodeUnit unit : c.getCodeUnits()) {
          unit.getInstanceofChecks().forEach(check -> {
            JavaClass target = check.getRawType();
            boolean closed = target.isAssignableTo(Constraint.class) || target.isAssignableTo(Expr.class) || target.isAssignableTo(Ground.class);
            if (closed && !unit.getName().equals("equals")) {
              events.add(SimpleConditionEvent.satisfied(check, unit.getFullName() + " tests instanceof " + target.getName() + " at line " + check.getLineNumber()));
            }
          });
        }
      }
    };
  }

  /** The checker judges what the program prints; no solving, splitting or modelling path may lean on it. */
  @Test
  void noSolvingPathUsesTheChecker() {
    noClasses().that().resideInAnyPackage("io.nqueens.model..", "io.nqueens.solver..", "io.nqueens.engine..")
        .and().doNotHaveFullyQualifiedName("io.nqueens.model.SolutionChecker")
        // The judge of counts confirms an empty count through the checker (a judge, not a solving path).
        .and().doNotHaveFullyQualifiedName("io.nqueens.engine.Invariants")
        .should().dependOnClassesThat().haveFullyQualifiedName("io.nqueens.model.SolutionChecker")
        .check(CLASSES);
  }

  /**
   * Backends, the engine and the harness take their settings as values ({@code BackendOptions},
   * requests, options records), never from system properties that a caller sets behind their back.
   * The native-library cache reads {@code user.home} to find where the user's cache lives; a
   * document reads the JVM's own description.
   */
  @Test
  void settingsArePassedAsValuesNotThroughSystemProperties() {
    noClasses().that().resideInAnyPackage("io.nqueens.model..", "io.nqueens.solver..", "io.nqueens.engine..", "io.nqueens.harness..", "io.nqueens.api..")
        .and().doNotHaveFullyQualifiedName("io.nqueens.solver.ortools.NativeLibrary")
        // A document records the JVM it ran on (java.version, os.name): facts read, no setting.
        .and().doNotHaveFullyQualifiedName("io.nqueens.harness.report.Provenance")
        .should().callMethod(System.class, "getProperty", String.class)
        .orShould().callMethod(System.class, "getProperty", String.class, String.class)
        .orShould().callMethod(System.class, "setProperty", String.class, String.class)
        .orShould().callMethod(Boolean.class, "getBoolean", String.class)
        .orShould().callMethod(Integer.class, "getInteger", String.class)
        .orShould().callMethod(Long.class, "getLong", String.class)
        .check(CLASSES);
  }
}
