package io.nqueens.harness.report;

/** What a traced step did: the rules' first propagation, a queen placed or taken back, a dead end, a decision, its refutation, a solution. */
public enum StepKind { ROOT, PLACE, REMOVE, DEAD_END, DECIDE, REFUTE, SOLUTION }
