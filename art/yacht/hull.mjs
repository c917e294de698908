// The hull (two for a catamaran, joined by a bridge deck) and the swim platform at the stern.
import { clamp, lerp, linearGradient, mixColours, range, uniqueId } from '../svg.mjs';
import { LENGTH } from './view.mjs';

/** @typedef {import('./view.mjs').Point3} Point3 */
/** @typedef {{ centreZ: number, halfBeam: number }} Hull where a hull runs, and its half-width at the deck */

const BOW_X = LENGTH;
/** Where the hull along the model is measured: 25 stations from stern to bow. */
const STATIONS = range(25).map((i) => (i / 24) * BOW_X);

/**
 * The hull's half-width along its length, as a share of the widest: nearly full aft, round towards the bow.
 * @param {number} along 0 at the stern, 1 at the bow
 */
export const hullShape = (along) =>
  along < 0.5 ? 0.9 + 0.1 * (along / 0.5) : Math.sqrt(Math.max(0, 1 - ((along - 0.5) / 0.5) ** 2));

/**
 * The hulls, where the waterline meets the stem, and the half-width the deck levels are built on.
 * @param {import('./view.mjs').YachtView} view
 */
export function hullLayout(view) {
  /** @type {Hull[]} */
  const hulls = view.isCatamaran
    ? [
        { centreZ: -LENGTH * 0.14, halfBeam: LENGTH * 0.05 },
        { centreZ: LENGTH * 0.14, halfBeam: LENGTH * 0.05 },
      ]
    : [{ centreZ: 0, halfBeam: LENGTH * (view.isSport ? 0.14 : 0.125) }];
  return {
    hulls,
    waterlineBowX: view.isCatamaran ? LENGTH * 0.975 : LENGTH * 0.86,
    halfBeam: hulls.length === 1 ? hulls[0].halfBeam : LENGTH * 0.19,
  };
}

/**
 * Where the rail along the main deck runs across the yacht: just inside the deck edge of the nearer hull.
 * @param {ReturnType<typeof hullLayout>} layout
 * @param {number} x
 */
export function deckRailZ(layout, x) {
  const mainHull = layout.hulls[layout.hulls.length - 1];
  return mainHull.centreZ + mainHull.halfBeam * hullShape(x / BOW_X) * 0.96;
}

/**
 * One hull: deck, transom, the near side with its boot stripe, accent stripe and windows.
 * @param {import('./view.mjs').YachtView} view
 * @param {number} waterlineBowX
 * @param {Hull} hull
 */
function drawHull(view, waterlineBowX, { centreZ, halfBeam }) {
  const { spec, sheer, surfaceColour, face, facesViewer, polygon, polyline, hullHeight, silhouette } = view;
  /** @param {number} x */
  const halfBeamAtDeck = (x) => halfBeam * hullShape(x / BOW_X);
  /** @param {number} x */
  const halfBeamAtWater = (x) => (x > waterlineBowX ? 0 : 0.86 * halfBeam * hullShape(x / waterlineBowX));
  /**
   * The near side's z at a height: the hull flares from the waterline to the deck.
   * @param {number} x
   * @param {number} y
   */
  const sideZ = (x, y) =>
    centreZ + halfBeamAtWater(x) + (halfBeamAtDeck(x) - halfBeamAtWater(x)) * clamp(y / sheer(x)) + 1;
  /** @type {Point3[]} */
  const deckEdge = STATIONS.map((x) => [x, sheer(x), centreZ + halfBeamAtDeck(x)]);
  /** @type {Point3[]} */
  const stem = range(6).map((i) => {
    const down = (i + 1) / 6;
    return [BOW_X - (BOW_X - waterlineBowX) * Math.pow(down, 1.6), sheer(BOW_X) * (1 - down), centreZ];
  });
  /** @type {Point3[]} */
  const waterline = STATIONS.filter((x) => x <= waterlineBowX)
    .reverse()
    .map((x) => [x, 0, centreZ + halfBeamAtWater(x)]);
  const nearSide = [...deckEdge, ...stem, ...waterline].reverse();
  const hullId = uniqueId('hu');
  let svg = '';
  svg += `<defs>${linearGradient(hullId, [
    [0, surfaceColour(spec.hull, 'side')],
    [1, silhouette ?? mixColours(surfaceColour(spec.hull, 'side'), view.palette.shadow, 0.28)],
  ])}</defs>`;
  // the deck: along the near edge to the bow, back along the far edge
  svg += face(
    [
      ...deckEdge,
      ...STATIONS.slice()
        .reverse()
        .map((x) => /** @type {Point3} */ ([x, sheer(x), centreZ - halfBeamAtDeck(x)])),
    ],
    surfaceColour(view.isCatamaran ? spec.hull : '#c59a6a', 'top'),
  );
  svg += face(
    [
      [0, 0, centreZ - halfBeamAtWater(0)],
      [0, 0, centreZ + halfBeamAtWater(0)],
      [0, sheer(0), centreZ + halfBeamAtDeck(0)],
      [0, sheer(0), centreZ - halfBeamAtDeck(0)],
    ],
    surfaceColour(spec.hull, 'back'),
  );
  if (facesViewer(nearSide)) {
    svg += polygon(nearSide, `url(#${hullId})`);
    /**
     * A band along the near side, between two heights.
     * @param {number} fromX
     * @param {number} toX
     * @param {(x: number) => number} topY
     * @param {(x: number) => number} bandWidth
     * @param {string} fill
     */
    const band = (fromX, toX, topY, bandWidth, fill) => {
      const bandStations = range(21).map((i) => lerp(fromX, toX, i / 20));
      svg += polygon(
        [
          ...bandStations.map((x) => /** @type {Point3} */ ([x, topY(x), sideZ(x, topY(x))])),
          ...bandStations
            .slice()
            .reverse()
            .map(
              (x) => /** @type {Point3} */ ([x, topY(x) - bandWidth(x), sideZ(x, topY(x) - bandWidth(x))]),
            ),
        ],
        fill,
      );
    };
    if (!silhouette) {
      band(
        0,
        waterlineBowX,
        () => hullHeight * 0.16,
        () => hullHeight * 0.16,
        surfaceColour(spec.bootStripe, 'side'),
      );
      /**
       * A width swelling from nothing at both ends.
       * @param {number} fromX
       * @param {number} toX
       * @param {number} maxWidth
       */
      const taper = (fromX, toX, maxWidth) => /** @param {number} x */ (x) =>
        maxWidth * Math.pow(Math.sin((Math.PI * (x - fromX)) / (toX - fromX)), 0.5);
      if (view.isSport)
        band(
          LENGTH * 0.04,
          LENGTH * 0.78,
          (x) => sheer(x) - hullHeight * 0.18,
          taper(LENGTH * 0.04, LENGTH * 0.78, hullHeight * 0.3),
          surfaceColour(spec.accent, 'side'),
        );
      else
        band(
          LENGTH * 0.02,
          LENGTH * 0.93,
          (x) => sheer(x) - hullHeight * 0.2,
          taper(LENGTH * 0.02, LENGTH * 0.93, hullHeight * 0.12),
          surfaceColour(spec.accent, 'side'),
        );
      if (spec.hullWindows)
        for (let i = 0; i < 4; i++) {
          const windowX = LENGTH * (0.3 + i * 0.075);
          band(
            windowX,
            windowX + LENGTH * 0.055,
            () => hullHeight * 0.62,
            () => hullHeight * 0.14,
            view.glassFill,
          );
        }
      svg += polyline(
        STATIONS.filter((x) => x <= waterlineBowX).map((x) => [x, 1, centreZ + halfBeamAtWater(x) + 1]),
        '#000000',
        3,
        ' opacity="0.25"',
      );
    }
  }
  return svg;
}

