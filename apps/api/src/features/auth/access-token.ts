import { errors, jwtVerify, SignJWT } from 'jose';

export const TOKEN_ISSUER = 'lendline';
export const TOKEN_AUDIENCE = 'lendline-staff';
/** The spec's auth cookies live one day; the token matches them. */
export const TOKEN_LIFETIME_SECONDS = 24 * 60 * 60;

export interface AccessClaims {
  userId: number;
  sessionId: string;
  tokenVersion: number;
  /** The real person while impersonating (RFC 8693 `act`). */
  actorId?: number | undefined;
  /** Seconds since the epoch, from `exp`; set on verified claims. */
  expiresAt?: number | undefined;
}

export async function signAccessToken(
  secret: Uint8Array,
  claims: AccessClaims,
  now = new Date(),
): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({
    typ: 'access',
    sid: claims.sessionId,
    ver: claims.tokenVersion,
    ...(claims.actorId ? { act: { sub: String(claims.actorId) } } : {}),
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setJti(claims.sessionId)
    .setIssuer(TOKEN_ISSUER)
    .setAudience(TOKEN_AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(iat + TOKEN_LIFETIME_SECONDS)
    .sign(secret);
}

export class TokenError extends Error {
  override name = 'TokenError';
}

/**
 * Verifies signature (HS256 only: `none` and every other algorithm are refused), issuer, audience,
 * expiry and token type; header fields such as `jku`, `x5u` or `jwk` are never used to find a key.
 */
export async function verifyAccessToken(secret: Uint8Array, token: string): Promise<AccessClaims> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: ['HS256'],
      issuer: TOKEN_ISSUER,
      audience: TOKEN_AUDIENCE,
      requiredClaims: ['sub', 'exp', 'iat', 'jti'],
    });
    const userId = Number(payload.sub);
    const act = payload.act as { sub?: unknown } | undefined;
    if (
      payload.typ !== 'access' ||
      !Number.isSafeInteger(userId) ||
      typeof payload.sid !== 'string' ||
      typeof payload.ver !== 'number'
    ) {
      throw new TokenError('not an access token');
    }
    return {
      userId,
      sessionId: payload.sid,
      tokenVersion: payload.ver,
      expiresAt: payload.exp,
      ...(act?.sub !== undefined ? { actorId: Number(act.sub) } : {}),
    };
  } catch (error) {
    if (error instanceof TokenError) throw error;
    if (error instanceof errors.JWTExpired) throw new TokenError('jwt expired');
    if (error instanceof errors.JWSSignatureVerificationFailed) throw new TokenError('invalid signature');
    throw new TokenError('invalid token');
  }
}

/**
 * Remembers tokens whose signature already checked out, so a busy session does not pay for HMAC and
 * key import on every request. Expiry is still checked each time; revocation is checked by the caller
 * against the database state as before. Bounded: the oldest entries are dropped first.
 */
export class VerifiedTokenMemo {
  private readonly entries = new Map<string, AccessClaims>();

  constructor(
    private readonly secret: Uint8Array,
    private readonly maxEntries = 10_000,
  ) {}

  async verify(token: string, now = Date.now()): Promise<AccessClaims> {
    const known = this.entries.get(token);
    if (known && (known.expiresAt ?? 0) * 1000 > now) return known;
    if (known) this.entries.delete(token);
    const claims = await verifyAccessToken(this.secret, token);
    this.entries.set(token, claims);
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    return claims;
  }
}
