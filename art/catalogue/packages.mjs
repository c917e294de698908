// The event packages' cards (1200 × 800). Their detail pages' backgrounds are in package-backgrounds.mjs.
import { litColour } from '../palettes.mjs';
import { compassRose } from '../props/gadgets.mjs';
import { balloons, confetti, firework, heart, partyExtras, petals } from '../props/party.mjs';
import { cake, candle, flute, iceBucket, mapAndCompass, ringBox } from '../props/table.mjs';
import { archedResort, burjAlArab, island, moonDisc, palm } from '../scenery/landmarks.mjs';
import { deckScene } from '../scenes/deck.mjs';
import { marinaScene } from '../scenes/marina.mjs';
import { range, round1, seededRandom } from '../svg.mjs';
import { imageJob } from './jobs.mjs';

/**
 * @param {number} width
 * @param {number} height
 * @param {import('../scenes/marina.mjs').Overlay} [overlay]
 */
const birthdayDeck = (width, height, overlay) =>
  deckScene({
    width,
    height,
    time: 'golden',
    seed: 'birthday',
    cushions: ['#f4a9bb', '#c9a24a'],
    overlay,
    distant: 'majesty',
    props: ({ scale, tableX, tableY, sofaX, sofaWidth, random }) =>
      balloons(sofaX + sofaWidth * 0.92, 0.64 * height, scale, random) +
      cake(tableX, tableY + 4 * scale, scale) +
      confetti(width, height * 0.6, random, 40, scale),
  });

/**
 * @param {number} width
 * @param {number} height
 * @param {import('../scenes/marina.mjs').Overlay} [overlay]
 */
const honeymoonDeck = (width, height, overlay) =>
  deckScene({
    width,
    height,
    time: 'sunset',
    seed: 'honeymoon',
    cushions: ['#c98a8a', '#f4efe4'],
    overlay,
    sky: { sunX: 0.62 },
    skyExtras: ({ horizonY, random }) =>
      range(6)
        .map(() =>
          heart(
            width * (0.55 + random() * 0.4),
            horizonY * (0.2 + random() * 0.45),
            ((8 + random() * 10) * height) / 800,
            '#ffd0d6',
            0.35,
          ),
        )
        .join(''),
    props: ({ scale, tableX, tableY }) =>
      iceBucket(tableX + 130 * scale, tableY + 6 * scale, scale * 1.2) +
      flute(tableX - 50 * scale, tableY + 6 * scale, scale * 1.3, 8) +
      flute(tableX + 5 * scale, tableY + 2 * scale, scale * 1.3, -8) +
      heart(tableX - 22 * scale, tableY - 172 * scale, 9 * scale, '#ffd0d6', 0.85),
  });

/**
 * @param {number} width
 * @param {number} height
 * @param {import('../scenes/marina.mjs').Overlay} [overlay]
 */
export const moonIsland = (width, height, overlay) =>
  marinaScene({
    width,
    height,
    time: 'night',
    seed: 'moon',
    horizon: 0.64,
    skyline: { height: 0.18, scale: 0.7 },
    sky: { moon: false, moonX: 0.66 },
    overlay,
    skyExtras: ({ horizonY }) => moonDisc(width * 0.66, horizonY * 0.42, height * 0.14),
    landmarks: ({ horizonY, palette }) => island(width * 0.7, horizonY + 2, height * 0.42, palette, 3),
    yachts: [
      {
        slug: 'ocean-whisper',
        view: 'side',
        length: width * 0.46,
        centreX: width * 0.33,
        waterlineY: 0.64 * height + 0.36 * height * 0.5,
      },
    ],
  });

