import * as v from 'valibot';

/**
 * The value shapes every record on the wire is built from. Money is a number of dollars to the cent (the
 * database's numeric(…,2) read as a JSON number), a day is `YYYY-MM-DD`, a moment an ISO timestamp in UTC.
 *
 * @example
 * v.parse(wireDay, '2026-11-27'); // '2026-11-27'
 */
export const wireId = v.pipe(v.number(), v.integer(), v.minValue(1));
export const wireCount = v.pipe(v.number(), v.integer(), v.minValue(0));
export const wireMoney = v.pipe(v.number(), v.finite());
/** A rate or factor: a fraction (0.0899), not a percentage. */
export const wireRate = v.pipe(v.number(), v.finite());
export const wireDay = v.pipe(v.string(), v.isoDate());
export const wireMoment = v.pipe(v.string(), v.isoTimestamp());
/** One of a vocabulary's codes (`CONTRACT_STATUSES`), so a code added on one side only fails a contract test. */
export const wireCode = <const T extends readonly [string, ...string[]]>(codes: T) => v.picklist(codes);

/** `GET …/count` and `/count?where=`: LoopBack's count body. */
export const countResult = v.object({ count: wireCount });
export type CountResult = v.InferOutput<typeof countResult>;
