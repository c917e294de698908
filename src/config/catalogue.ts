import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { translated } from '../i18n/translated';
import type { Locale } from '../domain/locales';
import type { Photo } from '../domain/photo';
import { sitePhotos } from './site-photos';
import packageImages from './site-images/packages.json' with { type: 'json' };
import { packageLinks, type PackageLink } from './package-links';
import { packageSegment } from './paths';

/**
 * Words a visitor may use for an entry besides its name, in each language (the assistant's way to find it). A
 * keyword is a word or a phrase, matched as a whole; a `*` at its end lets the word go on ('birthday*' is also
 * 'birthdays', 'рождени*' is 'рождения'). Arabic ones match inside a word too, as an Arabic word carries its article
 * and prepositions ('ميلاد' in 'الميلاد', 'لعيد ميلاد').
 */
export type Keywords = Readonly<Record<Locale, readonly string[]>>;

/** The built-in catalogue of event packages: names from package-links.ts, with their content. */
export interface Package extends PackageLink {
  /** Photos (site pictures, with their variants), the first one is the cover. */
  photos: readonly Photo[];
  /** The photos' addresses. */
  imgs: string[];
  /** Optional wide background for the package page header. */
  background?: Photo;
  description: string;
  packIncludes: string[];
  keywords: Keywords;
}

/** A package's content as written: its text as messages, shown in the page's language. */
interface PackageContent {
  id: number;
  photos: readonly Photo[];
  background?: Photo;
  description: MessageDescriptor;
  packIncludes: MessageDescriptor[];
  keywords: Keywords;
}

/**
 * The packages' pictures and their pages' wide header pictures (`packages/bg-*`, 1600 × 600), with their variants;
 * their placeholder is their colour, as this catalogue is part of the first visit's code.
 */
export const packagePhoto = sitePhotos(packageImages);

