import { packages, type Package } from '../../config/catalogue';

/** Which catalogue packages (by id) go well with each seeded service (by service id). */
export const relatedPackageIds: Readonly<Record<string, readonly number[]>> = {
  'yacht-charter': [4, 5, 6],
  'fishing-trips': [6, 5],
  'water-sports': [5, 7, 1],
  catering: [6, 0, 1],
  photography: [3, 2, 4],
  'event-decoration': [0, 3, 7],
};

/** The packages related to a service; none for services the mapping does not know. */
export function relatedPackages(serviceId: string): Package[] {
  const ids = relatedPackageIds[serviceId] ?? [];
  return ids.map((id) => packages.find((pack) => pack.id === id)).filter((pack): pack is Package => !!pack);
}
