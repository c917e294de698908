import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  Timestamp,
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { LIMITS } from '../../src/domain/limits';
import { firestoreOf, people, rulesEnvironment } from './rules-env';

/**
 * Every allow and deny of firestore.rules, on the Firestore emulator (Google's JAR, the project's rules): who may do
 * what, every required and unknown key, every type, and each limit at its edge and one past it.
 */
let env: RulesTestEnvironment;
let who: ReturnType<typeof people>;

/** A photo as the admin stores it (src/domain/photo.ts). */
const photo = (src: string, extra: Record<string, unknown> = {}) => ({
  src,
  srcset: '',
  width: 1200,
  height: 800,
  placeholder: '',
  alt: '',
  ...extra,
});
const uploaded = (file: string) =>
  `https://firebasestorage.googleapis.com/v0/b/demo-marina.appspot.com/o/Products%2Fp1%2F${file}?alt=media`;
const yacht = {
  name: 'Azure Pearl',
  price: 450,
  feet: 42,
  capacity: 12,
  complementary: 'Soft drinks',
  images: [
    photo('/img/a.webp'),
    photo(uploaded('u1%2F1600.webp'), {
      srcset: `${uploaded('u1%2F640.webp')} 640w, ${uploaded('u1%2F1600.webp')} 1600w`,
      width: 1600,
      height: 1067,
      placeholder: '#1c3b5a',
      alt: 'The sun deck at dusk',
    }),
  ],
  isVIP: false,
  position: 1,
};
const offer = {
  name: 'Sunset Cruise',
  description: '20% off',
  image: photo(uploaded('u1%2F800.webp'), { width: 800, height: 533 }),
  features: ['2 hours', 'Soft drinks'],
  startTime: Timestamp.fromDate(new Date('2030-01-01T00:00:00Z')),
  endTime: Timestamp.fromDate(new Date('2030-02-01T00:00:00Z')),
};
const service = {
  name: 'Catering',
  description: 'Food on board',
  image: photo('/img/services/catering.webp'),
};
const pricing = { weekendHourlyFils: 54_000, weekdayMinHours: 2, weekendMinHours: 3, maxHours: 8 };
/** A quote's lines as stored (booking-payloads.ts): the charter line, and the add-on lines as parallel lists. */
const charterLine = { rate: 'weekday', unitPriceFils: 45_000, quantity: 3, amountFils: 135_000 };
const addOnLines = {
  ids: ['cake'],
  names: ['Celebration cake'],
  units: ['booking'],
  unitPriceFils: [35_000],
  quantities: [1],
  amountFils: [35_000],
};
const NO_ADD_ON_LINES = { ids: [], names: [], units: [], unitPriceFils: [], quantities: [], amountFils: [] };
const selection = {
  yachtId: 'azure-pearl',
  date: '2031-03-04',
  startMinute: 600,
  hours: 3,
  guests: 8,
  addOnIds: ['cake'],
};
const quote = {
  selection,
  yachtName: 'Azure Pearl',
  packageName: 'Birthday',
  charterLine,
  addOnLines,
  subtotalFils: 170_000,
  vatMode: 'included',
  vatFils: 8_095,
  totalFils: 170_000,
  depositFils: 85_000,
};
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
let references = 100_000;
/** A new valid reference each time (documents are created once). */
function nextReference() {
  let n = ++references;
  let code = '';
  for (let i = 0; i < 6; i += 1) {
    code = ALPHABET[n % ALPHABET.length] + code;
    n = Math.floor(n / ALPHABET.length);
  }
  return `MLY-${code}`;
}
const enquiry = (overrides: Data = {}): Data => ({
  reference: nextReference(),
  channel: 'callback',
  name: 'Sara',
  nameKey: 'sara',
  phone: '+971501234567',
  preferredTime: '18:30',
  message: 'Evening cruise for 8',
  language: 'en',
  campaign: { utmSource: 'google', utmMedium: 'cpc', utmCampaign: 'spring', gclid: 'g1', fbclid: 'f1' },
  quote,
  status: 'new',
  bookingId: null,
  createdAt: serverTimestamp(),
  ...overrides,
});

type Data = Record<string, unknown>;
type Person = keyof typeof who;
const NOT_ADMINS = ['visitor', 'member', 'notQuiteAdmin'] as const;

const dbOf = (name: Person) => firestoreOf(who[name]);
const omit = (data: Data, ...keys: string[]) =>
  Object.fromEntries(Object.entries(data).filter(([key]) => !keys.includes(key)));
/** Text of exactly `length` characters. */
const text = (length: number, character = 'x') => character.repeat(length);

/** Writes documents as they stand, rules off. */
async function given(path: string, data: Data) {
  await env.withSecurityRulesDisabled(async (context) => {
    await setDoc(doc(firestoreOf(context), path), data);
  });
}

beforeAll(async () => {
  env = await rulesEnvironment();
  who = people(env);
  await env.clearFirestore();
});

afterAll(async () => {
  await env?.cleanup();
});

describe('catalogue: products, offers, services', () => {
  const catalogue = [
    ['products', yacht, 'p1'],
    ['offers', offer, 'o1'],
    ['services', service, 's1'],
  ] as const;

  beforeEach(async () => {
    await env.clearFirestore();
    for (const [name, data, id] of catalogue) await given(`${name}/${id}`, data);
  });

  it.each(catalogue)('anyone may read %s, one by one and as a list', async (name, _, id) => {
    for (const person of ['visitor', 'member', 'admin'] as const) {
      await assertSucceeds(getDocs(collection(dbOf(person), name)));
      await assertSucceeds(getDoc(doc(dbOf(person), `${name}/${id}`)));
    }
  });

  it.each(catalogue)('only an admin may create, update and delete %s', async (name, data, id) => {
    for (const person of NOT_ADMINS) {
      await assertFails(setDoc(doc(dbOf(person), `${name}/new`), data));
      await assertFails(updateDoc(doc(dbOf(person), `${name}/${id}`), { name: 'Changed' }));
      await assertFails(deleteDoc(doc(dbOf(person), `${name}/${id}`)));
    }
    await assertSucceeds(setDoc(doc(dbOf('admin'), `${name}/new`), data));
    await assertSucceeds(updateDoc(doc(dbOf('admin'), `${name}/new`), { name: 'Changed' }));
    await assertSucceeds(deleteDoc(doc(dbOf('admin'), `${name}/new`)));
  });
});

/** What an admin may create in a collection (a new document each time; updates are tested below). */
function schema(label: string, name: string, allowed: [string, Data][], refused: [string, Data][]) {
  const create = (data: Data) => setDoc(doc(collection(dbOf('admin'), name)), data);
  describe(`${label} schema (admin creates)`, () => {
    it.each(allowed)(`accepts a ${label} with %s`, async (_, data) => {
      await assertSucceeds(create(data));
    });
    it.each(refused)(`refuses a ${label} %s`, async (_, data) => {
      await assertFails(create(data));
    });
  });
}