/**
 * The hull, or a catamaran's two hulls and the bridge deck between them, far hull first.
 * @param {import('./view.mjs').YachtView} view
 * @param {ReturnType<typeof hullLayout>} layout
 */
export function drawHulls(view, { hulls, waterlineBowX }) {
  if (!view.isCatamaran) return drawHull(view, waterlineBowX, hulls[0]);
  const { face, surfaceColour, hullHeight, superstructure } = view;
  let svg = drawHull(view, waterlineBowX, hulls[0]);
  const aftX = LENGTH * 0.06,
    foreX = LENGTH * 0.8,
    halfWidth = LENGTH * 0.19,
    bottomY = hullHeight * 0.45,
    topY = hullHeight * 1.02;
  svg += face(
    [
      [foreX, bottomY, halfWidth],
      [foreX, bottomY, -halfWidth],
      [foreX - 20, topY, -halfWidth],
      [foreX - 20, topY, halfWidth],
    ],
    surfaceColour(superstructure, 'front'),
  );
  svg += face(
    [
      [aftX, topY, halfWidth],
      [foreX - 20, topY, halfWidth],
      [foreX - 20, topY, -halfWidth],
      [aftX, topY, -halfWidth],
    ],
    surfaceColour('#c59a6a', 'top'),
  );
  svg += drawHull(view, waterlineBowX, hulls[1]);
  svg += face(
    [
      [aftX, bottomY + hullHeight * 0.35, halfWidth],
      [foreX, bottomY + hullHeight * 0.35, halfWidth],
      [foreX - 20, topY, halfWidth],
      [aftX, topY, halfWidth],
    ],
    surfaceColour(superstructure, 'side'),
  );
  return svg;
}

/**
 * The swim platform behind the stern.
 * @param {import('./view.mjs').YachtView} view
 * @param {number} halfBeam
 */
export function swimPlatform(view, halfBeam) {
  const { face, surfaceColour, hullHeight, spec } = view;
  const bottomY = hullHeight * 0.12,
    topY = hullHeight * 0.2,
    halfWidth = halfBeam * 0.85,
    aftX = -LENGTH * 0.035;
  return (
    face(
      [
        [aftX, topY, halfWidth],
        [0, topY, halfWidth],
        [0, topY, -halfWidth],
        [aftX, topY, -halfWidth],
      ],
      surfaceColour('#c59a6a', 'top'),
    ) +
    face(
      [
        [aftX, bottomY, halfWidth],
        [0, bottomY, halfWidth],
        [0, topY, halfWidth],
        [aftX, topY, halfWidth],
      ],
      surfaceColour(spec.hull, 'side'),
    ) +
    face(
      [
        [aftX, bottomY, -halfWidth],
        [aftX, bottomY, halfWidth],
        [aftX, topY, halfWidth],
        [aftX, topY, -halfWidth],
      ],
      surfaceColour(spec.hull, 'back'),
    )
  );
}
