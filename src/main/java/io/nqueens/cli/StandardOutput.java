package io.nqueens.cli;

import io.nqueens.model.io.IoErrors;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.Charset;

/**
 * Standard output that remembers why it could not be written. A {@link PrintWriter} swallows write
 * errors; this keeps the first one, so that a run whose output went nowhere ({@code > /dev/full})
 * says so and fails instead of exiting 0. A reader that went away ({@code | head -1}) is not an
 * error: the commands stop early then, as before.
 */
final class StandardOutput extends OutputStream {

  private final OutputStream out = new FileOutputStream(FileDescriptor.out);
  private volatile IOException failure;

  /** A writer over standard output in the platform's encoding, flushed at each line. */
  PrintWriter writer() {
    return new PrintWriter(new OutputStreamWriter(this, Charset.defaultCharset()), true);
  }

  @Override
  public void write(int b) throws IOException {
    write(new byte[] {(byte) b}, 0, 1);
  }

  @Override
  public void write(byte[] b, int off, int len) throws IOException {
    try {
      out.write(b, off, len);
    } catch (IOException e) {
      failure = failure == null ? e : failure;
      throw e;
    }
  }

  @Override
  public void flush() throws IOException {
    try {
      out.flush();
    } catch (IOException e) {
      failure = failure == null ? e : failure;
      throw e;
    }
  }

  /** Why the output could not be written, in words, or null when it was (or its reader merely went away). */
  String failure() {
    IOException e = failure;
    if (e == null || String.valueOf(e.getMessage()).contains("Broken pipe")) {
      return null;
    }
    return IoErrors.describe(e);
  }
}
