/**
 * The caller's address, and the bucket its limits count in (docs/decisions/0040-limits-that-hold.md).
 *
 * Each proxy in front of the function appends the address it received the request from to `X-Forwarded-For`;
 * anything before those entries was written by the caller and can be forged. With `trustedHops` proxies (1 when the
 * site calls the function at its own address: Google's front end; 2 behind a Firebase Hosting rewrite, whose own
 * hop is then the last), the caller is the entry `trustedHops` from the end. A header with fewer entries did not
 * come through them (the emulators: one entry, the caller's own): its first entry counts. Without the header, the
 * socket's address.
 */
export function clientIp(
  request: { headers: Record<string, string | string[] | undefined>; ip?: string },
  trustedHops = 1,
): string {
  const header = request.headers['x-forwarded-for'];
  const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (forwarded.length === 0) return request.ip ?? 'unknown';
  const hops = Math.max(1, Math.floor(trustedHops));
  return forwarded[Math.max(0, forwarded.length - hops)];
}

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

/** An IPv4 address's four numbers, or null. */
function ipv4Parts(text: string): number[] | null {
  const match = IPV4.exec(text);
  if (!match) return null;
  const parts = match.slice(1).map(Number);
  return parts.every((part) => part <= 255) ? parts : null;
}

/** An IPv6 address's eight 16-bit groups (compressed forms and a dotted IPv4 tail read), or null. */
function ipv6Groups(text: string): number[] | null {
  let address = text;
  const lastColon = address.lastIndexOf(':');
  if (address.includes('.', lastColon)) {
    // `::ffff:192.0.2.1`: the dotted tail is the last two groups.
    const v4 = ipv4Parts(address.slice(lastColon + 1));
    if (!v4) return null;
    const hex = (high: number, low: number) => ((high << 8) | low).toString(16);
    address = `${address.slice(0, lastColon + 1)}${hex(v4[0], v4[1])}:${hex(v4[2], v4[3])}`;
  }
  const halves = address.split('::');
  if (halves.length > 2) return null;
  const groups = halves.map((half) => (half === '' ? [] : half.split(':')));
  if (!groups.flat().every((group) => /^[0-9a-f]{1,4}$/i.test(group))) return null;
  const [head, rest = []] = groups.map((list) => list.map((group) => parseInt(group, 16)));
  const given = head.length + rest.length;
  if (halves.length === 1) return given === 8 ? head : null;
  if (given > 7) return null;
  return [...head, ...new Array<number>(8 - given).fill(0), ...rest];
}

/**
 * The bucket an address's limits count in: an IPv4 address itself (also when written IPv4-mapped, `::ffff:a.b.c.d`
 * or `::ffff:7f00:1`), an IPv6 address's /64 (one subscriber's network: a rented server holds 2^64 addresses of
 * it), written one way whatever the caller's spelling (`2001:db8:0:1::/64`). Anything else, as it is, lower case.
 */
export function ipBucket(ip: string): string {
  const text = ip
    .trim()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/%.*$/, '');
  const v4 = ipv4Parts(text);
  if (v4) return v4.join('.');
  const groups = text.includes(':') ? ipv6Groups(text) : null;
  if (!groups) return ip.trim().toLowerCase();
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join('.');
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}
