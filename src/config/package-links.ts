/**
 * Names of the eight event packages (ids 0–7), apart from their content (catalogue.ts) because the navbar on
 * every page needs only these. Their links: `paths.package` in paths.ts.
 */
export interface PackageLink {
  id: number;
  name: string;
}

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
