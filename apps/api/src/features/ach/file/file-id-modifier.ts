const MODIFIERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/**
 * The File ID Modifier of a batch's next file: A for its first, then the one after the file a re-open voided
 * (A..Z, then 0..9), so the bank never sees two different files of one batch under the same header. After
 * 9 it starts again at A: 36 re-opens of one batch would be a fault of their own.
 */
export function nextFileIdModifier(previous: string | null): string {
  if (previous === null) return 'A';
  const at = MODIFIERS.indexOf(previous);
  return MODIFIERS[(at + 1) % MODIFIERS.length]!;
}
