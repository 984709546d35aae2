/**
 * Reports people look at: one self-contained HTML page (inline CSS and SVG, no network) rendered
 * from the documents {@code compare}, {@code bench} and {@code count --profile} write, so that a saved
 * run renders again without running. Each document is a record ({@link
 * io.nqueens.harness.report.CountsDocument}, {@link io.nqueens.harness.report.BenchDocument}, {@link
 * io.nqueens.harness.report.OptimaDocument}, {@link io.nqueens.harness.report.ProfileDocument}) that
 * the commands write, the report embeds and {@link io.nqueens.harness.report.Results} reads back, all
 * through Jackson. The data behind every chart is computed in plain Java here ({@link
 * io.nqueens.harness.report.LogAxis}, {@link io.nqueens.harness.report.Cactus}) and drawn by {@link
 * io.nqueens.harness.report.Svg}; {@link io.nqueens.harness.report.HtmlReport} reads the documents
 * into a {@link io.nqueens.harness.report.ReportPage}, which the jte templates in
 * {@code src/main/jte} lay out (compiled to Java at build time, so that a field they name is checked
 * by the compiler). What a report runs, for the command line and the library alike, is {@link
 * io.nqueens.harness.report.Report}.
 *
 * <p>May import: {@code io.nqueens}, {@code io.nqueens.engine}, {@code io.nqueens.harness},
 * {@code io.nqueens.harness.measure}, {@code io.nqueens.harness.runner}, {@code io.nqueens.model},
 * {@code io.nqueens.solver}; libraries: {@code com.fasterxml.jackson}, {@code gg.jte} (and
 * {@code java.*}). The table in docs/architecture.md is the one statement of it, checked by
 * {@code ArchitectureTest}.
 */
package io.nqueens.harness.report;
