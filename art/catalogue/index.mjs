// Every illustration of the site, in the order they are drawn (ids in the SVG are numbered in that order).
import { marinaScene } from '../scenes/marina.mjs';
import { linearGradient, uniqueId } from '../svg.mjs';
import { offerJobs } from './offers.mjs';
import { packageBackgroundJobs } from './package-backgrounds.mjs';
import { packageJobs } from './packages.mjs';
import { serviceJobs } from './services.mjs';
import { yachtJobs } from './yachts.mjs';

/**
 * The picture shown while an image loads or when one is missing: a boat outline on a dark gradient.
 * @returns {import('./jobs.mjs').Job}
 */
function placeholderJob() {
  const id = uniqueId('ph');
  const icon =
    'M150 345H450L420 395Q300 410 190 395Z M215 345V300H345L395 345 M240 300L260 265H330L345 300 M285 265V225 M160 430Q195 415 230 430T300 430T370 430T440 430';
  return {
    file: 'placeholder.jpg',
    width: 600,
    height: 600,
    body: `<defs>${linearGradient(id, [
      [0, '#1d2a44'],
      [1, '#4a5568'],
    ])}</defs><rect width="600" height="600" fill="url(#${id})"/><path d="${icon}" fill="none" stroke="#c9d2de" stroke-opacity="0.7" stroke-width="8" stroke-linejoin="round" stroke-linecap="round"/>`,
    outputs: [{ suffix: '', width: 600, height: 600, maxKb: 25, type: 'image/jpeg', quality: 0.7 }],
  };
}

/**
 * The home page's hero, with room for the heading on the left; 1600 × 900, and 800 × 450 and 1200 × 675 for phones
 * (src/styles/app.scss: a CSS background, by screen width and pixel density).
 * @returns {import('./jobs.mjs').Job}
 */
function heroJob() {
  const width = 1600,
    height = 900,
    horizonY = 0.6 * height;
  const body = marinaScene({
    width,
    height,
    time: 'golden',
    seed: 'hero',
    horizon: 0.6,
    sky: { sunX: 0.58, birds: 0 },
    skyline: { calmLeft: true, height: 0.5, clusters: [0.62, 0.86], burj: 0.16 },
    boats: 3,
    boatsFrom: 0.4,
    overlay: 'left',
    yachts: [
      {
        slug: 'golden-horizon',
        view: 'side',
        length: width * 0.22,
        centreX: width * 0.86,
        waterlineY: horizonY + (height - horizonY) * 0.1,
      },
      {
        slug: 'azure-pearl',
        view: 'side',
        length: width * 0.13,
        centreX: width * 0.47,
        waterlineY: horizonY + (height - horizonY) * 0.3,
        wake: true,
      },
      {
        slug: 'royal-falcon',
        view: 'bow',
        length: width * 0.5,
        centreX: width * 0.7,
        waterlineY: horizonY + (height - horizonY) * 0.66,
        wake: true,
      },
    ],
  });
  return {
    file: 'hero.webp',
    width,
    height,
    body,
    outputs: [
      { suffix: '', width, height, maxKb: 90 },
      { suffix: '-800', width: 800, height: 450, maxKb: 30 },
      { suffix: '-1200', width: 1200, height: 675, maxKb: 40 },
    ],
  };
}

/** @returns {import('./jobs.mjs').Job[]} */
export function buildJobs() {
  return [
    placeholderJob(),
    ...yachtJobs(),
    heroJob(),
    ...packageJobs(),
    ...packageBackgroundJobs(),
    ...serviceJobs(),
    ...offerJobs(),
  ];
}
