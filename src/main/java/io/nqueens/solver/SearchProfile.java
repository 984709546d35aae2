package io.nqueens.solver;

import java.util.Arrays;

/**
 * The width of a search tree per depth, from a search for every solution: {@code nodes[k]} is how
 * many nodes the search opened at depth k, {@code fails[k]} how many of them were dead ends. What a
 * depth is depends on the search, and {@link #depthMeans} says it in words: for the hand-written
 * search k queens placed (so on the plain board {@code nodes[k]} is the number of non-attacking
 * placements in the first k rows), for a CP solver k decisions on the path (its own node and fail
 * counts placed at the depth where they grew). Depth 0 is the root.
 *
 * @param solutions the solutions the search found
 * @param outcome whether it finished; a profile of a stopped search covers the part it searched
 * @param nodesStatistic the backend's own name for what {@code nodes} counts ("nodes")
 * @param depthMeans what depth k means, in words ("queens placed", "decisions")
 */
public record SearchProfile(long solutions, Outcome outcome, String nodesStatistic, String depthMeans, long[] nodes, long[] fails) {

  public SearchProfile {
    if (nodes.length != fails.length) {
      throw new IllegalArgumentException("nodes and fails per depth must have one entry per depth each");
    }
    nodes = nodes.clone();
    fails = fails.clone();
  }

  @Override
  public long[] nodes() {
    return nodes.clone();
  }

  @Override
  public long[] fails() {
    return fails.clone();
  }

  /** The deepest level with a node, plus one (trailing empty levels dropped). */
  public int depths() {
    int d = nodes.length;
    while (d > 0 && nodes[d - 1] == 0 && fails[d - 1] == 0) {
      d--;
    }
    return d;
  }

  /**
   * The nodes below the root (depth 1 and deeper): the same number the backend's own search
   * statistic gives for a search over the whole tree, which does not count the root.
   */
  public long totalNodes() {
    return Arrays.stream(nodes).skip(1).sum();
  }

  public long totalFails() {
    return Arrays.stream(fails).sum();
  }
}
