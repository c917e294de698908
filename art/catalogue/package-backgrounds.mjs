// The wide backgrounds (1600 × 600, one size) behind the headings of the event packages' detail pages.
import { balloons, confetti, heart } from '../props/party.mjs';
import { burjAlArab } from '../scenery/landmarks.mjs';
import { marinaScene } from '../scenes/marina.mjs';
import { range, seededRandom } from '../svg.mjs';
import { backgroundJob } from './jobs.mjs';
import { moonIsland } from './packages.mjs';

/** `packages/bg-{name}.webp` */
export function packageBackgroundJobs() {
  return [
    backgroundJob(
      'packages/bg-birthday.webp',
      marinaScene({
        width: 1600,
        height: 600,
        time: 'golden',
        seed: 'bg-birthday',
        horizon: 0.64,
        sky: { sunX: 0.3 },
        skyline: { height: 0.45 },
        overlay: 'dark',
        yachts: [
          {
            slug: 'royal-falcon',
            view: 'side',
            length: 560,
            centreX: 1160,
            waterlineY: 500,
            extras: (project, scale, geometry) =>
              balloons(
                ...project(geometry.length * 0.06, geometry.sheer(0) + 20, 0),
                scale * 1.6,
                seededRandom('bb'),
              ),
          },
        ],
        front: ({ random }) => confetti(1600, 600, random, 70, 1),
      }),
    ),
    backgroundJob(
      'packages/bg-honeymoon.webp',
      marinaScene({
        width: 1600,
        height: 600,
        time: 'sunset',
        seed: 'bg-honeymoon',
        horizon: 0.68,
        sky: { sunX: 0.62, sunScale: 1.8 },
        skyline: { height: 0.4 },
        overlay: 'dark',
        skyExtras: ({ horizonY, random }) =>
          range(7)
            .map(() =>
              heart(
                1600 * (0.1 + random() * 0.8),
                horizonY * (0.15 + random() * 0.5),
                8 + random() * 9,
                '#ffd0d6',
                0.3,
              ),
            )
            .join(''),
        yachts: [
          {
            slug: 'desert-rose',
            view: 'side',
            length: 520,
            centreX: 1000,
            waterlineY: 520,
            silhouetted: true,
          },
        ],
      }),
    ),
    backgroundJob(
      'packages/bg-burj-al-arab.webp',
      marinaScene({
        width: 1600,
        height: 600,
        time: 'dusk',
        seed: 'bg-burj',
        horizon: 0.66,
        skyline: { height: 0.35 },
        overlay: 'dark',
        landmarks: ({ horizonY, palette }) =>
          burjAlArab(1080, horizonY + 1, horizonY * 0.8, palette, { colour: '#a9b9f0' }),
        yachts: [{ slug: 'majesty', view: 'side', length: 620, centreX: 560, waterlineY: 510 }],
      }),
    ),
    backgroundJob('packages/bg-moon-island.webp', moonIsland(1600, 600, 'dark')),
  ];
}
