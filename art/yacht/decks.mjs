// The superstructure: one box per deck level, with windows, each under a roof slab that overhangs the deck behind it.
import { glow, lerp, mixColours, pointList, range, round1 } from '../svg.mjs';
import { LENGTH } from './view.mjs';

/** @typedef {import('./view.mjs').Point3} Point3 */
/** @typedef {{ fromX: number, toX: number, y: number, z: number }} RailRun a rail along a deck's near edge */

/** Each level's aft and fore end, as shares of the length, by the number of decks of a motor yacht. */
const LEVELS = {
  1: [[0.26, 0.7]],
  2: [
    [0.15, 0.69],
    [0.26, 0.58],
  ],
  3: [
    [0.12, 0.72],
    [0.18, 0.64],
    [0.27, 0.55],
  ],
  4: [
    [0.1, 0.74],
    [0.15, 0.67],
    [0.21, 0.6],
    [0.29, 0.53],
  ],
};

/**
 * @param {import('./view.mjs').YachtView} view
 * @param {number} halfBeam
 * @returns {{ svg: string, railRuns: RailRun[], top: import('./view.mjs').TopDeck }}
 */
export function drawDecks(view, halfBeam) {
  const {
    face,
    facesViewer,
    polygon,
    polyline,
    project,
    surfaceColour,
    superstructure,
    isSport,
    isCatamaran,
  } = view;
  let svg = '';
  /** @type {RailRun[]} */
  const railRuns = [];
  let baseY = view.sheer(LENGTH * 0.3);
  const levels = isSport ? [[0.28, 0.66]] : isCatamaran ? [[0.2, 0.66]] : LEVELS[view.spec.decks];
  /** @type {import('./view.mjs').TopDeck} */
  let top = { aftX: 0, foreX: 0, y: baseY, halfWidth: 0 };
  levels.forEach(([aftShare, foreShare], level) => {
    const aftX = aftShare * LENGTH,
      foreX = foreShare * LENGTH,
      height = view.deckHeight,
      halfWidth = halfBeam * (isCatamaran ? 0.85 : 0.86 - level * 0.06),
      rake = height * (isSport ? 1.9 : level === levels.length - 1 ? 1.1 : 0.8);
    const bottomY = baseY,
      topY = baseY + height,
      topForeX = foreX - rake;
    /** @param {number} y */
    const frontXAt = (y) => foreX - (rake * (y - bottomY)) / height;
    /** @type {Point3[]} */
    const nearFace = [
      [aftX, bottomY, halfWidth],
      [foreX, bottomY, halfWidth],
      [topForeX, topY, halfWidth],
      [aftX, topY, halfWidth],
    ];
    /** @type {Point3[]} */
    const frontFace = [
      [foreX, bottomY, halfWidth],
      [foreX, bottomY, -halfWidth],
      [topForeX, topY, -halfWidth],
      [topForeX, topY, halfWidth],
    ];
    svg += face(
      [
        [aftX, topY, halfWidth],
        [topForeX, topY, halfWidth],
        [topForeX, topY, -halfWidth],
        [aftX, topY, -halfWidth],
      ],
      surfaceColour(superstructure, 'top'),
    );
    svg += face(
      [
        [aftX, bottomY, -halfWidth],
        [aftX, bottomY, halfWidth],
        [aftX, topY, halfWidth],
        [aftX, topY, -halfWidth],
      ],
      surfaceColour(superstructure, 'back'),
    );
    if (facesViewer(frontFace)) {
      svg += polygon(frontFace, surfaceColour(superstructure, 'front'));
      const windowBottomY = bottomY + height * 0.3,
        windowTopY = bottomY + height * 0.84;
      svg += polygon(
        [
          [frontXAt(windowBottomY) + 1, windowBottomY, halfWidth * 0.9],
          [frontXAt(windowBottomY) + 1, windowBottomY, -halfWidth * 0.9],
          [frontXAt(windowTopY) + 1, windowTopY, -halfWidth * 0.9],
          [frontXAt(windowTopY) + 1, windowTopY, halfWidth * 0.9],
        ],
        view.glassFill,
      );
    }
    if (facesViewer(nearFace)) {
      svg += polygon(nearFace, surfaceColour(superstructure, 'side'));
      const windowBottomY = bottomY + height * (isSport ? 0.25 : 0.3),
        windowTopY = bottomY + height * 0.82,
        windowAftX = aftX + LENGTH * 0.03,
        z = halfWidth + 1;
      svg += polygon(
        [
          [windowAftX, windowBottomY, z],
          [frontXAt(windowBottomY) - LENGTH * 0.03, windowBottomY, z],
          [frontXAt(windowTopY) - LENGTH * 0.025, windowTopY, z],
          [windowAftX + LENGTH * 0.02, windowTopY, z],
        ],
        view.glassFill,
      );
      if (!view.silhouette) {
        /** @type {string[]} */
        const mullions = [];
        for (let x = windowAftX + LENGTH * 0.07; x < frontXAt(windowTopY) - LENGTH * 0.06; x += LENGTH * 0.07)
          mullions.push(
            `<polyline points="${pointList([project(x, windowBottomY, z), project(x, windowTopY, z)])}" stroke="${surfaceColour(superstructure, 'side')}" stroke-width="${round1(Math.max(0.7, 5 * view.scale))}"/>`,
          );
        svg += mullions.join('');
      }
    }
    // roof slab
    const overhang = level === levels.length - 1 ? LENGTH * 0.1 : LENGTH * 0.07,
      slabAftX = Math.max(LENGTH * 0.02, aftX - overhang),
      slabTopY = topY + LENGTH * 0.012,
      slabHalfWidth = halfWidth + 3;
    svg += face(
      [
        [slabAftX, slabTopY, slabHalfWidth],
        [topForeX + 8, slabTopY, slabHalfWidth],
        [topForeX + 8, slabTopY, -slabHalfWidth],
        [slabAftX, slabTopY, -slabHalfWidth],
      ],
      surfaceColour(superstructure, 'top'),
    );
    svg += face(
      [
        [slabAftX, topY, slabHalfWidth],
        [topForeX + 8, topY, slabHalfWidth],
        [topForeX + 8, slabTopY, slabHalfWidth],
        [slabAftX, slabTopY, slabHalfWidth],
      ],
      surfaceColour(superstructure, 'side'),
    );
    svg += face(
      [
        [topForeX + 8, topY, slabHalfWidth],
        [topForeX + 8, topY, -slabHalfWidth],
        [topForeX + 8, slabTopY, -slabHalfWidth],
        [topForeX + 8, slabTopY, slabHalfWidth],
      ],
      surfaceColour(superstructure, 'front'),
    );
    if (aftX - slabAftX > 10) {
      const postColour = surfaceColour(mixColours(superstructure, '#8a939c', 0.3), 'side');
      for (const z of [-halfWidth * 0.9, halfWidth * 0.9])
        svg += polyline(
          [
            [slabAftX + 8, bottomY, z],
            [slabAftX + 8, topY, z],
          ],
          postColour,
          5,
        );
      if (view.nightLights)
        svg += range(4)
          .map((j) =>
            glow(
              ...project(lerp(slabAftX, aftX, (j + 0.5) / 4), topY - 2, halfWidth),
              16 * view.scale,
              '#ffd27a',
              0.9,
            ),
          )
          .join('');
    }
    if (!isSport) railRuns.push({ fromX: slabAftX + 5, toX: topForeX, y: slabTopY, z: slabHalfWidth - 2 });
    top = { aftX, foreX: topForeX, y: slabTopY, halfWidth };
    baseY = slabTopY;
  });
  return { svg, railRuns, top };
}
