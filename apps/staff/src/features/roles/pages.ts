/** Setup Module › Roles under `/{module}/role/` (spec §2), as data for the app's route table. */
export const rolePages = {
  route: 'role',
  accessDenied: 'access-denied',
  pages: {
    list: { path: 'list', title: 'Roles' },
    add: { path: 'add', title: 'Add Role' },
    update: { path: 'update/:roleId', title: 'Update Role' },
  },
} as const;
