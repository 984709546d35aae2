/**
 * Reports people look at: one self-contained HTML page (inline CSS and SVG, no network) rendered
 * from the JSON documents {@code compare}, {@code bench} and {@code count --profile} write, so that a
 * saved run renders again without running. The data behind every chart is computed in plain Java
 * here ({@link io.nqueens.harness.report.LogAxis}, {@link io.nqueens.harness.report.Cactus}) and
 * drawn by {@link io.nqueens.harness.report.Svg}; {@link io.nqueens.harness.report.HtmlReport}
 * lays out the page.
 */
package io.nqueens.harness.report;
