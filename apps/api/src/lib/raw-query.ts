import type { Context } from 'hono';

/**
 * The request's query string as sent, without `?`: the filter parsers read it themselves (LoopBack's qs
 * rules), where Hono's parsed query would already have decided how brackets and repeats read.
 *
 * @example
 * readQueryObject(rawQuery(c), 'filter');
 */
export function rawQuery(c: Context): string {
  const url = c.req.url;
  const at = url.indexOf('?');
  return at === -1 ? '' : url.slice(at + 1);
}
