package io.nqueens.api;

import io.nqueens.engine.Engine;
import io.nqueens.model.QueensModel;
import io.nqueens.solver.Backends;
import io.nqueens.solver.Progress;
import io.nqueens.solver.SearchControl;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * A program that only models and solves, run by {@link LibraryDependenciesTest} in a JVM whose class
 * path lacks the optional dependencies (Hazelcast, Batik, picocli): it must count
 * on every in-process backend and through a checkpoint all the same.
 */
public final class LibraryOnly {

  private LibraryOnly() {}

  public static void main(String[] args) throws Exception {
    for (String backend : List.of("backtracking", "backtracking:simple", "choco", "cpsat")) {
      NQueens.Count c = NQueens.model(8).on(backend).threads(2).countUnique();
      System.out.println(backend + " " + c.solutions() + " " + c.unique());
    }
    System.out.println("solve " + NQueens.model(30).solve().isPresent());
    Path dir = Files.createTempDirectory("nqueens-library");
    Path checkpoint = dir.resolve("c.ck");
    Engine.Request request = new Engine.Request(QueensModel.of(10), List.of(), 2, 20, checkpoint, null);
    Engine.Ran ran = Engine.count(request, Backends.parse("backtracking"), SearchControl.unlimited(), Progress.NONE, line -> { });
    System.out.println("checkpoint " + ran.result().solutions());
    Files.deleteIfExists(checkpoint);
    Files.deleteIfExists(dir);
  }
}
