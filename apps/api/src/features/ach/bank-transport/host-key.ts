import { createHash } from 'node:crypto';

/**
 * The SHA-256 fingerprint of an SSH host key as OpenSSH prints it (`ssh-keygen -lf`, `ssh -v`):
 * `SHA256:` and the unpadded base64 of the hash of the key's wire-format blob.
 *
 * @example
 * fingerprintOf(keyBlob) // 'SHA256:uNiVztksCsDhcc0u9e8BujQXVUpKZIDTMczCvj3tD2s'
 */
export function fingerprintOf(keyBlob: Uint8Array): string {
  return `SHA256:${createHash('sha256').update(keyBlob).digest('base64').replace(/=+$/, '')}`;
}

/** `SHA256:` followed by 43 base64 characters (a trailing `=` tolerated), as `ACH_SFTP_HOST_KEY_SHA256` takes it. */
export const FINGERPRINT_PATTERN = /^SHA256:[A-Za-z0-9+/]{43}=?$/;

/** The fingerprint as `fingerprintOf` writes it, so a pasted `...=` still matches. */
export const normalizeFingerprint = (text: string) => text.trim().replace(/=+$/, '');
