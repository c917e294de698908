import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../../src/config/env-schema';
import { DEFAULT_SITE_ORIGIN, normalizeOrigin, siteOrigin } from '../../../src/config/origin';

describe('the site origin', () => {
  it('keeps only the scheme, host and port of the configured address', () => {
    expect(normalizeOrigin(' https://www.example.com/some/path?x=1 ')).toBe('https://www.example.com');
    expect(normalizeOrigin('http://127.0.0.1:4173/')).toBe('http://127.0.0.1:4173');
  });

  it('ignores an empty, malformed or non-web address', () => {
    expect(normalizeOrigin(undefined)).toBeUndefined();
    expect(normalizeOrigin('  ')).toBeUndefined();
    expect(normalizeOrigin('www.example.com')).toBeUndefined();
    expect(normalizeOrigin('ftp://example.com')).toBeUndefined();
  });

  it('is the production domain when not configured', () => {
    expect(siteOrigin).toBe(DEFAULT_SITE_ORIGIN);
  });

  it('is reported as a configuration problem when it is not a web address', () => {
    expect(parseEnv({ VITE_SITE_ORIGIN: 'example.com' }).problems).toEqual([
      expect.stringContaining('VITE_SITE_ORIGIN'),
    ]);
    expect(parseEnv({ VITE_SITE_ORIGIN: 'https://example.com' }).problems).toEqual([]);
  });
});
