import type { SectionDefinition } from './section-definition.ts';

/**
 * The sections of spec §2 whose screens a later release brings. Their addresses, guards and titles work
 * now and show the not-built page; a section moves to its feature's `pages.ts` when its screens are built.
 */
export const plannedSections = {
  session: {
    route: 'session',
    accessDenied: 'session-access-denied',
    pages: {
      list: { path: 'list', title: 'Sessions' },
      manage: { path: 'manage', title: 'Manage Session' },
    },
  },
  // The section itself is the page (the catalog gives Search no landing), so it has no child pages.
  search: { route: 'search', accessDenied: 'access-denied', pages: {} },
  dataTapes: {
    route: 'datatapes',
    accessDenied: 'access-denied',
    pages: {
      list: { path: 'list', title: 'Tapes' },
      manage: { path: 'manage', title: 'Manage Tape' },
      share: { path: 'share', title: 'Share Tape' },
    },
  },
  template: {
    route: 'template',
    accessDenied: 'access-denied',
    pages: {
      list: { path: 'list', title: 'Templates' },
      manage: { path: 'manage', title: 'Manage Template' },
      share: { path: 'share', title: 'Share Template' },
    },
  },
  certificate: {
    route: 'certificate',
    accessDenied: 'access-denied',
    pages: {
      list: { path: 'list', title: 'Certificates' },
      manage: { path: 'manage', title: 'Manage Certificate' },
    },
  },
} as const satisfies Record<string, SectionDefinition>;
