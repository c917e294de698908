// The services: one picture each.
import { cameraSilhouette, drone } from '../props/gadgets.mjs';
import { fairyLights } from '../props/party.mjs';
import { candle, flowers, iceBucket, plate, wineGlass } from '../props/table.mjs';
import { fishingRods, jetSki, parasail } from '../props/water-sports.mjs';
import { deckScene } from '../scenes/deck.mjs';
import { marinaScene } from '../scenes/marina.mjs';
import { range, round1 } from '../svg.mjs';
import { imageJob } from './jobs.mjs';

/** `services/{name}.webp` */
export function serviceJobs() {
  return [
    imageJob(
      'services/yacht-charter.webp',
      marinaScene({
        width: 1200,
        height: 800,
        time: 'day',
        seed: 'charter',
        horizon: 0.55,
        skyline: { height: 0.55, burj: 0.1 },
        boats: 4,
        sky: { birds: 4 },
        yachts: [
          { slug: 'marina-star', view: 'side', length: 220, centreX: 200, waterlineY: 470 },
          { slug: 'golden-horizon', view: 'bow', length: 720, centreX: 640, waterlineY: 640, wake: true },
        ],
      }),
    ),
    imageJob(
      'services/fishing-trips.webp',
      marinaScene({
        width: 1200,
        height: 800,
        time: 'morning',
        seed: 'fishing',
        horizon: 0.55,
        skyline: { height: 0.4 },
        sky: { birds: 5, birdsX: 0.6 },
        yachts: [
          {
            slug: 'sea-breeze',
            view: 'stern',
            length: 640,
            centreX: 680,
            waterlineY: 620,
            extras: fishingRods,
          },
        ],
      }),
    ),
    imageJob(
      'services/water-sports.webp',
      marinaScene({
        width: 1200,
        height: 800,
        time: 'day',
        seed: 'watersports',
        horizon: 0.5,
        skyline: { height: 0.5 },
        skyExtras: ({ palette }) => parasail(900, 150, 52, palette),
        yachts: [{ slug: 'blue-lagoon', view: 'side', length: 420, centreX: 330, waterlineY: 500 }],
        front: () => jetSki(800, 680, 1.7),
      }),
    ),
    imageJob(
      'services/catering.webp',
      deckScene({
        width: 1200,
        height: 800,
        time: 'golden',
        seed: 'catering',
        cushions: ['#c9a24a', '#1b2a4e'],
        props: ({ scale, tableX, tableY, random }) =>
          plate(tableX - 120 * scale, tableY + 10 * scale, scale, random) +
          plate(tableX + 120 * scale, tableY + 10 * scale, scale, random) +
          plate(tableX, tableY - 10 * scale, scale * 0.9, random) +
          wineGlass(tableX - 60 * scale, tableY - 12 * scale, scale) +
          wineGlass(tableX + 60 * scale, tableY - 12 * scale, scale, '#f2d98a') +
          iceBucket(tableX + 190 * scale, tableY - 6 * scale, scale * 0.8),
      }),
    ),
    imageJob(
      'services/photography.webp',
      marinaScene({
        width: 1200,
        height: 800,
        time: 'golden',
        seed: 'photo',
        horizon: 0.55,
        skyline: { height: 0.5, burj: 0.85 },
        skyExtras: () => drone(300, 150, 1.1),
        yachts: [{ slug: 'royal-falcon', view: 'side', length: 640, centreX: 430, waterlineY: 600 }],
        front: () => cameraSilhouette(1010, 650, 1.05),
      }),
    ),
    imageJob(
      'services/event-decoration.webp',
      deckScene({
        width: 1200,
        height: 800,
        time: 'night',
        seed: 'decor',
        cushions: ['#f4a9bb', '#ffffff'],
        railDecor: ({ width, scale, railY }) =>
          range(5)
            .map((i) =>
              fairyLights(
                (width * i) / 5,
                railY - 240 * scale,
                (width * (i + 1)) / 5,
                railY - 240 * scale,
                40 * scale,
                9,
                scale,
              ),
            )
            .join('') +
          range(26)
            .map(
              (i) =>
                `<circle cx="${round1((width * i) / 25)}" cy="${round1(railY)}" r="${round1(9 * scale)}" fill="${['#f4a9bb', '#ffffff', '#f7c6a3'][i % 3]}"/>`,
            )
            .join(''),
        props: ({ scale, tableX, tableY, random }) =>
          flowers(tableX, tableY + 4 * scale, scale * 1.2, random) +
          candle(tableX - 130 * scale, tableY + 8 * scale, scale) +
          candle(tableX + 130 * scale, tableY + 8 * scale, scale),
      }),
    ),
  ];
}
