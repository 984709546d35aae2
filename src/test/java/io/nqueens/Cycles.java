package io.nqueens;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/** The strongly connected parts of a graph of names (Tarjan's algorithm): each a set of names that reach each other. */
final class Cycles {

  private final Map<String, Set<String>> edges;
  private final Map<String, Integer> index = new HashMap<>();
  private final Map<String, Integer> low = new HashMap<>();
  private final Deque<String> stack = new ArrayDeque<>();
  private final List<Set<String>> found = new ArrayList<>();

  private Cycles(Map<String, Set<String>> edges) {
    this.edges = edges;
  }

  /** Every set of two or more names that reach each other along the edges. */
  static List<Set<String>> among(Map<String, Set<String>> edges) {
    Cycles c = new Cycles(edges);
    edges.keySet().forEach(v -> {
      if (!c.index.containsKey(v)) {
        c.visit(v);
      }
    });
    return c.found;
  }

  private void visit(String v) {
    index.put(v, index.size());
    low.put(v, index.get(v));
    stack.push(v);
    for (String w : edges.getOrDefault(v, Set.of())) {
      if (!index.containsKey(w)) {
        visit(w);
        low.put(v, Math.min(low.get(v), low.get(w)));
      } else if (stack.contains(w)) {
        low.put(v, Math.min(low.get(v), index.get(w)));
      }
    }
    if (low.get(v).equals(index.get(v))) {
      Set<String> part = new TreeSet<>();
      String w;
      do {
        w = stack.pop();
        part.add(w);
      } while (!w.equals(v));
      if (part.size() > 1) {
        found.add(part);
      }
    }
  }
}
