// ACH rights (shared/permissions catalog: module `ach`, menu `ACH`). view reads the screens and lists;
// create builds and edits batches, manages mandates, submits and approves; download reads whole account
// numbers (the generated file, ACH View's reveal).
export const ACH_VIEW = { module: 'ach', menu: 'ACH', action: 'view' } as const;
export const ACH_CREATE = { module: 'ach', menu: 'ACH', action: 'create' } as const;
export const ACH_DOWNLOAD = { module: 'ach', menu: 'ACH', action: 'download' } as const;
