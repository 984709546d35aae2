package io.nqueens.engine;

import java.io.PrintStream;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The messages a member dropped, counted by cause and said at most once a minute per cause: the
 * first of a cause at once, then how many more came in each minute that had any. A stranger who
 * sends thousands of forged tasks costs the log a line a minute, not a line a task.
 */
final class Drops {

  /** How often a cause's drops are said at most. */
  static final long EVERY_MILLIS = 60_000;

  private record Tally(AtomicLong total, AtomicLong unsaid) {}

  private final Map<String, Tally> byCause = new ConcurrentHashMap<>();
  private final PrintStream out;

  Drops(PrintStream out) {
    this.out = out;
  }

  /** One more message dropped for this cause ("tasks whose seal is not this cluster's"): said now if it is the first. */
  void dropped(String cause) {
    Tally t = byCause.computeIfAbsent(cause, c -> new Tally(new AtomicLong(), new AtomicLong()));
    if (t.total().incrementAndGet() == 1) {
      say("dropped a message: " + cause + " (further ones are counted and said once a minute)");
    } else {
      t.unsaid().incrementAndGet();
    }
  }

  /** Says, per cause, how many came since the last time (called once a minute). */
  void flush() {
    byCause.forEach((cause, t) -> {
      long n = t.unsaid().getAndSet(0);
      if (n > 0) {
        say("dropped " + n + " more in the last minute: " + cause + " (" + t.total().get() + " so far)");
      }
    });
  }

  /** How many were dropped for this cause so far. */
  long total(String cause) {
    Tally t = byCause.get(cause);
    return t == null ? 0 : t.total().get();
  }

  private void say(String line) {
    out.println(Stamp.now() + " nqueens member: " + line);
    out.flush();
  }
}
