import { describe, expect, it } from 'vitest';
import { badgeText, bellLabel, notificationTarget, relativeTime } from './relative-time.ts';

const NOW = Date.parse('2026-11-27T12:00:00.000Z');

describe('notification wording', () => {
  it.each([
    ['2026-11-27T11:59:30.000Z', 'just now'],
    ['2026-11-27T11:59:00.000Z', '1 minute ago'],
    ['2026-11-27T11:05:00.000Z', '55 minutes ago'],
    ['2026-11-27T09:00:00.000Z', '3 hours ago'],
    ['2026-11-26T10:00:00.000Z', 'yesterday'],
    ['2026-11-23T12:00:00.000Z', '4 days ago'],
    ['2026-11-12T16:30:00.000Z', '11/12/2026'],
    ['2026-11-27T12:00:05.000Z', 'just now'],
  ])('says %s as %s', (at, said) => {
    expect(relativeTime(at, NOW)).toBe(said);
  });

  it('counts on the badge up to 99, then 99+, and names the count with thousands grouped', () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(7)).toBe('7');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
    expect(bellLabel(0)).toBe('Notifications');
    expect(bellLabel(3)).toBe('Notifications, 3 unread');
    expect(bellLabel(1204)).toBe('Notifications, 1,204 unread');
  });

  it('saves a file link through the API and opens an app path, and follows nothing else', () => {
    expect(notificationTarget({ link: '/api/downloads/17/file', fileId: 17 })).toEqual({
      kind: 'file',
      fileId: 17,
    });
    expect(notificationTarget({ link: '/downloads/file/9', fileId: null })).toEqual({
      kind: 'file',
      fileId: 9,
    });
    expect(notificationTarget({ link: '/dataTapes/downloads/list', fileId: null })).toEqual({
      kind: 'page',
      path: '/dataTapes/downloads/list',
    });
    expect(notificationTarget({ link: null, fileId: 4 })).toEqual({ kind: 'file', fileId: 4 });
    expect(notificationTarget({ link: '//evil.example/x', fileId: null })).toBeNull();
    expect(notificationTarget({ link: 'https://evil.example/x', fileId: null })).toBeNull();
    expect(notificationTarget({ link: null, fileId: null })).toBeNull();
  });
});
