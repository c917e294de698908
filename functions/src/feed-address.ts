/**
 * Which addresses the calendar import may connect to (docs/decisions/0050-calendar-import.md): public unicast only.
 * Every address a feed's host name resolves to is checked here before any connection, so an operator's feed address
 * (or a redirect it answers with) cannot make the server reach itself, the metadata service, or the project's
 * private network.
 */
import { isIPv4, isIPv6 } from 'node:net';

/** Why an address is refused, or null when it is a public address. */
export type BlockedReason =
  | 'not-an-address'
  | 'unspecified'
  | 'loopback'
  | 'private'
  | 'shared'
  | 'link-local'
  | 'multicast'
  | 'reserved';

/** [first address as a number, prefix length, reason] of the IPv4 ranges refused. */
const IPV4_BLOCKED: readonly [string, number, BlockedReason][] = [
  ['0.0.0.0', 8, 'unspecified'],
  ['10.0.0.0', 8, 'private'],
  ['100.64.0.0', 10, 'shared'], // carrier-grade NAT
  ['127.0.0.0', 8, 'loopback'],
  ['169.254.0.0', 16, 'link-local'], // the cloud's metadata service lives here
  ['172.16.0.0', 12, 'private'],
  ['192.0.0.0', 24, 'reserved'],
  ['192.0.2.0', 24, 'reserved'],
  ['192.88.99.0', 24, 'reserved'],
  ['192.168.0.0', 16, 'private'],
  ['198.18.0.0', 15, 'reserved'],
  ['198.51.100.0', 24, 'reserved'],
  ['203.0.113.0', 24, 'reserved'],
  ['224.0.0.0', 4, 'multicast'],
  ['240.0.0.0', 4, 'reserved'], // and 255.255.255.255
];

const ipv4Number = (address: string) =>
  address.split('.').reduce((value, part) => value * 256 + Number(part), 0);

function ipv4Blocked(address: string): BlockedReason | null {
  const value = ipv4Number(address);
  for (const [first, prefix, reason] of IPV4_BLOCKED) {
    const size = 2 ** (32 - prefix);
    const start = ipv4Number(first);
    if (value >= start && value < start + size) return reason;
  }
  return null;
}

/** The eight 16-bit groups of an IPv6 address (`::` expanded, a trailing dotted IPv4 part read as two groups). */
function ipv6Groups(address: string): number[] {
  let text = address.replace(/%.*$/, '').toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const value = ipv4Number(dotted[1]);
    text = `${text.slice(0, dotted.index)}${(value >>> 16).toString(16)}:${(value & 0xffff).toString(16)}`;
  }
  const [head, tail] = text.split('::');
  const part = (side: string | undefined) =>
    side ? side.split(':').map((group) => parseInt(group, 16)) : [];
  const left = part(head);
  const right = part(tail);
  const middle = tail === undefined ? [] : new Array<number>(8 - left.length - right.length).fill(0);
  return [...left, ...middle, ...right];
}

const embeddedIpv4 = (high: number, low: number) =>
  [high >>> 8, high & 0xff, low >>> 8, low & 0xff].join('.');

function ipv6Blocked(address: string): BlockedReason | null {
  const g = ipv6Groups(address);
  const zeros = (count: number) => g.slice(0, count).every((group) => group === 0);
  if (zeros(8)) return 'unspecified';
  if (zeros(7) && g[7] === 1) return 'loopback';
  // IPv4-mapped (::ffff:a.b.c.d) and NAT64 (64:ff9b::a.b.c.d): the IPv4 address inside decides.
  if (zeros(5) && g[5] === 0xffff) return ipv4Blocked(embeddedIpv4(g[6], g[7]));
  if (g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((group) => group === 0)) {
    return ipv4Blocked(embeddedIpv4(g[6], g[7]));
  }
  // 6to4 (2002:a.b.c.d::/48): the IPv4 address inside decides too.
  if (g[0] === 0x2002) return ipv4Blocked(embeddedIpv4(g[1], g[2]));
  if ((g[0] & 0xfe00) === 0xfc00) return 'private'; // fc00::/7, unique local
  if ((g[0] & 0xffc0) === 0xfe80) return 'link-local'; // fe80::/10
  if ((g[0] & 0xff00) === 0xff00) return 'multicast';
  // Only global unicast (2000::/3) is public; of it, 2001::/23 (Teredo, benchmarks) and 2001:db8::/32 are not.
  if ((g[0] & 0xe000) !== 0x2000) return 'reserved';
  if (g[0] === 0x2001 && (g[1] < 0x200 || g[1] === 0xdb8)) return 'reserved';
  return null;
}

/**
 * Why the server must not connect to `address` (an IPv4 or IPv6 literal), or null when it is public. With
 * `allowLoopback` (tests, whose servers listen on 127.0.0.1 or ::1) loopback addresses pass; nothing else does.
 */
export function blockedAddress(address: string, allowLoopback = false): BlockedReason | null {
  const reason = isIPv4(address)
    ? ipv4Blocked(address)
    : isIPv6(address)
      ? ipv6Blocked(address)
      : 'not-an-address';
  return reason === 'loopback' && allowLoopback ? null : reason;
}
