import type { Transaction } from 'kysely';

const pad = (value: number) => String(value).padStart(2, '0');

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * The same month's day `dueDay`, clamped to the month's last day (31 → 30 April, 28/29 February), so a
 * due day of 31 keeps meaning "the last day" in every month.
 *
 * @example
 * onDueDay('2026-02-10', 31); // '2026-02-28'
 */
export function onDueDay(isoDate: string, dueDay: number): string {
  const [year, month] = isoDate.split('-').map(Number) as [number, number];
  return `${year}-${pad(month)}-${pad(Math.min(dueDay, daysInMonth(year, month)))}`;
}

const isoDay = (value: unknown): string =>
  value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);

/**
 * Moves the schedule rows that fall due after `today` to the new due day of their month; rows already
 * due (billed or not) keep their dates. Returns the new last due date and the first one after today.
 */
export async function moveDueDay(
  trx: Transaction<any>,
  contractId: number,
  dueDay: number,
  today: string,
): Promise<{ maturityDate?: string; nextDueDate?: string }> {
  const rows = await trx
    .selectFrom('payment_schedule_row')
    .select(['payment_number', 'due_date'])
    .where('contract_id', '=', contractId)
    .orderBy('payment_number')
    .execute();
  let maturityDate: string | undefined;
  let nextDueDate: string | undefined;
  for (const row of rows) {
    const current = isoDay(row.due_date);
    const moved = current > today ? onDueDay(current, dueDay) : current;
    if (moved !== current) {
      await trx
        .updateTable('payment_schedule_row')
        .set({ due_date: moved })
        .where('contract_id', '=', contractId)
        .where('payment_number', '=', row.payment_number)
        .execute();
    }
    if (moved > today && nextDueDate === undefined) nextDueDate = moved;
    maturityDate = moved;
  }
  return { ...(maturityDate ? { maturityDate } : {}), ...(nextDueDate ? { nextDueDate } : {}) };
}
