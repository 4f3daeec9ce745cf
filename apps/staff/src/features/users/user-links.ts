/** Where the user pages link to; the app builds them from its route table. */
export interface UserLinks {
  list: string;
  add: string;
  update: (userId: number) => string;
}

/** The permission every change to users needs (spec §6 element rule); viewing alone leaves it disabled. */
export const usersGate = (module: string) => ({
  module,
  menu: 'Users',
  actions: ['view', 'create'] as const,
});
