package io.nqueens.testing;

import net.jqwik.api.lifecycle.LifecycleContext;
import net.jqwik.api.lifecycle.SkipExecutionHook;

/**
 * Skips a jqwik property, visibly and before any try, where no MiniZinc solver is registered
 * (MiniZinc not on the PATH). An assumption inside the property would reject every try, which
 * jqwik counts as a failure ("exhausted after 12 tries and 12 rejections"): a fresh machine with
 * Java alone then fails README's test command.
 */
public final class NeedsMiniZinc implements SkipExecutionHook {

  @Override
  public SkipResult shouldBeSkipped(LifecycleContext context) {
    return Registered.external().isEmpty()
        ? SkipResult.skip("MiniZinc is not on the PATH (apt-get install minizinc): skipped")
        : SkipResult.doNotSkip();
  }
}
