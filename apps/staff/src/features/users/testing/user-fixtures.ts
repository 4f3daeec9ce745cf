import type { RoleOption } from '../api/get-role-options.ts';
import type { UserRecord } from '../api/users-resource.ts';

/** The roles the fixtures hold, as the role picker lists them. */
export const ROLE_FIXTURES = [
  { id: 1, name: 'Admin' },
  { id: 2, name: 'Finance Manager' },
  { id: 3, name: 'AR Specialist' },
  { id: 9, name: 'Sales' },
];

export const ROLE_OPTIONS: RoleOption[] = ROLE_FIXTURES.map((role) => ({
  value: String(role.id),
  label: role.name,
}));

const NAMES = [
  ['Amara', 'Diallo'],
  ['Marcus', 'Delgado'],
  ['Priya', 'Raman'],
  ['Tomas', 'Herrera'],
  ['Grace', 'Okafor'],
  ['Daniel', 'Whitfield'],
  ['Avery', 'Collins'],
  ['Mei', 'Chen'],
  ['Jordan', 'Brooks'],
  ['Siobhan', "O'Brien"],
  ['Elena', 'Petrova'],
  ['Kwame', 'Mensah'],
  ['Hannah', 'Lindqvist'],
  ['Rafael', 'Souza'],
  ['Nora', 'Castillo'],
  ['Fatima', 'Haddad'],
] as const;

/**
 * 32 users for stories and tests, the same on every run: id 7 is Avery Collins (the test session's
 * user); every 5th user is deactivated, every 8th (from the 4th) invited and never signed in.
 */
export const USER_FIXTURES: UserRecord[] = Array.from({ length: 32 }, (_, index) => {
  const id = index + 1;
  const [firstName, lastName] = NAMES[index % NAMES.length]!;
  const suffix = index < NAMES.length ? '' : '2';
  const role = ROLE_FIXTURES[index % ROLE_FIXTURES.length]!;
  const invited = index % 8 === 3;
  return {
    id,
    firstName,
    lastName: `${lastName}${suffix ? ' Jr' : ''}`,
    email: `${firstName}.${lastName}${suffix}@example.com`.toLowerCase().replace("'", ''),
    isActive: id % 5 !== 0,
    roleId: role.id,
    emailVerified: !invited,
    lastLogin: invited ? null : `2026-10-${String((index % 28) + 1).padStart(2, '0')}T14:05:00.000Z`,
    // The role as the list includes it; its map grants nothing beyond the test session's, so no user outranks it.
    permissions: { name: role.name, status: true, expireIn: null, permissions: '{}' },
  };
});
