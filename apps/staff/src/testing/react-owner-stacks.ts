import * as React from 'react';

interface ReactInternals {
  recentlyCreatedOwnerStacks: number;
}

/**
 * React's development build captures an `Error` (a stack trace) for each element it creates, up to 10,000
 * per render, to print "owner stacks" in its warnings. In these tests that capture is ~15% of the CPU time
 * and no test reads those stacks. Pinning the counter above the limit makes React use its shared
 * "unknown owner" stack instead; everything else about the development build (act, warnings, checks)
 * stays as it is. Warnings still name the component, only without the owner stack.
 */
export function skipReactOwnerStacks() {
  const internals = (
    React as unknown as { __CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE?: ReactInternals }
  ).__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
  if (!internals) return;
  Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', {
    configurable: true,
    get: () => Number.POSITIVE_INFINITY,
    // React resets and counts it up; the count is ignored.
    set: () => {},
  });
}
