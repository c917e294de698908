/**
 * The address the site is published at, for canonical URLs, link previews, structured data and the sitemap:
 * `VITE_SITE_ORIGIN` (e.g. `https://www.example.com`), else the production domain below. The build reports a
 * malformed value (src/config/env-schema.ts).
 */
export const DEFAULT_SITE_ORIGIN = 'https://marinaluxeyachts.ae';

/** An origin as `scheme://host[:port]`, or undefined when `value` is not an http(s) URL. */
export function normalizeOrigin(value: string | undefined): string | undefined {
  if (!value?.trim()) return undefined;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

export const siteOrigin: string =
  normalizeOrigin(import.meta.env.VITE_SITE_ORIGIN as string | undefined) ?? DEFAULT_SITE_ORIGIN;
