import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { charterRoutes, prerenderPaths, publicPages, shellRoutes } from '../../../src/app/routes';
import { adminRoutes, paths, routes } from '../../../src/config/paths';
import { fillPattern } from '../../../src/domain/slugs';
import {
  globMatches,
  headersFor,
  missingConnectOrigins,
  parseCsp,
  shellRewrites,
} from '../../../scripts/lib/hosting.mjs';

/** The hosting block of firebase.json: what Firebase Hosting sends with each kind of file. */
const config = JSON.parse(readFileSync('firebase.json', 'utf8'));
const hosting = config.hosting;
const csp = () => parseCsp(headersFor(hosting, '/')['Content-Security-Policy'] ?? '');
const rewrites: { source: string; destination: string }[] = hosting.rewrites;
const rewritten = (path: string) => rewrites.some(({ source }) => globMatches(source, path));
const prerendered = new Set(prerenderPaths({ yachts: [], services: [] }));

describe('Firebase Hosting configuration', () => {
  it('serves the build, the app routes from the empty shell, the charter pages from their own entry', () => {
    expect(hosting.public).toBe('dist');
    // The charter pages, read by their secret addresses, in each language: their own entry.
    const charter = ['/charter/*', '/charter/*/guests'];
    // The pages that may have no file (a yacht or service added after the build, sign-in), in each language.
    const publicShell = ['/productdetail/*', '/services/*', '/login'];
    expect(rewrites).toEqual([
      ...[
        ...charter,
        ...charter.map((source) => `/ar${source}`),
        ...charter.map((source) => `/ru${source}`),
      ].map((source) => ({ source, destination: '/charter.html' })),
      ...[
        ...publicShell,
        ...publicShell.map((source) => `/ar${source}`),
        ...publicShell.map((source) => `/ru${source}`),
        '/admin',
        '/admin/**',
      ].map((source) => ({ source, destination: '/spa.html' })),
    ]);
  });

  it('has the rewrites the build derives from the route table', () => {
    expect(rewrites).toEqual([
      ...shellRewrites(charterRoutes(), '/charter.html'),
      ...shellRewrites(shellRoutes()),
    ]);
  });

  it('serves every route of the route map: a prerendered file or the shell', () => {
    const patterns = Object.values(routes).flat();
    expect(patterns.length).toBeGreaterThan(10);
    for (const pattern of patterns) {
      if (pattern.endsWith('/*')) {
        // A section with routes of its own (the admin area): its address and everything under it.
        const section = pattern.slice(0, -2);
        expect(rewritten(section) && rewritten(`${section}/anything/below`), pattern).toBe(true);
      } else if (!pattern.includes(':')) {
        expect(prerendered.has(pattern) || rewritten(pattern), pattern).toBe(true);
      } else {
        // An address the build may not know (a yacht or service added later) gets the shell, unless the route
        // table lists all of its addresses (the packages, fixed in the code): then each has its file, and an
        // unknown one is a real 404.
        const page = publicPages.find(({ path }) => path === pattern);
        const all = Array.isArray(page?.prerender) ? (page?.prerender as readonly string[]) : null;
        if (all) {
          for (const address of all) expect(prerendered.has(address), address).toBe(true);
          expect(rewritten(fillPattern(pattern, { pack: 'no-such-pack&99' })), pattern).toBe(false);
        } else {
          expect(rewritten(pattern.replace(/:[^/]+/g, 'added-later')), pattern).toBe(true);
        }
      }
    }
    expect(rewritten(paths.yacht('added-later'))).toBe(true);
    expect(rewritten(paths.service({ name: 'Sailing' }))).toBe(true);
    // Every admin screen, also the old addresses.
    const adminPatterns = [
      ...Object.values(adminRoutes).filter((value) => typeof value === 'string'),
      ...Object.values(adminRoutes.legacy),
    ];
    for (const pattern of adminPatterns) {
      const address = fillPattern(pattern ? `/admin/${pattern}` : '/admin', { id: 'royal-falcon' });
      expect(rewritten(address), address).toBe(true);
    }
  });

  it('sends any other path to the error page with status 404: no catch-all rewrite', () => {
    for (const path of [
      '/no-such-page',
      '/productdetail/a/b',
      '/admin-old',
      '/index.php',
      '/img/none.webp',
    ]) {
      expect(rewritten(path), path).toBe(false);
    }
    expect(rewrites.map(({ source }) => source)).not.toContain('**');
    expect(rewrites.map(({ destination }) => destination)).not.toContain('/index.html');
  });

  it.each(['/', '/index.html', '/productdetail/majesty', '/admin/offers', '/favicon.svg', '/404.html'])(
    'makes browsers revalidate %s (HTML and unhashed files)',
    (path) => {
      expect(headersFor(hosting, path)['Cache-Control']).toBe('no-cache');
    },
  );

  it('caches hashed assets for a year, immutable', () => {
    expect(headersFor(hosting, '/assets/index-BcZT7AE_.js')['Cache-Control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(headersFor(hosting, '/assets/index-DW_wkLLC.css')['Cache-Control']).toBe(
      'public, max-age=31536000, immutable',
    );
  });

  it.each(['/sitemap.xml', '/robots.txt'])('serves %s as a file, cached for an hour', (path) => {
    expect(rewritten(path)).toBe(false);
    expect(headersFor(hosting, path)['Cache-Control']).toBe('public, max-age=3600');
  });

  it.each(['/login', '/admin', '/admin/offers'])('tells search engines not to index %s', (path) => {
    expect(headersFor(hosting, path)['X-Robots-Tag']).toBe('noindex');
  });

  it.each([
    '/charter/AAAAAAAAAAAAAAAAAAAAAA',
    '/charter/AAAAAAAAAAAAAAAAAAAAAA/guests',
    '/ar/charter/AAAAAAAAAAAAAAAAAAAAAA',
    '/ru/charter/AAAAAAAAAAAAAAAAAAAAAA/guests',
  ])('serves the charter page %s from the shell, never stored by a cache, not indexed', (path) => {
    expect(rewritten(path)).toBe(true);
    const headers = headersFor(hosting, path);
    expect(headers['Cache-Control']).toBe('no-store');
    expect(headers['X-Robots-Tag']).toBe('noindex');
    expect(headers['Referrer-Policy']).toBe('no-referrer');
    expect(headers['Content-Security-Policy']).toContain("frame-ancestors 'none'");
  });

  it.each(['/', '/productdetail/majesty', '/sitemap.xml'])('lets search engines index %s', (path) => {
    expect(headersFor(hosting, path)['X-Robots-Tag']).toBeUndefined();
  });

  it.each([
    '/img/yachts/majesty-1.webp',
    '/img/yachts/majesty-1-320.webp',
    '/img/hero.webp',
    '/img/placeholder.jpg',
  ])(
    'caches the site’s picture %s for a year, immutable (a changed picture gets a new name: tests/unit/node)',
    (path) => {
      expect(headersFor(hosting, path)['Cache-Control']).toBe('public, max-age=31536000, immutable');
    },
  );

  it.each(['/', '/assets/index-BcZT7AE_.js', '/img/yachts/majesty-1.webp'])(
    'sends the security headers with %s',
    (path) => {
      const headers = headersFor(hosting, path);
      expect(headers['X-Content-Type-Options']).toBe('nosniff');
      expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['Permissions-Policy']).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/);
      expect(headers['Strict-Transport-Security']).toMatch(/max-age=31536000/);
      expect(headers['Content-Security-Policy']).toContain("frame-ancestors 'none'");
    },
  );

  it('has a production Content-Security-Policy that allows only what the site uses', () => {
    const policy = csp();
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['style-src']).toEqual(["'self'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['frame-src']).toEqual(["'none'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://firebasestorage.googleapis.com']);
    expect(policy['connect-src']).toEqual([
      "'self'",
      'https://firestore.googleapis.com',
      'https://firebasestorage.googleapis.com',
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      'https://api.emailjs.com',
    ]);
    const everySource = Object.values(policy).flat();
    expect(everySource).not.toContain("'unsafe-inline'");
    expect(everySource).not.toContain("'unsafe-eval'");
    expect(everySource).not.toContain('*');
    expect(everySource.join(' ')).not.toMatch(/localhost|127\.0\.0\.1/);
  });

  it('tells which configured endpoints a policy does not allow', () => {
    const policy = headersFor(hosting, '/')['Content-Security-Policy'] ?? '';
    expect(missingConnectOrigins(policy, ['https://chat.example.com/v2/chat', undefined])).toEqual([
      'https://chat.example.com',
    ]);
    expect(missingConnectOrigins(policy, ['https://api.emailjs.com/api/v1.0/email/send'])).toEqual([]);
  });

  it('deploys the rules and indexes with the site', () => {
    expect(config.firestore).toEqual({
      rules: 'firestore.rules',
      indexes: 'firestore.indexes.json',
      // Only `npm run deploy` deploys them (scripts/deploy-guard.mjs).
      predeploy: ['node scripts/deploy-guard.mjs'],
    });
    expect(config.storage).toEqual({ rules: 'storage.rules' });
  });
});