schema(
  'product',
  'products',
  [
    ['every field', yacht],
    ['no position', omit(yacht, 'position')],
    ['a 1-character name', { ...yacht, name: 'x' }],
    ['a 120-character name', { ...yacht, name: text(120) }],
    ['120 Cyrillic letters', { ...yacht, name: text(120, 'Я') }],
    ['120 Arabic letters', { ...yacht, name: text(120, 'ب') }],
    ['0 for every number', { ...yacht, price: 0, feet: 0, capacity: 0 }],
    ['the maximum of every number', { ...yacht, price: 1_000_000, feet: 1000, capacity: 1000 }],
    ['fractions', { ...yacht, price: 0.5, feet: 42.5 }],
    ['the bottom of the position range', { ...yacht, position: 0 }],
    ['the top of the position range', { ...yacht, position: LIMITS.position }],
    ['a name with inner spaces of any kind', { ...yacht, name: 'Azure\u00a0Pearl\u3000II' }],
    ['no images', { ...yacht, images: [] }],
    [
      '12 photos at every limit, with pricing and translations (the largest yacht the admin can store)',
      {
        ...yacht,
        pricing,
        translations: { ar: { complementary: text(2000, 'ب') }, ru: { complementary: text(2000, 'Я') } },
        berth: { name: text(120, 'ب'), mapUrl: `https://${text(992)}`, notes: text(2000, 'Я') },
        images: Array(12).fill(
          photo(`https://${text(992)}`, {
            srcset: text(LIMITS.srcset),
            width: LIMITS.photoSide,
            height: 1,
            placeholder: `data:image/webp;base64,${text(LIMITS.placeholder - 23)}`,
            alt: text(LIMITS.alt, 'ب'),
          }),
        ),
      },
    ],
    ['empty included services', { ...yacht, complementary: '' }],
    ['2000-character included services', { ...yacht, complementary: text(2000) }],
    ['isVIP true', { ...yacht, isVIP: true }],
    ['pricing', { ...yacht, pricing }],
    [
      'pricing at its edges',
      {
        ...yacht,
        pricing: {
          ...pricing,
          weekendHourlyFils: 100_000_000,
          maxHours: 24,
          weekdayMinHours: 24,
          weekendMinHours: 1,
        },
      },
    ],
    ['the lowest weekend price', { ...yacht, pricing: { ...pricing, weekendHourlyFils: 1 } }],
    [
      'included services in Arabic and Russian',
      {
        ...yacht,
        translations: { ar: { complementary: 'مشروبات' }, ru: { complementary: text(2000, 'Я') } },
      },
    ],
    ['included services in Russian only', { ...yacht, translations: { ru: { complementary: 'Напитки' } } }],
    [
      'its own berth',
      { ...yacht, berth: { name: 'Pier 7, pontoon C', mapUrl: 'https://maps.app.goo.gl/x', notes: '' } },
    ],
  ],
  [
    ['without a name', omit(yacht, 'name')],
    ['without a price', omit(yacht, 'price')],
    ['without feet', omit(yacht, 'feet')],
    ['without a capacity', omit(yacht, 'capacity')],
    ['without included services', omit(yacht, 'complementary')],
    ['without images', omit(yacht, 'images')],
    ['without isVIP', omit(yacht, 'isVIP')],
    ['with an unknown key', { ...yacht, discount: 10 }],
    ['with an empty name', { ...yacht, name: '' }],
    ['with a blank name', { ...yacht, name: '   ' }],
    ['with a name of Unicode spaces only', { ...yacht, name: '\u00a0\u2003\u3000' }],
    ['with a name holding a tab', { ...yacht, name: 'Azure\tPearl' }],
    ['with a name holding a line break', { ...yacht, name: 'Azure\nPearl' }],
    ['with a name holding a NUL', { ...yacht, name: 'Azure\u0000' }],
    ['with a name holding a C1 control', { ...yacht, name: '\u0085Azure' }],
    ['with a 121-character name', { ...yacht, name: text(121) }],
    ['with the name as a number', { ...yacht, name: 7 }],
    ['with the price as text', { ...yacht, price: '450' }],
    ['with a price of -1', { ...yacht, price: -1 }],
    ['with a price just below 0', { ...yacht, price: -0.01 }],
    ['with a price of 1,000,001', { ...yacht, price: 1_000_001 }],
    ['with feet as text', { ...yacht, feet: 'long' }],
    ['with feet of -1', { ...yacht, feet: -1 }],
    ['with feet of 1001', { ...yacht, feet: 1001 }],
    ['with the capacity as text', { ...yacht, capacity: '12' }],
    ['with a capacity of -1', { ...yacht, capacity: -1 }],
    ['with a capacity of 1001', { ...yacht, capacity: 1001 }],
    ['with 2001-character included services', { ...yacht, complementary: text(2001) }],
    ['with included services as a list', { ...yacht, complementary: ['Soft drinks'] }],
    ['with 13 photos', { ...yacht, images: Array(13).fill(photo('/img/a.webp')) }],
    ['with a 1001-character photo address', { ...yacht, images: [photo(`https://${text(993)}`)] }],
    ['with a photo at a storage path, not an address', { ...yacht, images: [photo('Products/p1/a.webp')] }],
    ['with a photo at a javascript: address', { ...yacht, images: [photo('javascript:alert(1)')] }],
    ['with a photo as text (before photos had variants)', { ...yacht, images: ['/img/a.webp'] }],
    ['with a photo that is a number', { ...yacht, images: [photo('/img/a.webp'), 7] }],
    ['with photos as text', { ...yacht, images: '/img/a.webp' }],
    ['with a photo without its size', { ...yacht, images: [omit(photo('/img/a.webp'), 'width')] }],
    ['with a photo holding an unknown key', { ...yacht, images: [photo('/img/a.webp', { exif: 'GPS' })] }],
    [
      'with a srcset, placeholder and description of 5701 characters together',
      {
        ...yacht,
        images: [photo('/img/a.webp', { srcset: text(4001), placeholder: text(1500), alt: text(200) })],
      },
    ],
    ['with a srcset that is not text', { ...yacht, images: [photo('/img/a.webp', { srcset: ['a 1w'] })] }],
    ['with a placeholder that is not text', { ...yacht, images: [photo('/img/a.webp', { placeholder: 0 })] }],
    ['with a description that is not text', { ...yacht, images: [photo('/img/a.webp', { alt: null })] }],
    ['with isVIP as text', { ...yacht, isVIP: 'yes' }],
    ['with the position as text', { ...yacht, position: '1' }],
    ['with a null position', { ...yacht, position: null }],
    ['with a position of -1', { ...yacht, position: -1 }],
    ['with a position of 1,000,001', { ...yacht, position: LIMITS.position + 1 }],
    ['with a fractional position', { ...yacht, position: 1.5 }],
    ['with pricing as text', { ...yacht, pricing: 'cheap' }],
    ['with pricing missing a key', { ...yacht, pricing: omit(pricing, 'maxHours') }],
    ['with pricing holding an unknown key', { ...yacht, pricing: { ...pricing, hourlyFils: 45_000 } }],
    ['with a weekend price of 0', { ...yacht, pricing: { ...pricing, weekendHourlyFils: 0 } }],
    [
      'with a weekend price over the limit',
      { ...yacht, pricing: { ...pricing, weekendHourlyFils: 100_000_001 } },
    ],
    ['with a fractional weekend price', { ...yacht, pricing: { ...pricing, weekendHourlyFils: 100.5 } }],
    ['with 25 maximum hours', { ...yacht, pricing: { ...pricing, maxHours: 25 } }],
    ['with 0 maximum hours', { ...yacht, pricing: { ...pricing, maxHours: 0 } }],
    ['with a weekday minimum above the maximum', { ...yacht, pricing: { ...pricing, weekdayMinHours: 9 } }],
    ['with a weekend minimum above the maximum', { ...yacht, pricing: { ...pricing, weekendMinHours: 9 } }],
    ['with a weekday minimum of 0', { ...yacht, pricing: { ...pricing, weekdayMinHours: 0 } }],
    ['with hours as text', { ...yacht, pricing: { ...pricing, maxHours: '8' } }],
    ['with a translation in German', { ...yacht, translations: { de: { complementary: 'Getränke' } } }],
    [
      'with a berth map link that is not https',
      { ...yacht, berth: { name: 'Pier 7', mapUrl: 'http://x', notes: '' } },
    ],
    ['with a berth of another shape', { ...yacht, berth: { name: 'Pier 7' } }],
    ['with a berth as text', { ...yacht, berth: 'Pier 7' }],
    ['with a berth named by a list', { ...yacht, berth: { name: ['Pier 7'], mapUrl: '', notes: '' } }],
    ['with a 121-character berth name', { ...yacht, berth: { name: text(121), mapUrl: '', notes: '' } }],
    ['with a translation of an unknown field', { ...yacht, translations: { ar: { name: 'يخت' } } }],
    [
      'with 2001-character included services in Russian',
      { ...yacht, translations: { ru: { complementary: text(2001, 'Я') } } },
    ],
    ['with an empty translation', { ...yacht, translations: { ar: { complementary: '' } } }],
    ['with translations as text', { ...yacht, translations: 'ar' }],
  ],
);

