/**
 * The in-app address a `redirectURL` query names, or undefined when it would leave this origin (an open
 * redirect an attacker could mail out) or lead back to a sign-in page.
 */
export function safeRedirect(redirectURL: string | null, signInPaths: readonly string[]): string | undefined {
  if (!redirectURL?.startsWith('/') || redirectURL.startsWith('//') || redirectURL.startsWith('/\\')) {
    return undefined;
  }
  const target = new URL(redirectURL, location.origin);
  if (target.origin !== location.origin || signInPaths.includes(target.pathname)) return undefined;
  return `${target.pathname}${target.search}${target.hash}`;
}
