package io.nqueens.api;

import java.util.List;

/** How a report's runs ended: each comparison's, benchmark's and profile's verdict, and whether it was interrupted. */
public record ReportOutcome(List<Verdict> verdicts, boolean interrupted) {}