schema(
  'offer',
  'offers',
  [
    ['every field', offer],
    [
      'its texts in Arabic and Russian',
      {
        ...offer,
        translations: {
          ar: { name: 'عرض الغروب', description: 'رحلة', features: ['مشروبات'] },
          ru: { name: text(120, 'Я'), features: Array(20).fill(text(200, 'Я')) },
        },
      },
    ],
    ['no times', omit(offer, 'startTime', 'endTime')],
    ['only a start', omit(offer, 'endTime')],
    ['only an end', omit(offer, 'startTime')],
    ['no image and no features', { ...omit(offer, 'image'), features: [] }],
    ['a 120-character name', { ...offer, name: text(120) }],
    ['a 2000-character description', { ...offer, description: text(2000) }],
    ['a photo at a 1000-character address', { ...offer, image: photo(`https://${text(992)}`) }],
    ['a site image', { ...offer, image: photo('/img/offers/sunset-cruise.webp') }],
    [
      'an end one second after the start',
      {
        ...offer,
        endTime: Timestamp.fromMillis(offer.startTime.toMillis() + 1000),
      },
    ],
    ['20 features of 200 characters', { ...offer, features: Array(20).fill(text(200)) }],
  ],
  [
    ['without a name', omit(offer, 'name')],
    ['without a description', omit(offer, 'description')],
    ['without features', omit(offer, 'features')],
    ['with an unknown key', { ...offer, price: 100 }],
    ['with an empty name', { ...offer, name: '' }],
    ['with a blank name', { ...offer, name: '  ' }],
    ['with a 121-character name', { ...offer, name: text(121) }],
    ['with a 2001-character description', { ...offer, description: text(2001) }],
    ['with the description as a number', { ...offer, description: 5 }],
    ['with a photo at a 1001-character address', { ...offer, image: photo(`https://${text(993)}`) }],
    ['with an image as a path (before photos)', { ...offer, image: 'Offers/o1/a.webp' }],
    ['with an empty image (before photos)', { ...offer, image: '' }],
    ['with a photo at a storage path', { ...offer, image: photo('Offers/o1/a.webp') }],
    [
      'with a photo holding an unknown key',
      { ...offer, image: photo('/img/a.webp', { gps: '25.08,55.14' }) },
    ],
    ['with an end at the start', { ...offer, endTime: offer.startTime }],
    [
      'with an end before the start',
      {
        ...offer,
        endTime: Timestamp.fromMillis(offer.startTime.toMillis() - 1000),
      },
    ],
    ['with a name of Unicode spaces only', { ...offer, name: '\u2003' }],
    ['with a name holding a line break', { ...offer, name: 'Sunset\nCruise' }],
    ['with the image as a list', { ...offer, image: ['a'] }],
    ['with 21 features', { ...offer, features: Array(21).fill('f') }],
    ['with a 201-character feature', { ...offer, features: ['x', text(201)] }],
    ['with a feature that is not text', { ...offer, features: ['a', { b: 1 }] }],
    ['with features as text', { ...offer, features: '2 hours' }],
    ['with the start time as text', { ...offer, startTime: '2030-01-01' }],
    ['with the end time as a number', { ...offer, endTime: 1_900_000_000_000 }],
    ['with a null start time', { ...offer, startTime: null }],
    ['with a translation in German', { ...offer, translations: { de: { name: 'Angebot' } } }],
    ['with a translated image', { ...offer, translations: { ar: { image: '/img/a.webp' } } }],
    ['with a 121-character Russian name', { ...offer, translations: { ru: { name: text(121, 'Я') } } }],
    ['with a blank Arabic name', { ...offer, translations: { ar: { name: '  ' } } }],
    ['with 21 Russian features', { ...offer, translations: { ru: { features: Array(21).fill('f') } } }],
    ['with Arabic features as text', { ...offer, translations: { ar: { features: 'ميزة' } } }],
  ],
);

schema(
  'service',
  'services',
  [
    ['a name alone', { name: 'Fishing' }],
    ['every field', service],
    ['a 120-character name', { name: text(120) }],
    ['a 2000-character description', { name: 'F', description: text(2000) }],
    ['a photo at a 1000-character address', { name: 'F', image: photo(`/img/${text(995)}`) }],
    ['an uploaded photo', { name: 'F', image: photo(uploaded('u2%2F1200.webp'), { srcset: 'a 320w' }) }],
    ['a photo at a web address', { name: 'F', image: photo('https://example.com/a.webp') }],
    ['no image', { name: 'F' }],
    [
      'its name and description in Arabic and Russian',
      {
        ...service,
        translations: {
          ar: { name: 'الضيافة', description: 'طعام على متن اليخت' },
          ru: { name: 'Кейтеринг', description: text(2000, 'Я') },
        },
      },
    ],
    ['only a Russian name', { ...service, translations: { ru: { name: 'Кейтеринг' } } }],
  ],
  [
    ['without a name', { description: 'No name' }],
    ['with an unknown key', { name: 'Fishing', price: 1 }],
    ['with an empty name', { name: '' }],
    ['with a blank name', { name: ' ' }],
    ['with a name of Unicode spaces only', { name: '\u00a0' }],
    ['with a name holding a tab', { name: 'Fish\ting' }],
    ['with a 121-character name', { name: text(121) }],
    ['with a 2001-character description', { name: 'Fishing', description: text(2001) }],
    ['with the description as a list', { name: 'Fishing', description: ['x'] }],
    ['with a photo at a 1001-character address', { name: 'Fishing', image: photo(`/img/${text(996)}`) }],
    ['with the image as a number', { name: 'Fishing', image: 1 }],
    [
      'with an image as an address (before photos)',
      { name: 'Fishing', image: '/img/services/catering.webp' },
    ],
    ['with an empty image (before photos)', { name: 'Fishing', image: '' }],
    ['with a photo at an ftp address', { name: 'Fishing', image: photo('ftp://example.com/a.webp') }],
    ['with a translation in German', { ...service, translations: { de: { name: 'Catering' } } }],
    ['with a translated image', { ...service, translations: { ar: { image: '/img/a.webp' } } }],
    ['with a blank Arabic name', { ...service, translations: { ar: { name: ' ' } } }],
    ['with an empty Russian description', { ...service, translations: { ru: { description: '' } } }],
    ['with a 121-character Russian name', { ...service, translations: { ru: { name: text(121, 'Я') } } }],
    [
      'with a 2001-character Arabic description',
      { ...service, translations: { ar: { description: text(2001) } } },
    ],
    ['with the translations as text', { ...service, translations: 'ar' }],
  ],
);

