import { sql } from 'kysely';
import type { Db } from '../database.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { DEMO_ROLES } from './demo-roles.ts';
import { buildDemoUsers, DEMO_PASSWORD, type DemoUser } from './demo-users.ts';
import { seedCreditApplications } from './demo-credit-applications.ts';
import { findDemoCalculator, seedVendorQuote } from './demo-vendor-quote.ts';
import { seedPortfolio } from './portfolio/seed-portfolio.ts';
import { seedAch } from './portfolio/ach/ach-seed.ts';
import { createRandom } from '@lendline/random';

const SEED = 20261121;
const DAY_MS = 86_400_000;

export interface SeedResult {
  /** True when any part of the demo data was written by this run. */
  ran: boolean;
  demoAccounts: { role: string; email: string; password: string }[];
  /** The demo vendor's loan calculator key, for `/loan-calculator/<key>`, while it still works. */
  demoCalculator: { vendorName: string; apiKey: string } | undefined;
}

/**
 * Seeds the demo company once. A second start finds the `seed_run` rows and changes nothing, so staff
 * edits to demo data survive restarts; a part added later (Vendor Quote) has its own row and is seeded
 * on the next start. Everything derives from a fixed PRNG seed and the reference date.
 */
export interface SeedOptions {
  /**
   * The server's PII key: demo credit applications are seeded only with it, because their personal
   * numbers must be encrypted with the key that will read them (a later run with the key adds them).
   */
  piiKey?: Buffer | undefined;
  /**
   * The ACH demo (mandates, batches, returns; needs the PII key). On unless false: the API tests' shared
   * snapshot leaves it out, so their ACH tests start from empty ACH tables; its own test seeds it.
   */
  achDemo?: boolean | undefined;
}

export async function seedDemoData(
  db: Db,
  referenceDate: Date,
  options: SeedOptions = {},
): Promise<SeedResult> {
  const users = buildDemoUsers(createRandom(SEED));
  const demoAccounts = users
    .filter((user) => user.isDemoAccount)
    .map((user) => ({
      role: DEMO_ROLES.find((role) => role.key === user.roleKey)!.name,
      email: user.email,
      password: DEMO_PASSWORD,
    }));

  const ran = await db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('seed_run')
      .values({ name: 'demo-users-and-roles' })
      .onConflict((oc) => oc.column('name').doNothing())
      .returning('name')
      .executeTakeFirst();
    if (!claimed) return false;

    const roleIds = new Map<string, number>();
    for (const role of DEMO_ROLES) {
      const row = await trx
        .insertInto('app_role')
        .values({
          name: role.name,
          description: role.description,
          permissions: JSON.stringify(role.permissions),
          status: role.status,
          expire_in:
            role.expiresInDays === null
              ? null
              : new Date(referenceDate.getTime() + role.expiresInDays * DAY_MS),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      roleIds.set(role.key, row.id);
    }

    const rows = await Promise.all(users.map((user) => toUserRow(user, roleIds, referenceDate)));
    await trx.insertInto('app_user').values(rows).execute();
    return true;
  });
  // Dealers get their reps from the demo users, so Vendor Quote is seeded after them.
  const vendorQuoteRan = await seedVendorQuote(db, referenceDate);
  // Contracts hang off the dealers and reps, so the portfolio comes last.
  const portfolioRan = await seedPortfolio(db, referenceDate);
  // Routed to the demo reps and dealers, so after both.
  const applicationsRan = options.piiKey
    ? await seedCreditApplications(db, referenceDate, options.piiKey)
    : false;
  // Mandates and batches hang off the portfolio's ACH contracts and invoices, and use the PII key.
  const achRan =
    options.piiKey && options.achDemo !== false ? await seedAch(db, referenceDate, options.piiKey) : false;
  const anyRan = ran || vendorQuoteRan || portfolioRan || applicationsRan || achRan;
  // Fresh bulk loads leave the planner without statistics: it then guessed one invoice where there were
  // 12,647 and counted a module's invoices in 1.2 s instead of 18 ms. Read them now, not at the first
  // autovacuum (which the embedded store never runs).
  if (anyRan) await sql`analyze`.execute(db);
  return {
    ran: anyRan,
    demoAccounts,
    demoCalculator: await findDemoCalculator(db),
  };
}

async function toUserRow(user: DemoUser, roleIds: Map<string, number>, referenceDate: Date) {
  return {
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    is_active: user.isActive,
    role_id: roleIds.get(user.roleKey) ?? null,
    email_verified: user.emailVerified,
    last_login:
      user.lastLoginMinutesAgo === null
        ? null
        : new Date(referenceDate.getTime() - user.lastLoginMinutesAgo * 60_000),
    config: JSON.stringify({}),
    // Invited users have no password until they activate their account.
    password_hash: user.emailVerified ? await hashPassword(DEMO_PASSWORD) : null,
  };
}
