import type { Offer } from './offer';
import type { Service } from './service';
import type { Yacht } from './yacht';

/** What the public pages are built from: the whole public catalogue. */
export interface Catalogue {
  yachts: readonly Yacht[];
  offers: readonly Offer[];
  services: readonly Service[];
}

/**
 * What the build writes beside the pages (`/build-info.json`, tools/prerender.mjs): when the public pages were built
 * and a fingerprint of the catalogue they were built with, so the admin area can tell the operator whether the
 * catalogue has changed since (docs/decisions/0013-prerender-live-catalogue.md).
 */
export interface BuildInfo {
  /** ISO 8601 date-time of the build. */
  builtAt: string;
  /** `catalogueFingerprint()` of the catalogue the pages were built with. */
  fingerprint: string;
  yachts: number;
  offers: number;
  services: number;
}

export const BUILD_INFO_FILE = 'build-info.json';

/** JSON with object keys in a fixed order and `undefined` fields left out, so equal data gives equal text. */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((item) => stableJson(item ?? null)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stableJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** Two independent 32-bit FNV-1a hashes of the text's UTF-16 code units, as 16 hex digits. */
function hash64(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ text.length;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    a = Math.imul(a ^ code, 0x01000193) >>> 0;
    b = Math.imul(b ^ code, 0x5bd1e995) >>> 0;
    b ^= b >>> 13;
  }
  return a.toString(16).padStart(8, '0') + (b >>> 0).toString(16).padStart(8, '0');
}

const byId = <T extends { id: string }>(list: readonly T[]) =>
  [...list].sort((x, y) => (x.id < y.id ? -1 : x.id > y.id ? 1 : 0));

/**
 * A short fingerprint of the catalogue: the same for the same documents whatever their order (and whatever the
 * order of their fields), different when any field of any yacht, offer or service changes, or one is added or
 * removed. Not a security hash: it only tells "changed since the build" apart from "the same".
 */
export function catalogueFingerprint(catalogue: Catalogue): string {
  return hash64(
    stableJson({
      yachts: byId(catalogue.yachts),
      offers: byId(catalogue.offers),
      services: byId(catalogue.services),
    }),
  );
}

/** The build info as read from `/build-info.json`; null when it is not one. */
export function parseBuildInfo(raw: unknown): BuildInfo | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const data = raw as Record<string, unknown>;
  const count = (value: unknown) =>
    typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null;
  const yachts = count(data.yachts);
  const offers = count(data.offers);
  const services = count(data.services);
  if (
    typeof data.builtAt !== 'string' ||
    Number.isNaN(Date.parse(data.builtAt)) ||
    typeof data.fingerprint !== 'string' ||
    !/^[0-9a-f]{16}$/.test(data.fingerprint) ||
    yachts === null ||
    offers === null ||
    services === null
  )
    return null;
  return { builtAt: data.builtAt, fingerprint: data.fingerprint, yachts, offers, services };
}

/** The build info for a catalogue built now. */
export function buildInfoFor(catalogue: Catalogue, builtAt: Date): BuildInfo {
  return {
    builtAt: builtAt.toISOString(),
    fingerprint: catalogueFingerprint(catalogue),
    yachts: catalogue.yachts.length,
    offers: catalogue.offers.length,
    services: catalogue.services.length,
  };
}