/** `packages/{name}.webp`: the cards. */
export function packageJobs() {
  return [
    imageJob('packages/birthday.webp', birthdayDeck(1200, 800)),
    imageJob('packages/honeymoon.webp', honeymoonDeck(1200, 800)),
    imageJob(
      'packages/anniversary.webp',
      deckScene({
        width: 1200,
        height: 800,
        time: 'dusk',
        seed: 'anniversary',
        cushions: ['#7a1e36', '#e0b85c'],
        floorProps: ({ width, height, scale, floorY, random }) =>
          petals(width, floorY + 20 * scale, height, scale, random, 55),
        props: ({ scale, tableX, tableY }) =>
          candle(tableX - 120 * scale, tableY + 6 * scale, scale) +
          candle(tableX + 130 * scale, tableY + 4 * scale, scale) +
          ringBox(tableX, tableY + 8 * scale, scale * 1.1),
      }),
    ),
    imageJob(
      'packages/party.webp',
      marinaScene({
        width: 1200,
        height: 800,
        time: 'night',
        seed: 'party',
        horizon: 0.58,
        skyline: { height: 0.55 },
        sky: { moon: false },
        skyExtras: ({ random }) =>
          firework(220, 170, 90, '#ff5fa2', random) + firework(960, 120, 70, '#37d5f0', random),
        yachts: [
          {
            slug: 'majesty',
            view: 'side',
            length: 900,
            centreX: 600,
            waterlineY: 600,
            extras: partyExtras(seededRandom('p1')),
          },
        ],
      }),
    ),
    imageJob(
      'packages/burj-al-arab.webp',
      marinaScene({
        width: 1200,
        height: 800,
        time: 'golden',
        seed: 'burj',
        horizon: 0.6,
        sky: { sunX: 0.35 },
        skyline: { height: 0.3, clusters: [0.2, 0.4] },
        landmarks: ({ horizonY, palette }) => burjAlArab(760, horizonY + 1, horizonY * 0.78, palette),
        yachts: [
          { slug: 'royal-falcon', view: 'side', length: 640, centreX: 430, waterlineY: 650, wake: true },
        ],
      }),
    ),
    imageJob(
      'packages/atlantis.webp',
      marinaScene({
        width: 1200,
        height: 800,
        time: 'day',
        seed: 'atlantis',
        horizon: 0.58,
        skyline: { height: 0.2, scale: 0.7 },
        sky: { sunX: 0.15 },
        landmarks: ({ horizonY, palette }) =>
          `<path d="M0 ${round1(horizonY + 1)}Q600 ${round1(horizonY - 26)} 1200 ${round1(horizonY + 1)}Z" fill="${litColour('#e5d3a8', 'side', palette)}"/>` +
          archedResort(600, horizonY - 10, 250, palette) +
          range(9)
            .map((i) =>
              palm(
                90 + i * 128,
                horizonY - 4,
                46 + (i % 3) * 10,
                litColour('#3e6e45', 'side', palette),
                i % 2 ? -0.15 : 0.2,
              ),
            )
            .join(''),
        yachts: [
          { slug: 'desert-rose', view: 'bow', length: 560, centreX: 640, waterlineY: 660, wake: true },
        ],
      }),
    ),
    imageJob('packages/moon-island.webp', moonIsland(1200, 800)),
    imageJob(
      'packages/bachelor.webp',
      marinaScene({
        width: 1200,
        height: 800,
        time: 'night',
        seed: 'bachelor',
        horizon: 0.55,
        skyline: { height: 0.6, megaTower: 0.82 },
        sky: { moon: false },
        yachts: [
          {
            slug: 'golden-horizon',
            view: 'bow',
            length: 700,
            centreX: 600,
            waterlineY: 640,
            extras: partyExtras(seededRandom('b1')),
          },
        ],
        front: ({ random }) => confetti(1200, 800, random, 160, 1.2),
      }),
    ),
    imageJob(
      'packages/custom.webp',
      deckScene({
        width: 1200,
        height: 800,
        time: 'day',
        seed: 'custom',
        cushions: ['#1b2a4e', '#17a398'],
        distant: 'royal-falcon',
        sky: { sunX: 0.12 },
        skyExtras: ({ horizonY }) => compassRose(820, horizonY * 0.52, 100, '#c9a24a', 0.6),
        props: ({ scale, tableX, tableY }) => mapAndCompass(tableX - 10 * scale, tableY, scale * 1.2),
      }),
    ),
  ];
}
