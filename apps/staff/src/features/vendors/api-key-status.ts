import type { ApiKeyRecord } from './api/vendors-resource.ts';

/** What a key does now: rotated keys work until their grace period ends, then count as expired. */
export type ApiKeyState = 'active' | 'grace' | 'expired' | 'revoked';

export function apiKeyState(key: Pick<ApiKeyRecord, 'status' | 'expiresAt'>, now = Date.now()): ApiKeyState {
  if (key.status === 'revoked') return 'revoked';
  if (key.status === 'active') return 'active';
  return key.expiresAt && Date.parse(key.expiresAt) > now ? 'grace' : 'expired';
}

/** One colour per meaning (docs/ui.md): green working, amber ending soon, red expired, grey closed. */
export const API_KEY_STATES: Record<ApiKeyState, { label: string; color: string }> = {
  active: { label: 'Active', color: 'green' },
  grace: { label: 'Rotated', color: 'orange' },
  expired: { label: 'Expired', color: 'red' },
  revoked: { label: 'Revoked', color: 'gray' },
};

/** The key as staff see it: its visible start and an ellipsis for the part that is never shown. */
export const maskedKey = (prefix: string) => `${prefix}…`;

/** The key's name in messages: its label and masked key, or the masked key alone. */
export const keyName = (key: Pick<ApiKeyRecord, 'label' | 'prefix'>) =>
  key.label ? `"${key.label}" (${maskedKey(key.prefix)})` : maskedKey(key.prefix);
