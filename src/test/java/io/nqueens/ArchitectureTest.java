package io.nqueens;

import static org.assertj.core.api.Assertions.assertThat;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.Dependency;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.domain.JavaCodeUnit;
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
import java.lang.reflect.Method;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/** The import flow {@code cli -> harness -> engine -> solver.* -> solver -> model}, checked rather than only documented. */
class ArchitectureTest {

  private static final JavaClasses CLASSES =
      new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS).importPackages("io.nqueens");

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
        .and().doNotHaveFullyQualifiedName("io.nqueens.harness.report.Documents")
        .should().callMethod(System.class, "getProperty", String.class)
        .orShould().callMethod(System.class, "getProperty", String.class, String.class)
        .orShould().callMethod(System.class, "setProperty", String.class, String.class)
        .orShould().callMethod(Boolean.class, "getBoolean", String.class)
        .orShould().callMethod(Integer.class, "getInteger", String.class)
        .orShould().callMethod(Long.class, "getLong", String.class)
        .check(CLASSES);
  }
}
