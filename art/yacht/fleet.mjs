// What each yacht of the fleet looks like, by its slug (the ids of fixtures/yachts.ts).

/**
 * @typedef {object} YachtSpec
 * @property {number} lengthFt sets the size of the stern flag
 * @property {1 | 2 | 3 | 4} decks levels of superstructure
 * @property {'sport' | 'cat'} [type] a sport boat or a catamaran; a motor yacht when absent
 * @property {string} hull colour
 * @property {string} accent colour of the stripe along the hull
 * @property {string} bootStripe colour of the band at the waterline
 * @property {string} [mast] colour (that of the superstructure when absent)
 * @property {string} [superstructure] colour (that of the hull when absent)
 * @property {boolean} [hullWindows]
 * @property {boolean} [long] a lower, longer hull
 */

/** @type {Record<string, YachtSpec>} */
export const FLEET = {
  'azure-pearl': {
    lengthFt: 42,
    decks: 1,
    type: 'sport',
    hull: '#fbfaf6',
    accent: '#1f8fd6',
    bootStripe: '#15406b',
    mast: '#2a2f38',
  },
  'marina-star': { lengthFt: 55, decks: 2, hull: '#f8f6f0', accent: '#1b2a4e', bootStripe: '#1b2a4e' },
  'royal-falcon': {
    lengthFt: 88,
    decks: 3,
    hull: '#fffdf7',
    accent: '#c9a24a',
    bootStripe: '#1c2233',
    hullWindows: true,
  },
  'sea-breeze': {
    lengthFt: 36,
    decks: 1,
    type: 'sport',
    hull: '#fbfbf8',
    accent: '#17a398',
    bootStripe: '#0e5f5a',
    mast: '#d8dde2',
  },
  'golden-horizon': {
    lengthFt: 101,
    decks: 3,
    hull: '#fffcf2',
    accent: '#d4a94f',
    bootStripe: '#d4a94f',
    hullWindows: true,
    long: true,
  },
  'desert-rose': { lengthFt: 65, decks: 2, hull: '#fbf6f1', accent: '#b8735a', bootStripe: '#7a3e33' },
  'silver-wave': {
    lengthFt: 48,
    decks: 2,
    hull: '#c5cbd2',
    accent: '#5d6a78',
    bootStripe: '#39424d',
    superstructure: '#f3f4f5',
  },
  majesty: {
    lengthFt: 120,
    decks: 4,
    hull: '#17191f',
    accent: '#c9a24a',
    bootStripe: '#c9a24a',
    superstructure: '#f5f2ea',
    hullWindows: true,
    long: true,
  },
  'blue-lagoon': {
    lengthFt: 44,
    decks: 1,
    type: 'cat',
    hull: '#fafcfd',
    accent: '#2a6fdb',
    bootStripe: '#1d4fa0',
  },
  'ocean-whisper': {
    lengthFt: 75,
    decks: 3,
    hull: '#1d3157',
    accent: '#9fc0e3',
    bootStripe: '#9fc0e3',
    superstructure: '#f2f3f4',
    hullWindows: true,
  },
};
