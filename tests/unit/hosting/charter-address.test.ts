import { describe, expect, it } from 'vitest';
import { charterRoutes, shellRoutes } from '../../../src/app/routes';
import { isCharterAddress } from '../../../scripts/lib/hosting.mjs';

describe('isCharterAddress (the dev server, vite preview and the bench serve charter.html by it)', () => {
  it('takes every charter route Hosting rewrites to charter.html, in every language', () => {
    const addresses = charterRoutes().map((route) => route.replace(':token', 'AbCdEfGhIjKlMnOpQrStUv'));
    expect(addresses.length).toBeGreaterThanOrEqual(6);
    for (const address of addresses) expect(isCharterAddress(address), address).toBe(true);
    expect(isCharterAddress('/ar/charter/AbCdEfGhIjKlMnOpQrStUv/guests/')).toBe(true);
  });

  it('leaves the site’s own routes to the site', () => {
    const site = shellRoutes().map((route) => route.replace(/:[a-z]+/gi, 'x'));
    for (const address of site) expect(isCharterAddress(address), address).toBe(false);
    expect(isCharterAddress('/charter')).toBe(false);
    expect(isCharterAddress('/charter/a/b')).toBe(false);
  });
});
