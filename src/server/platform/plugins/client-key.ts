import { isIPv4, isIPv6 } from 'node:net';

/**
 * The key every limit counts a client by (routes, sign-in, likes, forms): an IPv4 address as it
 * is; an IPv6 address by its /64 network — one subscriber gets a whole /64 and can walk through
 * 2^64 addresses of it — written as that network's address (`2001:db8:1:2::`, still a valid
 * address for libraries that check it); an IPv4-mapped IPv6 address (`::ffff:203.0.113.7`) as
 * the IPv4 address it carries. Anything else (a test's fake address) is kept as is.
 */
export function clientKey(address: string): string {
  const ip = address.replace(/%.*$/, '');
  if (isIPv4(ip)) return ip;
  if (!isIPv6(ip)) return address;
  const mapped = /^(?:0{0,4}:){0,4}:?(?:0{0,4}:)?ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped?.[1] && isIPv4(mapped[1])) return mapped[1];
  return `${expandIPv6(ip).slice(0, 4).join(':')}::`;
}

/** The eight 16-bit groups of an IPv6 address, without leading zeros; an embedded IPv4 tail becomes two groups. */
function expandIPv6(ip: string): string[] {
  let text = ip.toLowerCase();
  const v4 = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((group) => Number.parseInt(group, 16).toString(16));
}
