import { DEMO_ROLES } from './demo-roles.ts';
import type { Random } from '@lendline/random';

/** The password every demo account signs in with; production sets SEED_DEMO_DATA=false. */
export const DEMO_PASSWORD = 'Lendline#2026';

const NAMES: readonly (readonly [string, string])[] = [
  ['Avery', 'Collins'],
  ['Marcus', 'Delgado'],
  ['Priya', 'Raman'],
  ['Tomás', 'Herrera'],
  ['Grace', 'Okafor'],
  ['Daniel', 'Whitfield'],
  ['Mei', 'Chen'],
  ['Jordan', 'Brooks'],
  ['Siobhán', "O'Brien"],
  ['Elena', 'Petrova'],
  ['Kwame', 'Mensah'],
  ['Hannah', 'Lindqvist'],
  ['Rafael', 'Souza'],
  ['Nora', 'Castillo'],
  ['Ethan', 'Park'],
  ['Fatima', 'Haddad'],
  ['Liam', 'McAllister'],
  ['Zoë', 'Fischer'],
  ['Owen', 'Gallagher'],
  ['Isabel', 'Navarro'],
  ['Samuel', 'Adeyemi'],
  ['Chloe', 'Bennett'],
  ['Viktor', 'Novak'],
  ['Amara', 'Diallo'],
  ['Lucas', 'Moreau'],
  ['Ruth', 'Goldberg'],
  ['Kenji', 'Watanabe'],
  ['Leah', 'Sullivan'],
  ['Andrés', 'Villanueva'],
  ['Maya', 'Thompson'],
];

export interface DemoUser {
  firstName: string;
  lastName: string;
  email: string;
  roleKey: string;
  isActive: boolean;
  emailVerified: boolean;
  /** Minutes before the reference date of the last sign-in, or null for never. */
  lastLoginMinutesAgo: number | null;
  /** The first user of each role is its demo account, printed at start-up and listed in the README. */
  isDemoAccount: boolean;
}

/** "Siobhán O'Brien" -> "siobhan.obrien@example.com": clearly fake and plain ASCII. */
export function demoEmail(firstName: string, lastName: string): string {
  const ascii = (text: string) =>
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z]/g, '')
      .toLowerCase();
  return `${ascii(firstName)}.${ascii(lastName)}@example.com`;
}

/**
 * 30 users over the demo roles (domain §5.2): one demo account per role, then the rest spread over the
 * working roles; 3 of those are inactive and 2 are invited but not yet verified. Sign-ins spread over 90 days.
 */
export function buildDemoUsers(random: Random): DemoUser[] {
  const workingRoles = DEMO_ROLES.filter((role) => role.status && role.expiresInDays === null);
  return NAMES.map(([firstName, lastName], index) => {
    const isDemoAccount = index < DEMO_ROLES.length;
    const role = isDemoAccount ? DEMO_ROLES[index]! : random.pick(workingRoles);
    const rest = index - DEMO_ROLES.length;
    const isActive = isDemoAccount || rest >= 3;
    const emailVerified = isDemoAccount || !(rest >= 3 && rest < 5);
    return {
      firstName,
      lastName,
      email: demoEmail(firstName, lastName),
      roleKey: role.key,
      isActive,
      emailVerified,
      lastLoginMinutesAgo: emailVerified ? random.int(5, 90 * 24 * 60) : null,
      isDemoAccount,
    };
  });
}
