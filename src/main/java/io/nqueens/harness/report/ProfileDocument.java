package io.nqueens.harness.report;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.nqueens.model.QueensModel;
import io.nqueens.solver.SearchProfile;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A search profile as {@code count --profile --json} writes it, the report embeds it and
 * {@code report --results} reads it back (docs/output.md): the nodes and dead ends per depth, or
 * (profile null) why the backend cannot tell them. A null field does not apply and is not written.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record ProfileDocument(int n, String model, String solver, Long solutions, Boolean complete, String outcome, Long millis,
    Optional<Profile> profile, String unavailable) {

  /** The tree by depth: what depth means for this backend, the statistic counted as nodes, each level, and the totals. */
  public record Profile(String depth, String nodesStatistic, List<Level> levels, long totalNodes, long totalFails) {}

  /** The nodes and dead ends at one depth. */
  public record Level(int depth, long nodes, long fails) {}

  /** Whether it covers the whole tree (a stopped profile covers the part searched). */
  public boolean whole() {
    return complete == null || complete;
  }

  /** The document of {@code solver}'s profile of {@code model} ({@code measured} empty: it has none), taken in {@code millis}. */
  public static ProfileDocument of(QueensModel model, String solver, Optional<SearchProfile> measured, long millis) {
    if (measured.isEmpty()) {
      return new ProfileDocument(model.n(), model.summary(), solver, null, null, null, null, Optional.empty(), Documents.unavailable(solver));
    }
    SearchProfile p = measured.get();
    List<Level> levels = new ArrayList<>();
    for (int d = 0; d < p.depths(); d++) {
      levels.add(new Level(d, p.nodes()[d], p.fails()[d]));
    }
    return new ProfileDocument(model.n(), model.summary(), solver, p.solutions(), p.outcome().isComplete(), p.outcome().id(), millis,
        Optional.of(new Profile(p.depthMeans(), p.nodesStatistic(), levels, p.totalNodes(), p.totalFails())), null);
  }
}
