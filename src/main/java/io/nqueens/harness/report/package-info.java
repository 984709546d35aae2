/**
 * Reports people look at: one self-contained HTML page (inline CSS and SVG, no network) rendered
 * from the JSON documents {@code compare}, {@code bench} and {@code count --profile} write, so that a
 * saved run renders again without running. The data behind every chart is computed in plain Java
 * here ({@link io.nqueens.harness.report.LogAxis}, {@link io.nqueens.harness.report.Cactus}) and
 * drawn by {@link io.nqueens.harness.report.Svg}; {@link io.nqueens.harness.report.HtmlReport}
 * lays out the page. What a report runs, for the command line and the library alike, is
 * {@link io.nqueens.harness.report.Report}; each document's JSON, whoever writes or reads it, is
 * {@link io.nqueens.harness.report.Documents}.
 *
 * <p>May import: {@code io.nqueens}, {@code io.nqueens.engine}, {@code io.nqueens.harness},
 * {@code io.nqueens.harness.measure}, {@code io.nqueens.harness.runner}, {@code io.nqueens.model},
 * {@code io.nqueens.solver}; libraries: {@code com.fasterxml.jackson} (and {@code java.*}). The table
 * in docs/architecture.md is the one statement of it, checked by {@code ArchitectureTest}.
 */
package io.nqueens.harness.report;
