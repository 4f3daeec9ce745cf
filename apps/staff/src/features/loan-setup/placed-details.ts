import { ApiError } from '@lendline/api-client';
import { errorMessage } from '../../lib/error-message.ts';

/**
 * Places a refused save's 422 details on the form's fields: each detail's JSON Pointer (`/amountBands/1/min`)
 * becomes the form's dotted key (`amountBands.1.min`), renamed by `fieldOf` where the form shows the value
 * differently (`residualPct` on `residualPercent`), or undefined when no field shows it. Details no field
 * takes, and any other refusal, go above the form in the server's words.
 */
export function placeDetails(
  error: unknown,
  { fieldOf, fallback }: { fieldOf: (key: string) => string | undefined; fallback: string },
): { fields: Record<string, string>; form: string | null } {
  const details = error instanceof ApiError && Array.isArray(error.body?.details) ? error.body.details : [];
  const fields: Record<string, string> = {};
  const unplaced: string[] = [];
  for (const detail of details as { path?: unknown; message?: unknown }[]) {
    const path = typeof detail.path === 'string' ? detail.path : '';
    const message = typeof detail.message === 'string' ? detail.message : 'Invalid value';
    const key = fieldOf(path.replace(/^\//, '').split('/').join('.'));
    if (key === undefined) unplaced.push(message);
    else fields[key] ??= message;
  }
  if (Object.keys(fields).length > 0 && unplaced.length === 0) return { fields, form: null };
  const form = [...new Set([errorMessage(error, fallback), ...unplaced])].join(' ');
  return { fields, form };
}
