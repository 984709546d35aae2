package io.nqueens.cli;

import io.nqueens.solver.Backends;
import io.nqueens.solver.SolverProvider;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;

/** Values the completion script offers for options that take a word from a fixed list. */
final class Completions {

  private Completions() {}

  /** Every backend and every {@code backend:variant}, from the registry (no native library is loaded). */
  static final class Solvers implements Iterable<String> {
    @Override
    public Iterator<String> iterator() {
      List<String> out = new ArrayList<>();
      for (String name : Backends.names()) {
        out.add(name);
        for (SolverProvider.Variant v : Backends.provider(name).variants()) {
          out.add(name + ":" + v.name());
        }
      }
      return out.iterator();
    }
  }

  static final class BoardFormats implements Iterable<String> {
    @Override
    public Iterator<String> iterator() {
      return List.of("board", "matrix", "positions", "json").iterator();
    }
  }

  static final class ReportFormats implements Iterable<String> {
    @Override
    public Iterator<String> iterator() {
      return List.of("table", "csv", "json", "markdown").iterator();
    }
  }

  static final class CountFormats implements Iterable<String> {
    @Override
    public Iterator<String> iterator() {
      return List.of("text", "json").iterator();
    }
  }

  static final class Tasks implements Iterable<String> {
    @Override
    public Iterator<String> iterator() {
      return List.of("count", "solve").iterator();
    }
  }
}
