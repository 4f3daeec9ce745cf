/**
 * An idempotent create guarded by a unique index (a retried inquiry's Idempotency-Key, a credit
 * application's draft id): what is already stored for the key is answered as it is; otherwise `insert`
 * runs, which must do nothing on a conflict with that index (`ON CONFLICT … DO NOTHING`) and then return
 * undefined. Two copies racing meet at the index: the later one waits for the first to commit, inserts
 * nothing, and reads the first one's answer. Undefined only when the insert did nothing yet no row can
 * be read (the winner rolled back): the caller asks for a retry.
 *
 * @example
 * const once = await createOnce(() => findByKey(key), () => insertUnlessTaken(key, body));
 * if (!once) throw conflict();
 * return c.json(once.value, once.created ? 201 : 200);
 */
export async function createOnce<T>(
  find: () => Promise<T | undefined>,
  insert: () => Promise<T | undefined>,
): Promise<{ value: T; created: boolean } | undefined> {
  const earlier = await find();
  if (earlier !== undefined) return { value: earlier, created: false };
  const created = await insert();
  if (created !== undefined) return { value: created, created: true };
  const raced = await find();
  return raced === undefined ? undefined : { value: raced, created: false };
}
