/**
 * The caller's IP address as Google's front end saw it. On Cloud Run (2nd-gen functions) the front end appends the
 * address it received the request from to `X-Forwarded-For`; anything before it was written by the caller and can
 * be forged, so the last entry counts. Without the header (the emulator), the socket's address.
 */
export function clientIp(request: {
  headers: Record<string, string | string[] | undefined>;
  ip?: string;
}): string {
  const header = request.headers['x-forwarded-for'];
  const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return forwarded.at(-1) ?? request.ip ?? 'unknown';
}
