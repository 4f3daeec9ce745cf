import { generatePath, matchPath } from 'react-router';
import { moduleSections } from './module-sections.ts';
import type { SectionDefinition } from './section-definition.ts';

type SectionPaths<Section extends SectionDefinition> = {
  section: `/:module/${Section['route']}`;
  accessDenied: `/:module/${Section['route']}/${Section['accessDenied']}`;
} & { [Key in keyof Section['pages']]: `/:module/${Section['route']}/${Section['pages'][Key]['path']}` };

/** A module-area section's patterns (spec §2 "Module area"), all under `/:module`, from its page definitions. */
function section<const Section extends SectionDefinition>({
  route,
  accessDenied,
  pages,
}: Section): SectionPaths<Section> {
  const base = `/:module/${route}`;
  const entries = Object.entries(pages).map(([key, page]) => [key, `${base}/${page.path}`]);
  return {
    section: base,
    accessDenied: `${base}/${accessDenied}`,
    ...Object.fromEntries(entries),
  } as SectionPaths<Section>;
}

function sectionPatterns<const Sections extends Record<string, SectionDefinition>>(
  sections: Sections,
): { [Key in keyof Sections]: SectionPaths<Sections[Key]> } {
  const entries = Object.entries(sections).map(([key, definition]) => [key, section(definition)]);
  return Object.fromEntries(entries) as { [Key in keyof Sections]: SectionPaths<Sections[Key]> };
}

/**
 * Every route of spec §2 as a pattern. Build links with `pathTo(paths.contract.detail, { module, contractId })`,
 * which checks the parameters against the pattern at compile time. The module area's patterns come from
 * the sections' page definitions (`module-sections.ts`: each feature's `pages.ts` and the planned ones).
 */
export const paths = {
  root: '/',
  login: '/login',
  forgotPassword: '/forgot-password',
  register: '/register',
  resetPassword: '/reset-password',

  achViewFile: '/ach-view-file/:batchName?',
  borrowingBaseApprove: '/borrowingBase/approve',
  achApprove: '/ach/approve',
  creditPage: '/credit-page/:compName/:toName',
  loanCalculator: '/loan-calculator/:apiKey',
  loanCalculatorComp: '/loan-calculator-comp/:apiKey',

  home: '/home',
  profile: '/profile',
  processRolePermissions: '/process-role-permissions',
  accessRevoked: '/access-denied',

  module: '/:module',
  ...sectionPatterns(moduleSections),
} as const;

/** A concrete URL for a route pattern; the parameters the pattern names are required by type. */
export function pathTo<Pattern extends string>(
  pattern: Pattern,
  params: Parameters<typeof generatePath<Pattern>>[1],
): string {
  return generatePath(pattern, params);
}

/** The sign-in page, remembering where to go after sign-in or saying that the user signed out. */
export function loginHref(options: { redirectURL?: string; fromSignOut?: boolean } = {}): string {
  const query = new URLSearchParams();
  if (options.redirectURL) query.set('redirectURL', options.redirectURL);
  if (options.fromSignOut) query.set('fromSignOut', 'true');
  const search = query.toString();
  return search ? `${paths.login}?${search}` : paths.login;
}

// Spec §8: on these pages a 401/403 does not end the session (sign-in pages answer 401 for a wrong
// password; the public viewers have no session to end; Setup shows its own refusals).
const SESSION_KEEPING_PATTERNS = [
  paths.login,
  paths.forgotPassword,
  paths.resetPassword,
  paths.achViewFile,
  paths.loanCalculator,
  '/setupModule/*',
];

export function keepsSessionOnUnauthorized(pathname: string): boolean {
  return SESSION_KEEPING_PATTERNS.some((pattern) =>
    matchPath({ path: pattern, caseSensitive: false }, pathname),
  );
}
