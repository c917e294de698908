/**
 * Names and links of the event packages (spec §2–3: eight entries, ids 0–7). Kept apart from their content
 * (catalogue.ts) because the navbar on every page needs only these.
 */
export interface PackageLink {
  id: number;
  name: string;
}

export const CUSTOM_PACKAGE_ID = -1;
export const CUSTOM_PACKAGE_PATH = '/packages/custom_pack&-1';

export const packageLinks: readonly PackageLink[] = [
  { id: 0, name: 'Birthday Pack' },
  { id: 1, name: 'Party Pack' },
  { id: 2, name: 'Honeymoon Package' },
  { id: 3, name: 'Anniversary/Proposal Package' },
  { id: 4, name: 'Burj Al Arab Package' },
  { id: 5, name: 'Atlantis The Palm Tree Package' },
  { id: 6, name: 'Moon Island Trip Package' },
  { id: 7, name: 'Bachelor/Bachelorette Package' },
];

/** Spec §2: lower-cased name, spaces → underscores, slashes → hyphens, ampersands → hyphens. */
export function packageSlug(name: string): string {
  return name.toLowerCase().replace(/ /g, '_').replace(/\//g, '-').replace(/&/g, '-');
}

/** Link shape `/packages/{slug}&{id}`. */
export function packagePath(pack: PackageLink): string {
  return `/packages/${packageSlug(pack.name)}&${pack.id}`;
}
