import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { headersFor, missingConnectOrigins, parseCsp } from '../../../scripts/lib/hosting.mjs';

/** The hosting block of firebase.json: what Firebase Hosting sends with each kind of file. */
const config = JSON.parse(readFileSync('firebase.json', 'utf8'));
const hosting = config.hosting;
const csp = () => parseCsp(headersFor(hosting, '/')['Content-Security-Policy'] ?? '');

describe('Firebase Hosting configuration', () => {
  it('serves the build with the single-page-app rewrite', () => {
    expect(hosting.public).toBe('dist');
    expect(hosting.rewrites).toEqual([{ source: '**', destination: '/index.html' }]);
  });

  it.each(['/', '/index.html', '/productdetail/majesty', '/admin/offers', '/favicon.svg'])(
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

  it('caches the illustrations for a day (same names across builds)', () => {
    expect(headersFor(hosting, '/img/yachts/majesty-1.webp')['Cache-Control']).toBe('public, max-age=86400');
  });

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

  it('has a Content-Security-Policy that allows only what the site uses', () => {
    const policy = csp();
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['style-src']).toEqual(["'self'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
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
  });

  it('tells which configured endpoints the policy does not allow yet', () => {
    const policy = headersFor(hosting, '/')['Content-Security-Policy'] ?? '';
    expect(missingConnectOrigins(policy, ['https://chat.example.com/v2/chat', undefined])).toEqual([
      'https://chat.example.com',
    ]);
    expect(missingConnectOrigins(policy, ['https://api.emailjs.com/api/v1.0/email/send'])).toEqual([]);
  });

  it('deploys the rules and indexes with the site', () => {
    expect(config.firestore).toEqual({ rules: 'firestore.rules', indexes: 'firestore.indexes.json' });
    expect(config.storage).toEqual({ rules: 'storage.rules' });
  });
});
