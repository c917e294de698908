/**
 * Names of the eight event packages (ids 0–7) and the WhatsApp message about one, apart from their content
 * (catalogue.ts) because the navbar and the phone bar on every page need only these. Their links: `paths.package`
 * in paths.ts.
 */
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { translated } from '../i18n/translated';

export interface PackageLink {
  id: number;
  /** Its English name, which its address is made of (`/packages/birthday_pack&0`). */
  name: string;
  /** Its name as shown, in the page's language. */
  readonly label: string;
}

const labels = translated({
  birthday: msg`Birthday Pack`,
  party: msg`Party Pack`,
  honeymoon: msg`Honeymoon Package`,
  anniversary: msg`Anniversary/Proposal Package`,
  burjAlArab: msg`Burj Al Arab Package`,
  atlantis: msg`Atlantis The Palm Tree Package`,
  moonIsland: msg`Moon Island Trip Package`,
  bachelor: msg`Bachelor/Bachelorette Package`,
});

/** The WhatsApp message about a package, in the page's language: its page's button and the phone bar's send it. */
export const packageEnquiry = (name: string): string =>
  i18n._(msg`Hi, I am interested in the package: ${name}`);

const link = (id: number, name: string, label: keyof typeof labels): PackageLink => ({
  id,
  name,
  get label() {
    return labels[label];
  },
});

export const packageLinks: readonly PackageLink[] = [
  link(0, 'Birthday Pack', 'birthday'),
  link(1, 'Party Pack', 'party'),
  link(2, 'Honeymoon Package', 'honeymoon'),
  link(3, 'Anniversary/Proposal Package', 'anniversary'),
  link(4, 'Burj Al Arab Package', 'burjAlArab'),
  link(5, 'Atlantis The Palm Tree Package', 'atlantis'),
  link(6, 'Moon Island Trip Package', 'moonIsland'),
  link(7, 'Bachelor/Bachelorette Package', 'bachelor'),
];
