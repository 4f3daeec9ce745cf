import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { NAME_SLUG_SQL, nameSlug } from './credit-application-values.ts';

/** Whom an application is routed to, as found from the page's `toName`. */
export interface Recipient {
  userId: number | null;
  vendorId: number | null;
  /** Display name for "Sent to …": the rep's or vendor's name, or null for the operations inbox. */
  name: string | null;
  /** Where the notice goes, and whom it greets; null: the operations inbox. */
  email: string | null;
  firstName: string | null;
}

/**
 * `to` names an active staff member (first and last name as a slug) or, failing that, an active vendor
 * (its name as a slug). A vendor's notice goes to its sales rep, our colleague, never to the dealer's
 * own contact. With an API key and no match the key's vendor is the recipient. Otherwise nobody: the
 * operations inbox takes it.
 */
export async function findRecipient(
  db: Kysely<Database>,
  to: string,
  keyVendorId?: number,
): Promise<Recipient> {
  const slug = nameSlug(to);
  if (slug !== '') {
    const user = await db
      .selectFrom('app_user')
      .select(['id', 'first_name', 'last_name', 'email'])
      .where('is_active', '=', true)
      .where(sql.raw(NAME_SLUG_SQL(`first_name || ' ' || last_name`)), '=', slug)
      .orderBy('id')
      .executeTakeFirst();
    if (user) {
      return {
        userId: user.id,
        vendorId: null,
        name: `${user.first_name} ${user.last_name}`,
        email: user.email,
        firstName: user.first_name,
      };
    }
  }
  const vendorQuery = db
    .selectFrom('vendor as v')
    .leftJoin('app_user as rep', (join) =>
      join.onRef('rep.id', '=', 'v.sales_rep_id').on('rep.is_active', '=', true),
    )
    .select(['v.id', 'v.name', 'rep.email', 'rep.first_name'])
    .where('v.status', '=', 'active');
  const vendor =
    (slug !== ''
      ? await vendorQuery
          .where(sql.raw(NAME_SLUG_SQL('v.name')), '=', slug)
          .orderBy('v.id')
          .executeTakeFirst()
      : undefined) ??
    (keyVendorId === undefined
      ? undefined
      : await vendorQuery.where('v.id', '=', keyVendorId).executeTakeFirst());
  if (vendor) {
    return {
      userId: null,
      vendorId: vendor.id,
      name: vendor.name,
      email: vendor.email ?? null,
      firstName: vendor.first_name ?? null,
    };
  }
  return { userId: null, vendorId: null, name: null, email: null, firstName: null };
}

/** The operations inbox: the configured address, else the first active administrator. */
export async function operationsInbox(
  db: Kysely<Database>,
  configured: string | undefined,
): Promise<string | null> {
  if (configured) return configured;
  const admin = await db
    .selectFrom('app_user as u')
    .innerJoin('app_role as r', 'r.id', 'u.role_id')
    .select('u.email')
    .where('u.is_active', '=', true)
    .where('r.status', '=', true)
    // An administrator: a role that may manage users (role names are data and may change).
    .where(sql`r.permissions -> 'setupModule' -> 'Users' ->> 'create'`, '=', 'true')
    .orderBy('u.id')
    .executeTakeFirst();
  return admin?.email ?? null;
}