describe('updates of catalogue documents', () => {
  it.each([
    ['products', yacht],
    ['offers', offer],
    ['services', service],
  ] as const)(
    'leave fields %s does not know alone, but an update may not add or change them',
    async (name, data) => {
      await given(`${name}/legacy`, { ...data, createdBy: 'old-site' });
      const ref = doc(dbOf('admin'), `${name}/legacy`);
      await assertSucceeds(updateDoc(ref, { name: 'Renamed' }));
      await assertFails(updateDoc(ref, { createdBy: 'me' }));
      await assertFails(updateDoc(ref, { discount: 10 }));
      await assertFails(updateDoc(ref, { createdBy: deleteField(), name: 'Again' }));
    },
  );

  it('check the whole document after the update', async () => {
    await given('products/p3', yacht);
    const ref = doc(dbOf('admin'), 'products/p3');
    await assertSucceeds(updateDoc(ref, { price: 500, position: deleteField() }));
    await assertFails(updateDoc(ref, { price: 'free' }));
    await assertFails(updateDoc(ref, { name: deleteField() }));
    await assertFails(updateDoc(ref, { images: Array(13).fill(photo('/img/a.webp')) }));
    await assertFails(updateDoc(ref, { images: ['Products/p3/a.webp'] }));
  });
});

