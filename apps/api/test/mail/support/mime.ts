export interface ParsedMail {
  /** Header names in lower case, folded lines joined. */
  headers: Map<string, string>;
  text: string | undefined;
  html: string | undefined;
}

interface Entity {
  headers: Map<string, string>;
  body: string;
}

function splitEntity(raw: string): Entity {
  const at = raw.indexOf('\r\n\r\n');
  const head = at === -1 ? raw : raw.slice(0, at);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: at === -1 ? '' : raw.slice(at + 4) };
}

function decodeBody({ headers, body }: Entity): string {
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(body, 'base64').toString('utf8');
  if (encoding !== 'quoted-printable') return body;
  // Percent-encoding is a ready UTF-8 decoder: keep literal % signs, turn =XX into %XX.
  const unwrapped = body.replace(/=\r\n/g, '').replace(/%/g, '%25');
  return decodeURIComponent(unwrapped.replace(/=([0-9A-F]{2})/gi, '%$1'));
}

function leaves(entity: Entity): Entity[] {
  const boundary = /boundary="?([^";]+)"?/i.exec(entity.headers.get('content-type') ?? '')?.[1];
  if (!boundary) return [entity];
  return entity.body
    .split(`--${boundary}`)
    .slice(1, -1)
    .flatMap((part) => leaves(splitEntity(part.replace(/^\r\n/, ''))));
}

/**
 * Just enough MIME for the messages nodemailer builds here: headers, a multipart/alternative of
 * text and HTML, 7bit, quoted-printable or base64 bodies.
 */
export function parseMail(raw: string): ParsedMail {
  const root = splitEntity(raw);
  const parts = leaves(root);
  const bodyOf = (type: string) => {
    const part = parts.find((p) => (p.headers.get('content-type') ?? '').startsWith(type));
    return part && decodeBody(part);
  };
  return { headers: root.headers, text: bodyOf('text/plain'), html: bodyOf('text/html') };
}
