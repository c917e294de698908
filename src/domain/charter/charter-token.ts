/**
 * A charter page's address: 128 random bits in base64url (22 characters), not derived from the reference, so it can
 * be neither guessed nor worked out from what the client was told. The operator can replace it; the old one then
 * leads nowhere.
 */
export const CHARTER_TOKEN_BYTES = 16;
export const CHARTER_TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/;

export const isCharterToken = (value: unknown): value is string =>
  typeof value === 'string' && CHARTER_TOKEN_PATTERN.test(value);

/** The token made of `bytes` (16 of them, from a cryptographic source). */
export function charterTokenFrom(bytes: Uint8Array): string {
  if (bytes.length !== CHARTER_TOKEN_BYTES)
    throw new Error(`A charter token needs ${CHARTER_TOKEN_BYTES} bytes.`);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
