import secureJson from 'secure-json-parse';

/** JSON that names a key able to reach Object.prototype; the message is LoopBack's `parseJson` wording. */
export class PrototypeKeyError extends SyntaxError {
  constructor(key: '__proto__' | 'constructor.prototype') {
    super(`JSON string cannot contain "${key}" key.`);
    this.name = 'PrototypeKeyError';
  }
}

/**
 * The one JSON parser for what a client sends (request bodies, `?filter=` and `?where=`): a `__proto__` key or a
 * `constructor.prototype` path at any depth, however its letters are escaped (`"\u005f_proto__"`), is a
 * PrototypeKeyError; malformed JSON is JSON.parse's SyntaxError.
 *
 * @example
 * parseJsonSafely('{"where":{"id":1}}'); // { where: { id: 1 } }
 * parseJsonSafely('{"a":[{"\\u005f_proto__":{}}]}'); // throws PrototypeKeyError 'JSON string cannot contain "__proto__" key.'
 */
export function parseJsonSafely(text: string): unknown {
  try {
    return secureJson.parse(text, null, { protoAction: 'error', constructorAction: 'error' });
  } catch (error) {
    if (!isForbiddenKey(error)) throw error;
    // secure-json-parse words both cases alike; LoopBack names the key, so a second look tells which it was.
    try {
      secureJson.parse(text, null, { protoAction: 'error', constructorAction: 'ignore' });
    } catch {
      throw new PrototypeKeyError('__proto__');
    }
    throw new PrototypeKeyError('constructor.prototype');
  }
}

const isForbiddenKey = (error: unknown) =>
  error instanceof SyntaxError && error.message === 'Object contains forbidden prototype property';
