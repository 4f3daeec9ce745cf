import { LEASE_STRUCTURES } from '@lendline/validation';
import { sql } from 'kysely';
import {
  allowedNextStatuses,
  nameSlug,
  PiiCipher,
  referenceNumber,
  type CreditApplicationStatus,
} from '../../features/credit-applications/index.ts';
import type { Db } from '../database.ts';
import { FIRST_NAMES, LAST_NAMES } from './demo-vendors.ts';
import { createRandom, type Random } from '@lendline/random';

const SEED = 20261108;
const DAY_MS = 86_400_000;
const HISTORY_DAYS = 120;

/** 120 applications, by where each has got to (domain.md §2.17). */
export const CREDIT_APPLICATION_MIX: Record<CreditApplicationStatus, number> = {
  submitted: 15,
  received: 15,
  in_review: 25,
  approved: 25,
  conditionally_approved: 15,
  declined: 15,
  withdrawn: 10,
};

const ENTITY_TYPES = [
  'corporation',
  'llc',
  'llc',
  'partnership',
  'sole_proprietorship',
  'nonprofit',
] as const;
const SUFFIXES = [
  'Construction',
  'Logistics',
  'Landscaping',
  'Dental Group',
  'Print Shop',
  'Machining',
  'Farms',
];
const EQUIPMENT = [
  ['Compact track loader', 45_000, 95_000],
  ['Box truck, 26 ft', 60_000, 120_000],
  ['Zero-turn mowers (3)', 25_000, 45_000],
  ['Dental chairs and imaging', 80_000, 180_000],
  ['Wide-format printer', 20_000, 65_000],
  ['CNC lathe', 90_000, 240_000],
  ['Tractor with loader', 55_000, 150_000],
] as const;
const PLACES = [
  ['Dallas', 'TX', '75201'],
  ['Phoenix', 'AZ', '85004'],
  ['Columbus', 'OH', '43215'],
  ['Denver', 'CO', '80202'],
  ['Raleigh', 'NC', '27601'],
  ['Tampa', 'FL', '33602'],
] as const;
const TERMS = [24, 36, 48, 60, 72];

const digits = (random: Random, count: number) =>
  Array.from({ length: count }, () => String(random.int(0, 9))).join('');
const phone = (random: Random) =>
  `${random.int(201, 989)}-555-${String(random.int(100, 9999)).padStart(4, '0')}`;
const two = (n: number) => String(n).padStart(2, '0');

/** The order an application walks through its statuses to reach `final`. */
function pathTo(final: CreditApplicationStatus, random: Random): CreditApplicationStatus[] {
  if (final === 'withdrawn')
    return ['submitted', ...(['received', 'in_review'] as const).slice(0, random.int(0, 2)), 'withdrawn'];
  const order: CreditApplicationStatus[] = ['submitted', 'received', 'in_review'];
  const reached = order.indexOf(final);
  if (reached >= 0) return order.slice(0, reached + 1);
  return [...order, final];
}

/**
 * Demo credit applications, their owners and histories, routed to demo reps and vendors. The personal
 * numbers are invented (SSNs in the never-issued 9xx area) and encrypted with the server's key like real
 * ones, so the demo shows masking and reveal as they work. Seeded once (`seed_run`), and only when the
 * caller has the key; everything but the ciphertext's random IVs is the same on every machine.
 */
