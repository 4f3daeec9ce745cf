/** Tape Builder › Downloads under `/{module}/downloads/` (spec §2), as data for the app's route table. */
export const downloadPages = {
  route: 'downloads',
  accessDenied: 'access-denied',
  pages: { list: { path: 'list', title: 'Downloads' } },
} as const;