/** Content by package id. */
const contents: readonly PackageContent[] = [
  {
    id: 0,
    keywords: { en: ['birthday*'], ar: ['ميلاد'], ru: ['рождени*', 'именин*'] },
    photos: [packagePhoto('packages/birthday')],
    background: packagePhoto('packages/bg-birthday'),
    description: msg`Celebrate another year on the water. We dress the yacht in your colours, bring out a cake from our partner patisserie as the sun sets behind the Marina towers, and keep the music and the views going all evening.`,
    packIncludes: [
      msg`Balloon and banner decoration in your theme`,
      msg`Celebration cake (up to 2 kg) with candles`,
      msg`Soft drinks, water and ice on board`,
      msg`Bluetooth sound system with your playlist`,
      msg`Captain and crew for the whole trip`,
    ],
  },
  {
    id: 1,
    keywords: { en: ['party', 'parties'], ar: ['حفلة', 'حفلات', 'سهرة'], ru: ['вечеринк*', 'тусовк*'] },
    photos: [packagePhoto('packages/party')],
    description: msg`Turn the deck into a floating lounge: DJ-ready sound, ambient lighting and a route past the Marina, JBR and Ain Dubai while the city lights up. Ideal for groups who want the party and the skyline together.`,
    packIncludes: [
      msg`Premium sound system and party lighting`,
      msg`Canapés platter and soft drinks`,
      msg`Ice boxes, glassware and bar set-up`,
      msg`Route past Dubai Marina, JBR and Ain Dubai`,
      msg`Dedicated host on board`,
    ],
  },
  {
    id: 2,
    keywords: { en: ['honeymoon*'], ar: ['شهر العسل'], ru: ['медов*'] },
    photos: [packagePhoto('packages/honeymoon')],
    background: packagePhoto('packages/bg-honeymoon'),
    description: msg`A private sunset cruise for two. Rose petals, a chilled bottle of sparkling grape juice and a quiet anchorage off the Palm where the only sound is the water — the crew stays discreet until you need them.`,
    packIncludes: [
      msg`Private yacht for two at golden hour`,
      msg`Rose petals and candle-light decoration`,
      msg`Sparkling grape juice and fresh fruit platter`,
      msg`Anchoring stop for swimming or photos`,
      msg`Towels and bathrobes on board`,
    ],
  },
  {
    id: 3,
    keywords: {
      en: ['anniversar*', 'proposal*', 'propose*', 'marry*'],
      ar: ['ذكرى', 'خطوبة', 'زواج'],
      ru: ['годовщин*', 'помолвк*', 'предложение руки', 'сделать предложение'],
    },
    photos: [packagePhoto('packages/anniversary')],
    description: msg`Plan the moment, we handle the rest. Floral arch on the bow, a photographer hidden in plain sight and a skyline backdrop that makes the answer easy. Tell us the timing and we will cue the music.`,
    packIncludes: [
      msg`Floral decoration and "Marry Me" or anniversary sign`,
      msg`Professional photographer for 1 hour`,
      msg`Celebration cake and soft drinks`,
      msg`Music cued to your moment`,
      msg`Captain, crew and host`,
    ],
  },
  {
    id: 4,
    keywords: { en: ['burj'], ar: ['برج العرب'], ru: ['бурдж*'] },
    photos: [packagePhoto('packages/burj-al-arab')],
    background: packagePhoto('packages/bg-burj-al-arab'),
    description: msg`Cruise from Dubai Marina along the Jumeirah coast to the sail-shaped Burj Al Arab, with a stop for photos in front of the world-famous hotel and the return by the Palm Jumeirah.`,
    packIncludes: [
      msg`Route to Burj Al Arab and back (minimum 2 hours)`,
      msg`Photo stop in front of Burj Al Arab`,
      msg`Soft drinks, water and fruit`,
      msg`Swimming stop on request`,
      msg`Captain and crew`,
    ],
  },
  {
    id: 5,
    keywords: { en: ['atlantis', 'palm'], ar: ['أتلانتس', 'اتلانتس', 'النخلة'], ru: ['атлантис*', 'пальм*'] },
    photos: [packagePhoto('packages/atlantis')],
    description: msg`Sail around the outer crescent of the Palm Jumeirah to Atlantis The Palm, anchor for a swim in clear water and return along the fronds as the sun goes down.`,
    packIncludes: [
      msg`Route around the Palm to Atlantis (minimum 2 hours)`,
      msg`Swimming stop with life jackets`,
      msg`Soft drinks, water and snacks`,
      msg`Snorkelling gear`,
      msg`Captain and crew`,
    ],
  },
  {
    id: 6,
    keywords: { en: ['moon'], ar: ['القمر'], ru: ['мун'] },
    photos: [packagePhoto('packages/moon-island')],
    background: packagePhoto('packages/bg-moon-island'),
    description: msg`An evening trip to the quiet waters off Moon Island: dinner on deck under the stars, the Dubai skyline glowing on the horizon and time to simply be on the sea.`,
    packIncludes: [
      msg`Evening route to Moon Island (minimum 3 hours)`,
      msg`BBQ dinner cooked on board`,
      msg`Soft drinks and desserts`,
      msg`Ambient deck lighting`,
      msg`Captain, crew and chef`,
    ],
  },
  {
    id: 7,
    keywords: {
      en: ['bachelor', 'bachelorette', 'hen', 'hen party', 'stag', 'stag party'],
      ar: ['عزوبية', 'عزوبيه'],
      ru: ['мальчишник*', 'девичник*'],
    },
    photos: [packagePhoto('packages/bachelor')],
    description: msg`Last night of freedom, best view in town. Themed decoration, a playlist that does not stop and a swim stop to cool off — the crew keeps everything running so the group can celebrate.`,
    packIncludes: [
      msg`Themed decoration and sashes`,
      msg`Premium sound system`,
      msg`Snacks platter and soft drinks`,
      msg`Swimming stop with floating mat`,
      msg`Captain, crew and host`,
    ],
  },
];

export const packages: readonly Package[] = packageLinks.map((link) => {
  const content = contents.find((entry) => entry.id === link.id);
  if (!content) throw new Error(`No catalogue content for package ${link.name}.`);
  const { keywords, photos, background, ...text } = content;
  // Not spread: the text and the label are read when shown (in the page's language).
  return Object.defineProperties(
    { keywords, photos, imgs: photos.map((photo) => photo.src), ...(background && { background }) },
    {
      ...Object.getOwnPropertyDescriptors(translated(text)),
      ...Object.getOwnPropertyDescriptors(link),
    },
  ) as Package;
});

/** Finds the package for a `{slug}&{id}` route segment; both parts must match. */
export function findPackage(segment: string): Package | undefined {
  return packages.find((pack) => packageSegment(pack) === segment);
}