export async function seedCreditApplications(db: Db, referenceDate: Date, piiKey: Buffer): Promise<boolean> {
  const cipher = new PiiCipher(piiKey);
  const random = createRandom(SEED);
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('seed_run')
      .values({ name: 'demo-credit-applications' })
      .onConflict((oc) => oc.column('name').doNothing())
      .returning('name')
      .executeTakeFirst();
    if (!claimed) return false;

    const reps = await trx
      .selectFrom('app_user')
      .select(['id', 'first_name', 'last_name'])
      .where('is_active', '=', true)
      .orderBy('id')
      .limit(12)
      .execute();
    const vendors = await trx
      .selectFrom('vendor')
      .select(['id', 'name'])
      .where('quote_enabled', '=', true)
      .where('status', '=', 'active')
      .orderBy('id')
      .limit(10)
      .execute();
    const workers = reps.slice(0, 4).map((rep) => rep.id);
    const finals = Object.entries(CREDIT_APPLICATION_MIX).flatMap(([status, count]) =>
      Array<CreditApplicationStatus>(count).fill(status as CreditApplicationStatus),
    );

    const applications = finals.map((final, index) => {
      const submittedAt = new Date(
        referenceDate.getTime() - random.int(1, HISTORY_DAYS) * DAY_MS + random.int(8 * 60, 18 * 60) * 60_000,
      );
      const routed = random.next();
      const rep = routed < 0.55 && reps.length > 0 ? random.pick(reps) : undefined;
      const vendor = !rep && routed < 0.85 && vendors.length > 0 ? random.pick(vendors) : undefined;
      const toName = rep ? `${rep.first_name} ${rep.last_name}` : vendor ? vendor.name : 'applications';
      const owner = `${random.pick(LAST_NAMES)}`;
      const legalName = `${owner} ${random.pick(SUFFIXES)} ${random.pick(['LLC', 'Inc.', 'Co.'])}`;
      const [city, state, zip] = random.pick(PLACES);
      const [description, low, high] = random.pick(EQUIPMENT);
      const cost = Math.round(random.int(low, high) / 500) * 500;
      const fein = digits(random, 9);
      const bank =
        random.next() < 0.7
          ? { account: digits(random, random.int(8, 12)), routing: '111000025' }
          : undefined;
      const ownerCount = random.int(1, 3);
      const shares = ownerCount === 1 ? [100] : ownerCount === 2 ? [60, 40] : [50, 30, 20];
      const owners = shares.map((share, position) => {
        const firstName = random.pick(FIRST_NAMES);
        const lastName = position === 0 ? owner : random.pick(LAST_NAMES);
        const ssn = `9${digits(random, 8)}`;
        const dob = `${random.int(1955, 1995)}-${two(random.int(1, 12))}-${two(random.int(1, 28))}`;
        return { position, firstName, lastName, share, ssn, dob };
      });
      const path = pathTo(final, random);
      return {
        index,
        final,
        submittedAt,
        rep,
        vendor,
        toName,
        legalName,
        city,
        state,
        zip,
        description,
        cost,
        fein,
        bank,
        owners,
        path,
      };
    });

    const inserted = await trx
      .insertInto('credit_application')
      .values(
        applications.map((a) => ({
          reference_number: referenceNumber(a.submittedAt, (size) => random.int(0, size - 1)),
          client_id: `demo-${String(a.index + 1).padStart(4, '0')}`,
          company: a.vendor?.name ?? 'Lendline',
          to_slug: nameSlug(a.toName),
          recipient_user_id: a.rep?.id ?? null,
          recipient_vendor_id: a.vendor?.id ?? null,
          status: a.final,
          legal_name: a.legalName,
          dba: null,
          entity_type: random.pick(ENTITY_TYPES),
          state: a.state,
          requested_amount: a.cost,
          term_months: random.pick(TERMS),
          business_json: JSON.stringify({
            legalName: a.legalName,
            dba: null,
            yearEstablished: random.int(1985, 2022),
            industry: a.description.split(' ')[0],
            street: `${random.int(100, 9899)} Commerce St`,
            city: a.city,
            state: a.state,
            zip: a.zip,
            phone: phone(random),
            email: `office@${nameSlug(a.legalName).slice(0, 24)}.example.com`,
            website: null,
            annualRevenue: random.int(4, 120) * 25_000,
            bankName: a.bank ? 'First Demo Bank' : null,
          }),
          equipment_json: JSON.stringify({
            vendorName: a.vendor?.name ?? null,
            vendorContact: null,
            description: a.description,
            condition: random.next() < 0.7 ? 'new' : 'used',
            cost: a.cost,
            structure: random.pick(LEASE_STRUCTURES),
          }),
          consents_json: JSON.stringify({
            creditPull: true,
            electronicRecords: true,
            contactConsent: random.next() < 0.8,
          }),
          signature_name: `${a.owners[0]!.firstName} ${a.owners[0]!.lastName}`,
          fein_enc: cipher.encrypt(a.fein),
          fein_last4: a.fein.slice(-4),
          bank_account_enc: a.bank ? cipher.encrypt(a.bank.account) : null,
          bank_account_last4: a.bank ? a.bank.account.slice(-4) : null,
          bank_routing_enc: a.bank ? cipher.encrypt(a.bank.routing) : null,
          bank_routing_last4: a.bank ? a.bank.routing.slice(-4) : null,
          submitted_at: a.submittedAt,
          updated_at: new Date(a.submittedAt.getTime() + (a.path.length - 1) * DAY_MS),
        })),
      )
      .returning('id')
      .execute();
    // The equipment's term lives in its own column too; keep the two the same.
    await sql`update credit_application set equipment_json = equipment_json || jsonb_build_object('termMonths', term_months)
      where id in (${sql.join(inserted.map((row) => row.id))})`.execute(trx);

    await trx
      .insertInto('credit_application_owner')
      .values(
        applications.flatMap((a, i) =>
          a.owners.map((o) => ({
            application_id: inserted[i]!.id,
            position: o.position,
            first_name: o.firstName,
            last_name: o.lastName,
            title: o.position === 0 ? 'President' : 'Partner',
            ownership_percent: o.share,
            email: `${o.firstName}.${o.lastName}@example.com`.toLowerCase(),
            phone: phone(random),
            street: `${random.int(10, 999)} Maple Ave`,
            city: a.city,
            state: a.state,
            zip: a.zip,
            guarantor: true,
            ssn_enc: cipher.encrypt(o.ssn),
            ssn_last4: o.ssn.slice(-4),
            dob_enc: cipher.encrypt(o.dob),
            dob_year: Number(o.dob.slice(0, 4)),
          })),
        ),
      )
      .execute();

    await trx
      .insertInto('credit_application_event')
      .values(
        applications.flatMap((a, i) =>
          a.path.map((status, step) => ({
            application_id: inserted[i]!.id,
            at: new Date(a.submittedAt.getTime() + step * DAY_MS),
            actor_id: step === 0 || workers.length === 0 ? null : random.pick(workers),
            kind: 'status' as const,
            from_status: step === 0 ? null : a.path[step - 1]!,
            to_status: status,
          })),
        ),
      )
      .execute();
    // Every step above is one the workflow allows; a seed that broke the rules would teach the wrong ones.
    for (const a of applications) {
      a.path.slice(1).forEach((status, step) => {
        if (!allowedNextStatuses(a.path[step]!).includes(status))
          throw new Error(`Demo path breaks the workflow: ${a.path.join(' > ')}`);
      });
    }
    return true;
  });
}
