import { describe, expect, it } from 'vitest';
import { findPackage, packages } from '../../../src/config/catalogue';
import { paths } from '../../../src/config/paths';
import { packageSlug } from '../../../src/domain/slugs';

const packagePath = paths.package;
const CUSTOM_PACKAGE_PATH = paths.customPackage;

describe('package slugs and links', () => {
  it.each([
    ['Birthday Pack', 'birthday_pack'],
    ['Anniversary/Proposal Package', 'anniversary-proposal_package'],
    ['Atlantis The Palm Tree Package', 'atlantis_the_palm_tree_package'],
    ['Bachelor/Bachelorette Package', 'bachelor-bachelorette_package'],
    ['Fish & Chips/Trip', 'fish_-_chips-trip'],
  ])('slug of %s is %s', (name, slug) => {
    expect(packageSlug(name)).toBe(slug);
  });

  it('has the eight packages in their order, with ids 0-7', () => {
    expect(packages.map((p) => [p.id, p.name])).toEqual([
      [0, 'Birthday Pack'],
      [1, 'Party Pack'],
      [2, 'Honeymoon Package'],
      [3, 'Anniversary/Proposal Package'],
      [4, 'Burj Al Arab Package'],
      [5, 'Atlantis The Palm Tree Package'],
      [6, 'Moon Island Trip Package'],
      [7, 'Bachelor/Bachelorette Package'],
    ]);
  });

  it('builds /packages/{slug}&{id} links and finds the package back', () => {
    expect(packagePath(packages[0])).toBe('/packages/birthday_pack&0');
    expect(packagePath(packages[3])).toBe('/packages/anniversary-proposal_package&3');
    for (const pack of packages) {
      expect(findPackage(packagePath(pack).replace('/packages/', ''))).toBe(pack);
    }
    expect(CUSTOM_PACKAGE_PATH).toBe('/packages/custom_pack&-1');
  });

  it('finds nothing when slug and id disagree or are unknown', () => {
    expect(findPackage('party_pack&0')).toBeUndefined();
    expect(findPackage('birthday_pack&9')).toBeUndefined();
    expect(findPackage('birthday_pack')).toBeUndefined();
    expect(findPackage('birthday_pack&')).toBeUndefined();
  });
});