describe('enquiries', () => {
  const create = (person: Person, data: Data, id = String(data.reference)) =>
    setDoc(doc(dbOf(person), 'enquiries', id), data);
  const withQuote = (changes: Data) => enquiry({ quote: { ...quote, ...changes } });
  /** Another selection, with the lines it makes: the charter's hours, and the cake's line if it is chosen. */
  const withSelection = (changes: Data) => {
    const chosen: Data = { ...selection, ...changes };
    const hours = typeof chosen.hours === 'number' ? chosen.hours : 3;
    const withCake = Array.isArray(chosen.addOnIds) && chosen.addOnIds.includes('cake');
    return withQuote({
      selection: chosen,
      charterLine: { ...charterLine, quantity: hours, amountFils: charterLine.unitPriceFils * hours },
      addOnLines: withCake ? addOnLines : NO_ADD_ON_LINES,
    });
  };

  beforeEach(async () => {
    await env.clearFirestore();
    await given('products/azure-pearl', yacht);
    await given('enquiries/MLY-22222A', {
      ...enquiry({ reference: 'MLY-22222A' }),
      createdAt: Timestamp.now(),
    });
  });

  it('anyone may create a well-formed enquiry, at the edges of every field', async () => {
    for (const person of ['visitor', 'member', 'notQuiteAdmin', 'admin'] as const) {
      await assertSucceeds(create(person, enquiry()));
    }
    for (const data of [
      enquiry({ quote: null }),
      enquiry({ channel: 'whatsapp', name: '', nameKey: '', phone: '', preferredTime: '' }),
      enquiry({ channel: 'whatsapp' }),
      enquiry({ preferredTime: '', message: '' }),
      enquiry({ name: text(LIMITS.name), nameKey: text(LIMITS.name), message: text(LIMITS.text) }),
      enquiry({ name: 'Sara Al Amin', nameKey: 'sara al amin' }),
      enquiry({ name: 'Жанна', nameKey: 'жанна', language: 'ru' }),
      enquiry({ name: 'ليلى', nameKey: 'ليلى', language: 'ar' }),
      enquiry({ phone: '+1234567' }),
      enquiry({ phone: '+123456789012345' }),
      enquiry({ preferredTime: '00:00' }),
      enquiry({ preferredTime: '23:59' }),
      enquiry({ campaign: {} }),
      enquiry({ campaign: { utmSource: text(200) } }),
      enquiry({ quote: omit(quote, 'packageName') }),
      withQuote({ addOnLines: NO_ADD_ON_LINES }),
      withQuote({ vatMode: 'added' }),
      withQuote({ subtotalFils: 0, vatFils: 0, totalFils: 0, depositFils: 0 }),
      withQuote({ totalFils: 1_000_000_000_000 }),
      withSelection({ startMinute: 0, hours: 1, guests: 1, addOnIds: [] }),
      withSelection({ startMinute: 1439, hours: 24, guests: 1000 }),
      withSelection({ addOnIds: Array(20).fill('cake') }),
      withSelection({ addOnIds: ['Ab_9-z', text(128), 'x'] }),
      withSelection({ addOnIds: Array.from({ length: 20 }, (_, i) => `${i}${text(126)}`) }),
      enquiry({ name: 'Sara Al-Amin (Jr.)', nameKey: 'sara al-amin (jr.)' }),
    ]) {
      await assertSucceeds(create('visitor', data));
    }
  });

  it.each(['2028-02-29', '2000-02-29', '2031-01-31', '2031-04-30', '2031-02-28', '2031-12-31', '2099-12-31'])(
    'accepts an enquiry for the real date %s (a leap day in a leap year, every month’s last day)',
    async (date) => {
      await assertSucceeds(create('visitor', withSelection({ date })));
    },
  );

  it.each([
    ['2031-02-30', 'a 30 February'],
    ['2029-02-29', 'a 29 February in a year that is not a leap year'],
    ['2100-02-29', 'a 29 February of 2100 (not a leap year)'],
    ['2031-04-31', 'a 31 April'],
    ['2031-13-05', 'a 13th month'],
    ['2031-00-10', 'a month 00'],
    ['2031-03-00', 'a day 00'],
    ['0000-01-01', 'the year 0000'],
    ['1999-12-31', 'a year before 2000'],
    ['2031-3-4', 'one-digit month and day'],
    ['2031-03-04T10:00', 'a time after the date'],
    [' 2031-03-04', 'a space before the date'],
  ])('refuses an enquiry dated %s (%s)', async (date) => {
    await assertFails(create('visitor', withSelection({ date })));
  });

  it.each([
    ...[
      'reference',
      'channel',
      'name',
      'nameKey',
      'phone',
      'preferredTime',
      'message',
      'language',
      'campaign',
      'quote',
      'status',
      'bookingId',
      'createdAt',
    ].map((key): [string, Data] => [`without ${key}`, omit(enquiry(), key)]),
    ['with an extra key', enquiry({ email: 'sara@example.com' })],
    ['with a reference holding a look-alike (O)', enquiry({ reference: 'MLY-7K2O9P' })],
    ['with a reference of 5 characters', enquiry({ reference: 'MLY-7K2Q9' })],
    ['with a reference of 7 characters', enquiry({ reference: 'MLY-7K2Q9PP' })],
    ['with a lower-case reference', enquiry({ reference: 'MLY-7k2q9p' })],
    ['from an unknown channel', enquiry({ channel: 'email' })],
    ['for a call-back without a name', enquiry({ name: '', nameKey: '' })],
    ['for a call-back without a phone', enquiry({ phone: '' })],
    ['with a blank name', enquiry({ channel: 'whatsapp', name: '  ', nameKey: '  ' })],
    ['with a name of Unicode spaces only', enquiry({ name: '\u00a0\u3000', nameKey: '\u00a0\u3000' })],
    ['with a name holding a control character', enquiry({ name: 'Sara\u0007', nameKey: 'sara\u0007' })],
    ['with a 121-character name', enquiry({ name: text(121), nameKey: text(121) })],
    ['with a 121-character nameKey', enquiry({ nameKey: text(121) })],
    ['with the nameKey as a number', enquiry({ nameKey: 7 })],
    ['with a local phone number', enquiry({ phone: '0501234567' })],
    ['with a WhatsApp phone that is not E.164', enquiry({ channel: 'whatsapp', phone: '050 123' })],
    ['with a phone of 6 digits', enquiry({ phone: '+123456' })],
    ['with a phone of 16 digits', enquiry({ phone: '+1234567890123456' })],
    ['with a preferred time of 24:00', enquiry({ preferredTime: '24:00' })],
    ['with a one-digit hour', enquiry({ preferredTime: '9:30' })],
    ['with a 2001-character message', enquiry({ message: text(2001) })],
    ['in an unknown language', enquiry({ language: 'de' })],
    ['with the campaign as text', enquiry({ campaign: 'google' })],
    ['with an unknown campaign key', enquiry({ campaign: { referrer: 'x' } })],
    ['with a 201-character campaign value', enquiry({ campaign: { gclid: text(201) } })],
    ['with a campaign value that is not text', enquiry({ campaign: { utmSource: 7 } })],
    ['with status contacted', enquiry({ status: 'contacted' })],
    ['with status confirmed', enquiry({ status: 'confirmed' })],
    ['with a booking', enquiry({ bookingId: 'b1' })],
    ['with a createdAt from the client clock', enquiry({ createdAt: Timestamp.now() })],
    ['with the quote as text', enquiry({ quote: 'cheap' })],
    ['with a quote with an unknown key', withQuote({ discount: 10 })],
    ['with a quote without its charter line', enquiry({ quote: omit(quote, 'charterLine') })],
    ['with a quote without its add-on lines', enquiry({ quote: omit(quote, 'addOnLines') })],
    ['with a quote with lines as a list (the shape before)', withQuote({ lines: [charterLine] })],
    ['with a quote without a selection', enquiry({ quote: omit(quote, 'selection') })],
    ['with a total over the limit', withQuote({ totalFils: 1_000_000_000_001 })],
    ['with a deposit as text', withQuote({ depositFils: '100' })],
    ['with an unknown VAT mode', withQuote({ vatMode: 'exempt' })],
    ['with a 121-character yacht name', withQuote({ yachtName: text(121) })],
    ['with a blank package name', withQuote({ packageName: ' ' })],
    ['with a selection with an unknown key', withSelection({ price: 1 })],
    ['with a selection without a yacht', withSelection({ yachtId: '' })],
    ['with a selection date that is not a date', withSelection({ date: 'tomorrow' })],
    ['with a start minute of 1440', withSelection({ startMinute: 1440 })],
    ['with a start minute of -1', withSelection({ startMinute: -1 })],
    ['with 0 hours', withSelection({ hours: 0 })],
    ['with 25 hours', withSelection({ hours: 25 })],
    ['with 0 guests', withSelection({ guests: 0 })],
    ['with 1001 guests', withSelection({ guests: 1001 })],
    ['with 21 add-ons', withSelection({ addOnIds: Array(21).fill('cake') })],
    ['with add-ons as text', withSelection({ addOnIds: 'cake' })],
    ['with an add-on id that is a map', withSelection({ addOnIds: ['cake', { id: 'cake' }] })],
    ['with 21 add-on ids', withSelection({ addOnIds: Array(21).fill('cake') })],
    ['with an add-on id of 100 KB', withSelection({ addOnIds: [text(100_000)] })],
    ['with an add-on id of 129 characters', withSelection({ addOnIds: ['cake', text(129)] })],
    ['with an empty add-on id', withSelection({ addOnIds: ['cake', ''] })],
    ['with an add-on id holding a comma', withSelection({ addOnIds: ['cake,wine'] })],
    [
      'with an add-on id of 20 ids joined by commas',
      withSelection({ addOnIds: [Array(20).fill('cake').join(',')] }),
    ],
    ['with an add-on id holding a slash', withSelection({ addOnIds: ['a/b'] })],
    ['for the yacht id a/b/c', withSelection({ yachtId: 'a/b/c' })],
    ['for a yacht that does not exist', withSelection({ yachtId: 'ghost-ship' })],
    ['for a yacht id that is a number', withSelection({ yachtId: 7 })],
    ['with a nameKey that is not the name', enquiry({ name: 'Spam Offer', nameKey: 'sara' })],
    ['with a nameKey in upper case', enquiry({ name: 'Sara', nameKey: 'Sara' })],
  ])('refuses an enquiry %s', async (_, data) => {
    await assertFails(create('visitor', data));
  });

  it('refuses an enquiry whose id is not its reference', async () => {
    await assertFails(create('visitor', enquiry({ reference: 'MLY-33333B' }), 'MLY-44444C'));
    await assertSucceeds(create('visitor', enquiry({ reference: 'MLY-44444C' }), 'MLY-44444C'));
  });

  it('refuses a second create under a reference that exists, so a reference stays unique', async () => {
    for (const person of ['visitor', 'admin'] as const) {
      await assertFails(create(person, enquiry({ reference: 'MLY-22222A' })));
    }
  });

  it('only an admin may read, list, search or count enquiries', async () => {
    for (const person of NOT_ADMINS) {
      await assertFails(getDoc(doc(dbOf(person), 'enquiries/MLY-22222A')));
      await assertFails(getDocs(collection(dbOf(person), 'enquiries')));
    }
    await assertSucceeds(getDoc(doc(dbOf('admin'), 'enquiries/MLY-22222A')));
    await assertSucceeds(getDocs(collection(dbOf('admin'), 'enquiries')));
  });

  it('only an admin may update, and only the status (a known one) and the booking', async () => {
    for (const person of NOT_ADMINS) {
      await assertFails(updateDoc(doc(dbOf(person), 'enquiries/MLY-22222A'), { status: 'contacted' }));
    }
    const ref = doc(dbOf('admin'), 'enquiries/MLY-22222A');
    for (const status of ['contacted', 'quoted', 'confirmed', 'completed', 'lost', 'new']) {
      await assertSucceeds(updateDoc(ref, { status }));
    }
    await assertSucceeds(updateDoc(ref, { status: 'confirmed', bookingId: 'b1' }));
    await assertSucceeds(updateDoc(ref, { status: 'completed' }));
    // A booking stays only while the enquiry is confirmed or completed.
    await assertFails(updateDoc(ref, { status: 'lost' }));
    await assertFails(updateDoc(ref, { status: 'quoted' }));
    await assertSucceeds(updateDoc(ref, { status: 'quoted', bookingId: null }));
    await assertFails(updateDoc(ref, { status: 'quoted', bookingId: 'b1' }));
    await assertFails(updateDoc(ref, { status: 'new', bookingId: 'b2' }));
    await assertFails(updateDoc(ref, { status: 'confirmed', bookingId: 'a/b' }));
    await assertFails(updateDoc(ref, { status: 'confirmed', bookingId: text(129) }));
    await assertFails(updateDoc(ref, { status: 'handled' }));
    await assertFails(updateDoc(ref, { status: deleteField() }));
    await assertFails(updateDoc(ref, { bookingId: 7 }));
    await assertFails(updateDoc(ref, { name: 'Someone else' }));
    await assertFails(updateDoc(ref, { status: 'contacted', note: 'called back' }));
  });

  it('leaves the server’s record of the operator’s email to the server: the admin moves the enquiry on beside it', async () => {
    // Written by notifyOperatorOfEnquiry through the admin SDK (docs/decisions/0035).
    await given('enquiries/MLY-22222B', {
      ...enquiry({ reference: 'MLY-22222B' }),
      notification: { status: 'failed', error: '550 Mailbox unavailable', at: new Date() },
    });
    const ref = doc(dbOf('admin'), 'enquiries/MLY-22222B');
    await assertSucceeds(updateDoc(ref, { status: 'contacted' }));
    await assertFails(updateDoc(ref, { notification: { status: 'sent', at: serverTimestamp() } }));
    await assertFails(updateDoc(ref, { status: 'quoted', notification: deleteField() }));
    for (const person of NOT_ADMINS) {
      await assertFails(updateDoc(doc(dbOf(person), 'enquiries/MLY-22222B'), { notification: null }));
    }
  });

  it('keeps the deposit to the functions: no browser writes it, while the status still changes beside one', async () => {
    const deposit = {
      status: 'paid',
      url: 'https://checkout.stripe.com/c/pay/cs_forged',
      sessionId: 'cs_forged',
      amountFils: 150_000,
      createdAt: Timestamp.now(),
      expiresAt: Timestamp.now(),
      paidAt: Timestamp.now(),
    };
    const ref = doc(dbOf('admin'), 'enquiries/MLY-22222A');
    await assertFails(updateDoc(ref, { deposit }));
    await assertFails(updateDoc(ref, { status: 'confirmed', deposit }));
    await assertFails(updateDoc(ref, { 'deposit.status': 'paid' }));
    await given('enquiries/MLY-22222A', {
      ...enquiry({ reference: 'MLY-22222A' }),
      deposit: { ...deposit, status: 'link-sent' },
    });
    await assertFails(updateDoc(ref, { 'deposit.status': 'paid' }));
    await assertFails(updateDoc(ref, { deposit: deleteField() }));
    await assertSucceeds(updateDoc(ref, { status: 'contacted' }));
  });

  it('only an admin may delete', async () => {
    for (const person of NOT_ADMINS) {
      await assertFails(deleteDoc(doc(dbOf(person), 'enquiries/MLY-22222A')));
    }
    await assertSucceeds(deleteDoc(doc(dbOf('admin'), 'enquiries/MLY-22222A')));
  });

  it('keeps an enquiry that holds a booking from being deleted, even by an admin', async () => {
    await given('enquiries/MLY-33333B', {
      ...enquiry({ reference: 'MLY-33333B' }),
      status: 'confirmed',
      bookingId: 'b1',
      createdAt: Timestamp.now(),
    });
    await assertFails(deleteDoc(doc(dbOf('admin'), 'enquiries/MLY-33333B')));
  });

  describe('notes', () => {
    const note = (changes: Data = {}) => ({
      text: 'Called back.',
      author: 'operator@marina.test',
      createdAt: serverTimestamp(),
      ...changes,
    });
    const add = (person: Person, data: Data) =>
      setDoc(doc(collection(dbOf(person), 'enquiries/MLY-22222A/notes')), data);

    it('only an admin may add one, as itself, at the server’s time, of 1 to 2000 characters', async () => {
      for (const person of NOT_ADMINS) await assertFails(add(person, note()));
      await assertSucceeds(add('admin', note()));
      await assertSucceeds(add('admin', note({ text: 'x' })));
      await assertSucceeds(add('admin', note({ text: text(2000) })));
      await assertFails(add('admin', note({ text: '' })));
      await assertFails(add('admin', note({ text: text(2001) })));
      await assertFails(add('admin', note({ text: 7 })));
      await assertFails(add('admin', note({ author: 'someone@marina.test' })));
      await assertFails(add('admin', note({ createdAt: Timestamp.now() })));
      await assertFails(add('admin', note({ pinned: true })));
      await assertFails(add('admin', omit(note(), 'author')));
    });

    it('only an admin may read them; nobody changes them or deletes one while its enquiry stays', async () => {
      await given('enquiries/MLY-22222A/notes/n1', { ...note(), createdAt: Timestamp.now() });
      for (const person of NOT_ADMINS) {
        await assertFails(getDocs(collection(dbOf(person), 'enquiries/MLY-22222A/notes')));
      }
      const ref = doc(dbOf('admin'), 'enquiries/MLY-22222A/notes/n1');
      await assertSucceeds(getDocs(collection(dbOf('admin'), 'enquiries/MLY-22222A/notes')));
      await assertFails(updateDoc(ref, { text: 'Changed' }));
      await assertFails(deleteDoc(ref));
    });

    it('are deleted by an admin only together with their enquiry, in one batch', async () => {
      await given('enquiries/MLY-22222A/notes/n1', { ...note(), createdAt: Timestamp.now() });
      for (const person of NOT_ADMINS) {
        const batch = writeBatch(dbOf(person));
        batch.delete(doc(dbOf(person), 'enquiries/MLY-22222A/notes/n1'));
        batch.delete(doc(dbOf(person), 'enquiries/MLY-22222A'));
        await assertFails(batch.commit());
      }
      const batch = writeBatch(dbOf('admin'));
      batch.delete(doc(dbOf('admin'), 'enquiries/MLY-22222A/notes/n1'));
      batch.delete(doc(dbOf('admin'), 'enquiries/MLY-22222A'));
      await assertSucceeds(batch.commit());
    });
  });
});

