// The offers: 800 × 533 cards (their narrower variants: variants.mjs), drawn on a 1200 × 800 canvas.
import { beachBall, floatRing } from '../props/water-sports.mjs';
import { marinaScene } from '../scenes/marina.mjs';

/**
 * @param {string} file
 * @param {string} body
 * @returns {import('./jobs.mjs').Job}
 */
const offerJob = (file, body) => ({
  file,
  width: 1200,
  height: 800,
  body,
  outputs: [{ suffix: '', width: 800, height: 533, maxKb: 45 }],
  photo: true,
});

/** `offers/{name}.webp` */
export function offerJobs() {
  return [
    offerJob(
      'offers/sunset-cruise.webp',
      marinaScene({
        width: 1200,
        height: 800,
        time: 'sunset',
        seed: 'sunset-offer',
        horizon: 0.62,
        sky: { sunX: 0.45, sunScale: 2 },
        skyline: { height: 0.45 },
        yachts: [
          {
            slug: 'royal-falcon',
            view: 'side',
            length: 820,
            centreX: 620,
            waterlineY: 640,
            silhouetted: true,
          },
        ],
      }),
    ),
    offerJob(
      'offers/winter-weekend.webp',
      marinaScene({
        width: 1200,
        height: 800,
        time: 'morning',
        seed: 'winter',
        horizon: 0.56,
        skyline: { height: 0.5, megaTower: 0.2 },
        sky: { birds: 4, birdsX: 0.7 },
        yachts: [
          { slug: 'ocean-whisper', view: 'bow', length: 700, centreX: 620, waterlineY: 640, wake: true },
        ],
      }),
    ),
    offerJob(
      'offers/family-day.webp',
      marinaScene({
        width: 1200,
        height: 800,
        time: 'day',
        seed: 'family',
        horizon: 0.54,
        skyline: { height: 0.5, burj: 0.8 },
        sky: { birds: 3 },
        yachts: [{ slug: 'marina-star', view: 'side', length: 760, centreX: 560, waterlineY: 600 }],
        front: () => floatRing(180, 720, 46) + beachBall(1030, 700, 30) + floatRing(980, 760, 34),
      }),
    ),
    offerJob(
      'offers/midweek-escape.webp',
      marinaScene({
        width: 1200,
        height: 800,
        time: 'dusk',
        seed: 'midweek',
        horizon: 0.58,
        skyline: { height: 0.55 },
        yachts: [{ slug: 'desert-rose', view: 'side', length: 800, centreX: 600, waterlineY: 630 }],
      }),
    ),
  ];
}
