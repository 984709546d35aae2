package io.nqueens.solver;

/** An enumeration: how many solutions went to the listener, and how the search ended. */
public record EnumerationResult(long solutions, Outcome outcome, Statistics statistics) {}