describe('booking settings, add-ons and busy days', () => {
  const settings = {
    weekendDays: [5, 6, 0],
    openingMinute: 480,
    closingMinute: 1440,
    startStepMinutes: 30,
    turnaroundMinutes: 60,
    leadTimeMinutes: 120,
    horizonDays: 90,
    depositPercent: 50,
    vatMode: 'included',
  };
  const addOn = { name: 'DJ', priceFils: 50_000, unit: 'hour', active: true };
  const interval = {
    id: 'b1',
    start: Timestamp.fromDate(new Date('2031-03-04T06:00:00Z')),
    end: Timestamp.fromDate(new Date('2031-03-04T09:00:00Z')),
  };
  const day = { yachtId: 'azure-pearl', date: '2031-03-04', intervals: [interval] };

  beforeEach(async () => {
    await env.clearFirestore();
    await given('settings/booking', settings);
    await given('addOns/dj', addOn);
    await given('yachtDays/azure-pearl_2031-03-04', day);
  });

  it('anyone may read the settings, the add-ons and the busy days', async () => {
    for (const person of ['visitor', 'member', 'admin'] as const) {
      await assertSucceeds(getDoc(doc(dbOf(person), 'settings/booking')));
      await assertSucceeds(getDocs(collection(dbOf(person), 'addOns')));
      await assertSucceeds(getDocs(collection(dbOf(person), 'yachtDays')));
      await assertSucceeds(getDoc(doc(dbOf(person), 'yachtDays/azure-pearl_2031-03-04')));
    }
  });

  it('only an admin may write them', async () => {
    for (const person of NOT_ADMINS) {
      await assertFails(setDoc(doc(dbOf(person), 'settings/booking'), settings));
      await assertFails(setDoc(doc(dbOf(person), 'addOns/cake'), addOn));
      await assertFails(deleteDoc(doc(dbOf(person), 'addOns/dj')));
      await assertFails(
        setDoc(doc(dbOf(person), 'yachtDays/azure-pearl_2031-03-05'), { ...day, date: '2031-03-05' }),
      );
      await assertFails(deleteDoc(doc(dbOf(person), 'yachtDays/azure-pearl_2031-03-04')));
    }
    await assertSucceeds(setDoc(doc(dbOf('admin'), 'settings/booking'), settings));
    await assertSucceeds(setDoc(doc(dbOf('admin'), 'addOns/cake'), addOn));
    await assertSucceeds(deleteDoc(doc(dbOf('admin'), 'addOns/dj')));
    await assertSucceeds(
      setDoc(doc(dbOf('admin'), 'yachtDays/azure-pearl_2031-03-05'), { ...day, date: '2031-03-05' }),
    );
    await assertSucceeds(deleteDoc(doc(dbOf('admin'), 'yachtDays/azure-pearl_2031-03-04')));
  });

  it('settings live only in settings/booking, and nobody deletes them', async () => {
    await assertFails(setDoc(doc(dbOf('admin'), 'settings/other'), settings));
    await assertFails(deleteDoc(doc(dbOf('admin'), 'settings/booking')));
  });

  it.each([
    ['no weekend days', { weekendDays: [] }],
    ['six weekend days', { weekendDays: [0, 1, 2, 3, 4, 5] }],
    ['the widest hours', { openingMinute: 0, closingMinute: 1440 }],
    ['an hour between opening and closing', { openingMinute: 1379, closingMinute: 1439 }],
    ['a 10-minute step', { startStepMinutes: 10 }],
    ['a 60-minute step', { startStepMinutes: 60 }],
    ['no turnaround, lead time or deposit', { turnaroundMinutes: 0, leadTimeMinutes: 0, depositPercent: 0 }],
    ['the maxima', { turnaroundMinutes: 240, leadTimeMinutes: 20160, horizonDays: 730, depositPercent: 100 }],
    ['a one-day horizon', { horizonDays: 1 }],
    ['VAT added', { vatMode: 'added' }],
    ['a one-hour deposit hold', { depositHoldHours: 1 }],
    ['a three-day deposit hold', { depositHoldHours: 72 }],
    ['a guest list open to departure, IDs kept a year', { guestListCutoffHours: 0, idRetentionDays: 365 }],
    ['a week’s cut-off, IDs kept a day', { guestListCutoffHours: 168, idRetentionDays: 1 }],
    [
      'a berth',
      { berth: { name: 'Dubai Marina, pontoon C', mapUrl: 'https://maps.app.goo.gl/x', notes: 'Gate 2' } },
    ],
    ['a berth without a map', { berth: { name: 'Pier 7', mapUrl: '', notes: '' } }],
    [
      'the balance due 48 hours before, six refund tiers and a legal identity',
      {
        balanceDueHours: 48,
        cancellationTiers: [
          { hoursBefore: 720, refundPercent: 100 },
          { hoursBefore: 168, refundPercent: 90 },
          { hoursBefore: 72, refundPercent: 75 },
          { hoursBefore: 48, refundPercent: 50 },
          { hoursBefore: 24, refundPercent: 50 },
          { hoursBefore: 0, refundPercent: 0 },
        ],
        legalName: 'Marina Luxe Yachts L.L.C.',
        legalAddress: 'Dubai Marina, UAE',
        trn: '100123456700003',
      },
    ],
    ['no refund tiers at all', { cancellationTiers: [] }],
  ])('accepts settings with %s', async (_, changes) => {
    await assertSucceeds(setDoc(doc(dbOf('admin'), 'settings/booking'), { ...settings, ...changes }));
  });

  it.each([
    ['without weekend days', omit(settings, 'weekendDays')],
    ['with an unknown key', { ...settings, currency: 'AED' }],
    ['with seven weekend days', { ...settings, weekendDays: [0, 1, 2, 3, 4, 5, 6] }],
    ['with a repeated weekend day', { ...settings, weekendDays: [5, 5] }],
    ['with weekend day 7', { ...settings, weekendDays: [7] }],
    ['with an opening minute of 1440', { ...settings, openingMinute: 1440 }],
    ['with an opening minute of -1', { ...settings, openingMinute: -1 }],
    ['with 59 minutes between opening and closing', { ...settings, openingMinute: 600, closingMinute: 659 }],
    ['with a closing minute of 1441', { ...settings, closingMinute: 1441 }],
    ['with a 25-minute step', { ...settings, startStepMinutes: 25 }],
    ['with a 241-minute turnaround', { ...settings, turnaroundMinutes: 241 }],
    ['with a lead time of 20161 minutes', { ...settings, leadTimeMinutes: 20161 }],
    ['with a horizon of 0 days', { ...settings, horizonDays: 0 }],
    ['with a horizon of 731 days', { ...settings, horizonDays: 731 }],
    ['with a deposit of 101%', { ...settings, depositPercent: 101 }],
    ['with a fractional deposit', { ...settings, depositPercent: 50.5 }],
    ['with an unknown VAT mode', { ...settings, vatMode: 'none' }],
    ['with no deposit hold', { ...settings, depositHoldHours: 0 }],
    ['with a deposit hold of 73 hours', { ...settings, depositHoldHours: 73 }],
    ['with a fractional deposit hold', { ...settings, depositHoldHours: 1.5 }],
    ['with a cut-off of 169 hours', { ...settings, guestListCutoffHours: 169 }],
    ['with a negative cut-off', { ...settings, guestListCutoffHours: -1 }],
    ['with IDs kept 0 days', { ...settings, idRetentionDays: 0 }],
    ['with IDs kept 366 days', { ...settings, idRetentionDays: 366 }],
    ['with the balance due 721 hours before', { ...settings, balanceDueHours: 721 }],
    ['with a TRN of 14 digits', { ...settings, trn: '10012345670000' }],
    ['with a TRN with spaces', { ...settings, trn: '100 123 456 700 003' }],
    ['with a legal name of 121 characters', { ...settings, legalName: 'x'.repeat(121) }],
    ['with an address of 301 characters', { ...settings, legalAddress: 'x'.repeat(301) }],
    [
      'with a later tier refunding more',
      {
        ...settings,
        cancellationTiers: [
          { hoursBefore: 72, refundPercent: 50 },
          { hoursBefore: 24, refundPercent: 100 },
        ],
      },
    ],
    [
      'with tiers not falling in hours',
      {
        ...settings,
        cancellationTiers: [
          { hoursBefore: 24, refundPercent: 100 },
          { hoursBefore: 24, refundPercent: 50 },
        ],
      },
    ],
    [
      'with seven tiers',
      {
        ...settings,
        cancellationTiers: [600, 500, 400, 300, 200, 100, 0].map((hoursBefore) => ({
          hoursBefore,
          refundPercent: 50,
        })),
      },
    ],
    [
      'with a tier of an unknown key',
      { ...settings, cancellationTiers: [{ hoursBefore: 24, refundPercent: 50, note: 'x' }] },
    ],
    ['with a refund of 101%', { ...settings, cancellationTiers: [{ hoursBefore: 24, refundPercent: 101 }] }],
    [
      'with a berth’s map over http',
      { ...settings, berth: { name: 'Pier', mapUrl: 'http://x.example', notes: '' } },
    ],
    [
      'with a javascript: map link',
      { ...settings, berth: { name: 'Pier', mapUrl: 'javascript:alert(1)', notes: '' } },
    ],
    [
      'with a berth of an unknown key',
      { ...settings, berth: { name: 'Pier', mapUrl: '', notes: '', gate: 2 } },
    ],
    ['with a 121-character berth name', { ...settings, berth: { name: text(121), mapUrl: '', notes: '' } }],
  ])('refuses settings %s', async (_, data) => {
    await assertFails(setDoc(doc(dbOf('admin'), 'settings/booking'), data));
  });

  it.each([
    ['a free add-on', { ...addOn, priceFils: 0 }],
    ['the highest price', { ...addOn, priceFils: 100_000_000 }],
    ['a 120-character name', { ...addOn, name: text(120) }],
    ['per booking, inactive', { ...addOn, unit: 'booking', active: false }],
    ['per guest', { ...addOn, unit: 'guest' }],
    [
      'its name in Arabic and Russian',
      { ...addOn, translations: { ar: { name: 'دي جي' }, ru: { name: 'Диджей' } } },
    ],
  ])('accepts an add-on: %s', async (_, data) => {
    await assertSucceeds(setDoc(doc(dbOf('admin'), 'addOns/new'), data));
  });

  it.each([
    ['without a name', omit(addOn, 'name')],
    ['without active', omit(addOn, 'active')],
    ['with an unknown key', { ...addOn, image: '/img/a.webp' }],
    ['with a blank name', { ...addOn, name: ' ' }],
    ['with a 121-character name', { ...addOn, name: text(121) }],
    ['with a price of -1', { ...addOn, priceFils: -1 }],
    ['with a price over the limit', { ...addOn, priceFils: 100_000_001 }],
    ['with a fractional price', { ...addOn, priceFils: 10.5 }],
    ['with an unknown unit', { ...addOn, unit: 'day' }],
    ['with active as text', { ...addOn, active: 'yes' }],
    ['with a name in German', { ...addOn, translations: { de: { name: 'DJ' } } }],
    ['with a blank Russian name', { ...addOn, translations: { ru: { name: ' ' } } }],
    ['with a translated price', { ...addOn, translations: { ar: { priceFils: 1 } } }],
  ])('refuses an add-on %s', async (_, data) => {
    await assertFails(setDoc(doc(dbOf('admin'), 'addOns/new'), data));
  });

  it.each([
    ['100 intervals', { ...day, intervals: Array(100).fill(interval) }],
    ['a 128-character yacht id', { ...day, yachtId: text(128) }],
    ['on a leap day', { ...day, date: '2028-02-29' }],
  ])('accepts a busy day with %s', async (_, data) => {
    await assertSucceeds(setDoc(doc(dbOf('admin'), 'yachtDays', `${data.yachtId}_${data.date}`), data));
  });

  it.each([
    ['whose id is not yacht_date', 'azure-pearl_2031-03-09', day],
    ['with no intervals', 'azure-pearl_2031-03-04', { ...day, intervals: [] }],
    ['with 101 intervals', 'azure-pearl_2031-03-04', { ...day, intervals: Array(101).fill(interval) }],
    ['with an unknown key', 'azure-pearl_2031-03-04', { ...day, reference: 'MLY-7K2Q9P' }],
    ['with a date that is not a date', 'azure-pearl_soon', { ...day, date: 'soon' }],
    ['on 30 February', 'azure-pearl_2031-02-30', { ...day, date: '2031-02-30' }],
    ['on 29 February of a common year', 'azure-pearl_2031-02-29', { ...day, date: '2031-02-29' }],
    ['without a yacht', '_2031-03-04', { ...day, yachtId: '' }],
  ])('refuses a busy day %s', async (_, id, data) => {
    await assertFails(setDoc(doc(dbOf('admin'), 'yachtDays', id), data));
  });
});

