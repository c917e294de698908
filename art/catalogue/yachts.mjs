// The gallery of each yacht: a few pictures from different viewpoints and times of day.
import { flute, iceBucket, plate, wineGlass } from '../props/table.mjs';
import { fishingRods } from '../props/water-sports.mjs';
import { deckScene } from '../scenes/deck.mjs';
import { marinaScene } from '../scenes/marina.mjs';
import { pick, seededRandom } from '../svg.mjs';
import { FLEET } from '../yacht/fleet.mjs';
import { imageJob } from './jobs.mjs';

/** Viewpoint and time of day of each gallery image ("view/time"); the first one is the card image. */
const SHOTS = {
  'azure-pearl': ['bow/day', 'side/golden', 'deck/sunset'],
  'marina-star': ['side/day', 'bow/dusk'],
  'royal-falcon': ['bow/golden', 'side/night', 'deck/day', 'silhouette/sunset'],
  'sea-breeze': ['side/day'],
  'golden-horizon': ['side/golden', 'deck/day', 'bow/night'],
  'desert-rose': ['bow/golden', 'silhouette/sunset'],
  'silver-wave': ['side/day', 'stern/morning'],
  majesty: ['bow/day', 'side/golden', 'deck/sunset', 'side/night'],
  'blue-lagoon': ['bow/day'],
  'ocean-whisper': ['side/golden', 'bow/dusk', 'deck/golden'],
};

/**
 * One picture of a yacht: on its aft deck, or on the water (from the side, bow or stern, or against the light).
 * @param {string} slug
 * @param {number} yachtIndex its place in SHOTS, to vary the skyline and the props
 * @param {number} shotIndex
 */
function yachtShot(slug, yachtIndex, shotIndex, width = 1200, height = 800) {
  const spec = FLEET[slug],
    seed = `${slug}-${shotIndex}`,
    random = seededRandom(seed + 'x');
  const [viewpoint, time] = /** @type {[string, import('../palettes.mjs').TimeOfDay]} */ (
    SHOTS[/** @type {keyof typeof SHOTS} */ (slug)][shotIndex].split('/')
  );
  const skylineOptions = {
    burj: (yachtIndex + shotIndex) % 3 === 0 ? 0.08 + random() * 0.1 : null,
    megaTower: (yachtIndex + shotIndex) % 3 === 1 ? 0.75 + random() * 0.15 : null,
    height: 0.45 + random() * 0.15,
  };
  if (viewpoint === 'deck') {
    return deckScene({
      width,
      height,
      time,
      seed,
      cushions: [spec.accent, spec.bootStripe === spec.accent ? '#f4efe4' : spec.bootStripe],
      distant: pick(
        random,
        Object.keys(FLEET).filter((other) => other !== slug),
      ),
      skyline: skylineOptions,
      props: ({ scale, tableX, tableY }) =>
        yachtIndex % 2
          ? flute(tableX - 70 * scale, tableY + 4 * scale, scale * 1.15, 4) +
            flute(tableX - 25 * scale, tableY - 2 * scale, scale * 1.15, -4) +
            iceBucket(tableX + 90 * scale, tableY + 4 * scale, scale)
          : wineGlass(tableX - 60 * scale, tableY + 4 * scale, scale * 1.2) +
            wineGlass(tableX - 5 * scale, tableY - 6 * scale, scale * 1.2, '#f2d98a') +
            plate(tableX + 100 * scale, tableY + 2 * scale, scale * 1.2, random),
    });
  }
  const horizonY = (viewpoint === 'silhouette' ? 0.62 : 0.56) * height;
  const view = /** @type {import('../yacht/view.mjs').CameraView} */ (
      viewpoint === 'silhouette' ? 'side' : viewpoint
    ),
    largeShare = spec.decks >= 3 ? 0.08 : 0;
  const length = width * (view === 'side' ? 0.76 - largeShare * 0.5 : 0.64 - largeShare);
  /** @type {import('../scenes/marina.mjs').SceneYacht} */
  const mainYacht = {
    slug,
    view,
    length,
    centreX: width * (view === 'stern' ? 0.54 : 0.5),
    waterlineY: horizonY + (height - horizonY) * (view === 'side' ? 0.55 : 0.5),
    silhouetted: viewpoint === 'silhouette',
    wake: view !== 'side' && random() < 0.5,
    extras: spec.type === 'sport' && view === 'stern' ? fishingRods : undefined,
  };
  const others = Object.keys(FLEET).filter((other) => other !== slug);
  return marinaScene({
    width,
    height,
    time,
    seed,
    horizon: horizonY / height,
    skyline: skylineOptions,
    boats: 4,
    sky: {
      sunX: viewpoint === 'silhouette' ? 0.56 : undefined,
      sunScale: viewpoint === 'silhouette' ? 2.2 : 1,
      birds: time === 'morning' || time === 'day' ? 3 : 0,
    },
    yachts: [
      {
        slug: pick(random, others),
        view: 'side',
        length: width * 0.16,
        centreX: width * (0.12 + random() * 0.15),
        waterlineY: horizonY + (height - horizonY) * 0.1,
        silhouetted: viewpoint === 'silhouette',
      },
      mainYacht,
    ],
  });
}

/** `yachts/{slug}-{n}.webp`, n from 1. */
export function yachtJobs() {
  return Object.entries(SHOTS).flatMap(([slug, shots], yachtIndex) =>
    shots.map((_, shotIndex) =>
      imageJob(`yachts/${slug}-${shotIndex + 1}.webp`, yachtShot(slug, yachtIndex, shotIndex)),
    ),
  );
}
