/** Where the role pages link to; the app builds them from its route table. */
export interface RoleLinks {
  list: string;
  add: string;
  update: (roleId: number) => string;
}

/** The permission every change to roles needs (spec §6 element rule); viewing alone leaves it disabled. */
export const rolesGate = (module: string) => ({
  module,
  menu: 'Roles',
  actions: ['view', 'create'] as const,
});
