package io.nqueens.harness.report;

import java.util.ArrayList;
import java.util.List;

/**
 * A traced search as the tree CP-Profiler draws: the root, a branch node for each queen placed or
 * decision taken (its label {@code r=c}, a refutation's {@code r≠c}), a failure leaf for each dead
 * end or failed propagation, a solution leaf where a solution was found. A subtree with no solution
 * may be folded into one triangle that counts its nodes. Each step of the trace is mapped to the node
 * the search stands on after it (a folded node's fold), and every visible node has a place: leaves
 * left to right in the order the search met them, a parent above the middle of its children.
 */
final class SearchTree {

  /** A node: its parent (-1 for the root), its kind (r root, b branch, f failure, s solution, t folded), label, depth, place. */
  static final class Node {
    final int parent;
    char kind;
    final String label;
    final int depth;
    final List<Integer> children = new ArrayList<>();
    double x;
    int size = 1;
    boolean solution;
    int folded = -1;

    Node(int parent, char kind, String label, int depth) {
      this.parent = parent;
      this.kind = kind;
      this.label = label;
      this.depth = depth;
    }
  }

  /** A step as the tree needs it: what it did, its square, whether it failed. */
  record Move(StepKind kind, int row, int col, boolean failed) {}

  final List<Node> nodes = new ArrayList<>();
  /** The node each step leaves the search on (0: the root), a folded node's fold. */
  final int[] nodeOfStep;
  int leaves;
  int deepest;

  private final List<int[]> pending = new ArrayList<>();

  private SearchTree(List<Move> steps, boolean fold) {
    nodes.add(new Node(-1, 'r', "", 0));
    pending.add(null);
    nodeOfStep = new int[steps.size()];
    int current = 0;
    for (int i = 0; i < steps.size(); i++) {
      Move s = steps.get(i);
      current = step(s, current, i);
    }
    sizes();
    if (fold) {
      fold(0);
    }
    for (int i = 0; i < nodeOfStep.length; i++) {
      nodeOfStep[i] = visible(nodeOfStep[i]);
    }
    place(0);
  }

  /** The tree of these steps; {@code fold}: each subtree without a solution as one triangle. */
  static SearchTree of(List<Move> steps, boolean fold) {
    return new SearchTree(steps, fold);
  }

  /** One step's node; returns where the search stands after it. */
  private int step(Move s, int current, int i) {
    switch (s.kind()) {
      case ROOT -> {
        nodes.get(0).kind = s.failed() ? 'f' : 'r';
        nodeOfStep[i] = 0;
        return current;
      }
      case PLACE -> {
        int child = add(current, 'b', s.row() + "=" + s.col());
        nodeOfStep[i] = child;
        return child;
      }
      case REMOVE -> {
        int up = Math.max(0, nodes.get(current).parent);
        nodeOfStep[i] = up;
        return up;
      }
      case DEAD_END -> {
        nodeOfStep[i] = add(current, 'f', "row " + s.row() + " empty");
        return current;
      }
      case DECIDE -> {
        pending.set(current, new int[] {s.row(), s.col()});
        int child = add(current, s.failed() ? 'f' : 'b', s.row() + "=" + s.col());
        nodeOfStep[i] = child;
        return s.failed() ? current : child;
      }
      case REFUTE -> {
        int at = current;
        while (at > 0 && !matches(pending.get(at), s)) {
          at = nodes.get(at).parent;
        }
        pending.set(at, null);
        int child = add(at, s.failed() ? 'f' : 'b', s.row() + "\u2260" + s.col());
        nodeOfStep[i] = child;
        return s.failed() ? at : child;
      }
      default -> {
        nodes.get(current).kind = 's';
        nodeOfStep[i] = current;
        return current;
      }
    }
  }

  private static boolean matches(int[] decision, Move s) {
    return decision != null && decision[0] == s.row() && decision[1] == s.col();
  }

  private int add(int parent, char kind, String label) {
    Node p = nodes.get(parent);
    nodes.add(new Node(parent, kind, label, p.depth + 1));
    pending.add(null);
    int id = nodes.size() - 1;
    p.children.add(id);
    return id;
  }

  /** Each subtree's node count and whether a solution is in it. */
  private void sizes() {
    // Children are always added after their parent: one pass from the last node up.
    for (int i = nodes.size() - 1; i >= 0; i--) {
      Node n = nodes.get(i);
      n.solution |= n.kind == 's';
      if (n.parent >= 0) {
        Node p = nodes.get(n.parent);
        p.size += n.size;
        p.solution |= n.solution;
      }
    }
  }

  /** Folds each largest subtree below the root that holds no solution and more than one node. */
  private void fold(int root) {
    for (int child : nodes.get(root).children) {
      Node c = nodes.get(child);
      if (!c.solution && c.size > 1) {
        c.kind = 't';
        mark(child, child);
      } else {
        fold(child);
      }
    }
  }

  private void mark(int node, int fold) {
    for (int child : nodes.get(node).children) {
      nodes.get(child).folded = fold;
      mark(child, fold);
    }
  }

  /** The node shown for this one: itself, or the fold it is in. */
  private int visible(int node) {
    int folded = nodes.get(node).folded;
    return folded >= 0 ? folded : node;
  }

  /** Leaves left to right in the order met; a parent above the middle of its first and last child. */
  private void place(int id) {
    Node n = nodes.get(id);
    deepest = Math.max(deepest, n.depth);
    if (n.children.isEmpty() || n.kind == 't') {
      n.x = leaves++;
      return;
    }
    for (int child : n.children) {
      place(child);
    }
    n.x = (nodes.get(n.children.get(0)).x + nodes.get(n.children.get(n.children.size() - 1)).x) / 2;
  }

  /** Whether the node is drawn (not inside a fold). */
  boolean shown(int id) {
    return nodes.get(id).folded < 0;
  }
}