describe('bookings', () => {
  const start = Timestamp.fromDate(new Date('2031-03-04T06:00:00Z'));
  const end = Timestamp.fromDate(new Date('2031-03-04T09:00:00Z'));
  const booking = (changes: Data = {}) => ({
    kind: 'booking',
    yachtId: 'azure-pearl',
    start,
    end,
    enquiryId: 'MLY-7K2Q9P',
    reference: 'MLY-7K2Q9P',
    createdAt: serverTimestamp(),
    ...changes,
  });
  const block = (changes: Data = {}) =>
    booking({
      kind: 'block',
      enquiryId: null,
      reference: null,
      blockKind: 'maintenance',
      reason: 'Engine',
      ...changes,
    });
  const add = (person: Person, data: Data) => setDoc(doc(collection(dbOf(person), 'bookings')), data);

  beforeEach(async () => {
    await env.clearFirestore();
    await given('bookings/b1', { ...booking(), createdAt: Timestamp.now() });
  });

  it('only an admin may read, create or delete bookings and blocks', async () => {
    for (const person of NOT_ADMINS) {
      await assertFails(getDoc(doc(dbOf(person), 'bookings/b1')));
      await assertFails(getDocs(collection(dbOf(person), 'bookings')));
      await assertFails(add(person, booking()));
      await assertFails(add(person, block()));
      await assertFails(deleteDoc(doc(dbOf(person), 'bookings/b1')));
    }
    await assertSucceeds(getDoc(doc(dbOf('admin'), 'bookings/b1')));
    await assertSucceeds(getDocs(collection(dbOf('admin'), 'bookings')));
    await assertSucceeds(add('admin', booking()));
    await assertSucceeds(add('admin', block()));
    await assertSucceeds(add('admin', block({ blockKind: 'private', reason: text(200) })));
    await assertSucceeds(deleteDoc(doc(dbOf('admin'), 'bookings/b1')));
  });

  it('nobody changes a booking: it is cancelled and made again', async () => {
    await assertFails(updateDoc(doc(dbOf('admin'), 'bookings/b1'), { end: start }));
  });

  it.each([
    ['without a yacht', omit(booking(), 'yachtId')],
    ['with an unknown key', booking({ guests: 8 })],
    ['of an unknown kind', booking({ kind: 'hold' })],
    ['ending at its start', booking({ end: start })],
    ['with the start as text', booking({ start: '2031-03-04T06:00:00Z' })],
    ['with a createdAt from the client clock', booking({ createdAt: Timestamp.now() })],
    ['without an enquiry', booking({ enquiryId: null })],
    ['with a block kind', booking({ blockKind: 'private' })],
    ['(a block) with an enquiry', block({ enquiryId: 'MLY-7K2Q9P' })],
    ['(a block) of an unknown kind', block({ blockKind: 'holiday' })],
    ['(a block) without a reason', block({ reason: '' })],
    ['(a block) with a 201-character reason', block({ reason: text(201) })],
  ])('refuses a booking %s', async (_, data) => {
    await assertFails(add('admin', data));
  });
});

