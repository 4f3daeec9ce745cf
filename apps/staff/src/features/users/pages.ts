/** Setup Module › Users under `/{module}/user/` (spec §2), as data for the app's route table. */
export const userPages = {
  route: 'user',
  accessDenied: 'access-denied',
  pages: {
    list: { path: 'list', title: 'Users' },
    add: { path: 'add', title: 'Add User' },
    update: { path: 'update/:userId', title: 'Update User' },
  },
} as const;
