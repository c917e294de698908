import { readFileSync } from 'node:fs';
import { headersFor, parseCsp } from '../../scripts/lib/hosting.mjs';
import { emulatorEnv } from './support/emulators';
import { expect, test, waitForAppStarted } from './support/fixtures';

/** The production policy, as firebase.json holds it. */
const production = parseCsp(
  headersFor(JSON.parse(readFileSync('firebase.json', 'utf8')).hosting, '/')['Content-Security-Policy'] ?? '',
);

test.describe('served as deployed: rewrites, 404 and headers', () => {
  test("the emulator build allows exactly this run's emulators beyond the production policy", async ({
    request,
  }) => {
    const { origins } = emulatorEnv();
    const response = await request.get('/');
    expect(response.status()).toBe(200);
    const served = parseCsp(response.headers()['content-security-policy'] ?? '');
    const added = (directive: string) =>
      (served[directive] ?? []).filter((source) => !(production[directive] ?? []).includes(source));
    expect(added('connect-src')).toEqual([origins.firestore, origins.auth, origins.storage]);
    expect(added('img-src')).toEqual([origins.storage]);
    for (const directive of new Set([...Object.keys(served), ...Object.keys(production)])) {
      if (directive === 'connect-src' || directive === 'img-src') continue;
      expect(served[directive], directive).toEqual(production[directive]);
    }
    expect(Object.values(production).flat().join(' ')).not.toContain('127.0.0.1');
  });

  test('app routes get the empty shell, never the prerendered home page', async ({ request }) => {
    const home = await (await request.get('/')).text();
    expect(home).toContain('data-prerendered="/"');
    for (const path of [
      // A yacht or service added after the build has no file (those built with it are files: below).
      '/productdetail/added-later',
      '/services/Catering',
      '/login',
      '/admin',
      '/admin/offers',
      '/admin/edit-product/royal-falcon',
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      expect(html, path).toContain('<div id="root"></div>');
      expect(html, path).not.toContain('data-prerendered');
      expect(response.headers()['cache-control'], path).toBe('no-cache');
    }
  });

  test('prerendered pages are served as files', async ({ request }) => {
    for (const path of [
      '/contact',
      '/packages',
      '/packages/birthday_pack&0',
      '/vipRental',
      '/home',
      '/productdetail/royal-falcon',
      '/services/Fishing%20Trips',
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(await response.text(), path).toContain(`data-prerendered="${path.replace('&', '&amp;')}"`);
    }
  });

  test('sitemap.xml and robots.txt are files, for the pages built from the live catalogue', async ({
    request,
  }) => {
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.status()).toBe(200);
    expect(sitemap.headers()['content-type']).toMatch(/xml/);
    expect(sitemap.headers()['cache-control']).toBe('public, max-age=3600');
    const xml = await sitemap.text();
    expect(xml).toContain('<urlset');
    expect(xml).toMatch(/<loc>https?:\/\/[^<]+\/productdetail\/royal-falcon<\/loc>/);
    expect(xml).toMatch(/<loc>https?:\/\/[^<]+\/services\/Fishing%20Trips<\/loc>/);
    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    expect(robots.headers()['content-type']).toMatch(/text\/plain/);
    const text = await robots.text();
    expect(text).toContain('Disallow: /admin');
    expect(text).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
  });

  test('a yacht page carries its link-preview tags and structured data; admin and sign-in are not indexed', async ({
    request,
  }) => {
    const html = await (await request.get('/productdetail/royal-falcon')).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+\/productdetail\/royal-falcon"/);
    expect(head).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+royal-falcon[^"]*"/);
    expect(head).toContain('"@type":"UnitPriceSpecification"');
    for (const path of ['/login', '/admin', '/admin/offers']) {
      expect((await request.get(path)).headers()['x-robots-tag'], path).toBe('noindex');
    }
    expect((await request.get('/')).headers()['x-robots-tag']).toBeUndefined();
  });

  test('hashed assets are cached for a year', async ({ request }) => {
    const home = await (await request.get('/')).text();
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(home)?.[1];
    expect(asset).toBeTruthy();
    const response = await request.get(asset as string);
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

test.describe('not found', () => {
  // The browser reports the 404 status of the page itself in the console.
  test.use({ allowConsoleErrors: ['status of 404 (Not Found)'] });

  test("any other path is a real 404 with the site's error page", async ({ request, page }) => {
    for (const path of [
      '/no-such-page',
      '/productdetail/a/b',
      '/packages/no-such-pack&99',
      '/admin-old',
      '/img/none.webp',
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toContain('Page not found');
    }
    const response = await page.goto('/yachts/for-sale');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await waitForAppStarted(page);
    await page.getByRole('link', { name: 'Back to the fleet' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Best Yacht Rental Dubai' })).toBeVisible();
  });
});

test.describe('the Content-Security-Policy guard', () => {
  test.use({ allowConsoleErrors: ['Content Security Policy', 'Failed to fetch'] });

  test('the guard sees a violation of the policy', async ({ page, cspViolations }) => {
    await page.goto('/about');
    await waitForAppStarted(page);
    await page.evaluate(() => fetch('https://example.com/').catch(() => undefined));
    // The event, and the browser's console message.
    await expect
      .poll(() => cspViolations.filter((text) => text.startsWith('connect-src refused https://example.com')))
      .toHaveLength(1);
    expect(cspViolations.some((text) => text.startsWith('console:'))).toBe(true);
    cspViolations.length = 0;
  });
});