describe('call-back requests from before enquiries', () => {
  const old = {
    name: 'Sara',
    phone: '+971501234567',
    preferredTime: '',
    message: 'Hi',
    createdAt: Timestamp.now(),
    status: 'new',
  };

  it('only an admin may read or delete them; nobody creates or changes them', async () => {
    await env.clearFirestore();
    await given('callbackRequests/r1', old);
    for (const person of NOT_ADMINS) {
      await assertFails(getDoc(doc(dbOf(person), 'callbackRequests/r1')));
      await assertFails(deleteDoc(doc(dbOf(person), 'callbackRequests/r1')));
    }
    for (const person of ['visitor', 'admin'] as const) {
      await assertFails(
        setDoc(doc(dbOf(person), 'callbackRequests/r2'), { ...old, createdAt: serverTimestamp() }),
      );
    }
    await assertFails(updateDoc(doc(dbOf('admin'), 'callbackRequests/r1'), { status: 'handled' }));
    await assertSucceeds(getDocs(collection(dbOf('admin'), 'callbackRequests')));
    await assertSucceeds(deleteDoc(doc(dbOf('admin'), 'callbackRequests/r1')));
  });
});

describe('everything else', () => {
  it('is denied to everyone, admins included', async () => {
    await given('users/u1', { name: 'x' });
    await given('products/p1/reviews/r1', { text: 'x' });
    for (const person of ['visitor', 'member', 'admin'] as const) {
      await assertFails(getDoc(doc(dbOf(person), 'users/u1')));
      await assertFails(getDocs(collection(dbOf(person), 'users')));
      await assertFails(setDoc(doc(dbOf(person), 'users/u2'), { name: 'x' }));
      await assertFails(deleteDoc(doc(dbOf(person), 'users/u1')));
      await assertFails(getDoc(doc(dbOf(person), 'products/p1/reviews/r1')));
      await assertFails(setDoc(doc(dbOf(person), 'products/p1/reviews/x'), { text: 'x' }));
    }
  });

  it('keeps the deposit webhook’s processed Stripe events from every client, admins included', async () => {
    await given('stripeEvents/evt_1', { type: 'checkout.session.completed' });
    for (const person of ['visitor', 'member', 'admin'] as const) {
      await assertFails(getDoc(doc(dbOf(person), 'stripeEvents/evt_1')));
      await assertFails(getDocs(collection(dbOf(person), 'stripeEvents')));
      await assertFails(setDoc(doc(dbOf(person), 'stripeEvents/evt_2'), { type: 'x' }));
      await assertFails(deleteDoc(doc(dbOf(person), 'stripeEvents/evt_1')));
    }
  });
});
