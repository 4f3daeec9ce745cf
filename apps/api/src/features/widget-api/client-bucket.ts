import { isIPv6 } from 'node:net';

function ipv6Groups(address: string): string[] | undefined {
  const [head = '', tail, ...rest] = address.split('::');
  if (rest.length > 0) return undefined;
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return undefined;
  return [...left, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...right];
}

/**
 * Whom a per-address limit counts: the IPv4 address, or an IPv6 address's /64 network, since one
 * subscriber usually holds a whole /64 and could otherwise rotate through addresses to escape the limit.
 */
export function clientBucket(address: string): string {
  const plain = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (!isIPv6(plain) || /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(plain)) return address;
  const groups = ipv6Groups(plain.toLowerCase());
  if (!groups) return address;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
