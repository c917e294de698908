// A yacht as one picture sees it: a simple 3-D model (a hull, deck levels, a mast) projected through a camera, and
// the drawing primitives that take points of the model.
import { litColour } from '../palettes.mjs';
import { linearGradient, mixColours, pointList, polygonArea, round1, uniqueId } from '../svg.mjs';

/** The model's length: every measure of the model is in these units. */
export const LENGTH = 1000;

/** @typedef {'side' | 'bow' | 'stern'} CameraView */

/** Where the camera looks from: turned towards the bow (yaw > 0) or the stern (yaw < 0), and from above (pitch). */
export const CAMERAS = {
  side: { yaw: 0, pitch: 0.05 },
  bow: { yaw: 0.62, pitch: 0.17 },
  stern: { yaw: -0.6, pitch: 0.2 },
};

/**
 * A point of the model: x from the stern (0) to the bow (LENGTH), y up from the waterline, z across the yacht
 * (positive on the side a side view sees).
 * @typedef {[x: number, y: number, z: number]} Point3
 */
/** @typedef {(x: number, y: number, z: number) => import('../svg.mjs').Point} Project model → picture */

/**
 * The top deck, where the mast stands.
 * @typedef {{ aftX: number, foreX: number, y: number, halfWidth: number }} TopDeck
 */

/**
 * What extras drawn on a yacht (party lights, fishing rods…) may use of its model.
 * @typedef {object} YachtGeometry
 * @property {number} length LENGTH
 * @property {number} hullHeight at the stern
 * @property {(x: number) => number} sheer the deck's height along the hull
 * @property {TopDeck} top
 * @property {number} mastX
 * @property {number} mastHeight
 * @property {number} halfBeam
 */
/** @typedef {(project: Project, scale: number, geometry: YachtGeometry) => string} YachtExtras */

/**
 * Where and how a yacht is drawn.
 * @typedef {object} YachtPlacement
 * @property {import('../palettes.mjs').Palette} palette
 * @property {number} centreX picture x of the middle of the hull
 * @property {number} waterlineY picture y of the middle of the waterline
 * @property {number} length on the picture, px
 * @property {CameraView} view
 * @property {boolean} [mirrored] its reflection in the water
 * @property {string} [silhouette] one colour for everything: seen against the light
 * @property {boolean} [lightsOn]
 * @property {YachtExtras} [extras]
 */

/**
 * @typedef {object} YachtView
 * @property {import('./fleet.mjs').YachtSpec} spec
 * @property {import('../palettes.mjs').Palette} palette
 * @property {boolean} isCatamaran
 * @property {boolean} isSport
 * @property {{ yaw: number, pitch: number }} camera
 * @property {number} scale picture px per model unit
 * @property {boolean} mirrored
 * @property {Project} project
 * @property {number} hullHeight at the stern
 * @property {number} deckHeight of one level of superstructure
 * @property {(x: number) => number} sheer the deck's height along the hull, rising towards the bow
 * @property {string | undefined} silhouette
 * @property {boolean} nightLights
 * @property {(base: string, surface: import('../palettes.mjs').Surface) => string} surfaceColour
 * @property {string} superstructure its colour
 * @property {(points: Point3[]) => boolean} facesViewer
 * @property {(points: Point3[], fill: string, attributes?: string) => string} polygon
 * @property {(points: Point3[], fill: string, attributes?: string) => string} face a polygon, if it faces the viewer
 * @property {(points: Point3[], stroke: string, width: number, attributes?: string) => string} polyline
 * @property {string} glassId
 * @property {string} glassFill
 */

/**
 * @param {import('./fleet.mjs').YachtSpec} spec
 * @param {YachtPlacement} placement
 * @returns {YachtView}
 */
export function yachtView(spec, placement) {
  const palette = placement.palette,
    isCatamaran = spec.type === 'cat',
    isSport = spec.type === 'sport';
  const camera = CAMERAS[placement.view] ?? CAMERAS.side,
    focalLength = LENGTH * 2.4,
    scale = placement.length / LENGTH,
    flipY = placement.mirrored ? -1 : 1;
  const [cosYaw, sinYaw, cosPitch, sinPitch] = [
    Math.cos(camera.yaw),
    Math.sin(camera.yaw),
    Math.cos(camera.pitch),
    Math.sin(camera.pitch),
  ];
  /** @type {Project} */
  const project = (x, y, z) => {
    const fromMiddle = x - LENGTH / 2,
      across = fromMiddle * cosYaw - z * sinYaw,
      depth = fromMiddle * sinYaw + z * cosYaw,
      perspective = focalLength / (focalLength - depth);
    return [
      placement.centreX + scale * across * perspective,
      placement.waterlineY + scale * (-flipY * y * cosPitch + depth * sinPitch) * perspective,
    ];
  };
  const hullHeight = LENGTH * (isSport ? 0.1 : isCatamaran ? 0.105 : spec.long ? 0.09 : 0.097);
  const deckHeight =
    LENGTH * (isSport ? 0.075 : isCatamaran ? 0.085 : { 1: 0.085, 2: 0.08, 3: 0.068, 4: 0.058 }[spec.decks]);
  /** @param {number} x */
  const sheer = (x) => hullHeight * (1 + 0.32 * Math.max(0, (x / LENGTH - 0.5) / 0.5) ** 2);
  const silhouette = placement.silhouette,
    nightLights = Boolean(placement.lightsOn && !silhouette);
  /**
   * @param {string} base
   * @param {import('../palettes.mjs').Surface} surface
   */
  const surfaceColour = (base, surface) => silhouette ?? litColour(base, surface, palette);
  /** @param {Point3[]} points */
  const facesViewer = (points) => {
    const area = polygonArea(points.map((point) => project(...point)));
    return (placement.mirrored ? -area : area) < -1;
  };
  /**
   * @param {Point3[]} points
   * @param {string} fill
   */
  const polygon = (points, fill, attributes = '') =>
    `<polygon points="${pointList(points.map((point) => project(...point)))}" fill="${fill}"${attributes}/>`;
  /**
   * @param {Point3[]} points
   * @param {string} fill
   * @param {string} [attributes]
   */
  const face = (points, fill, attributes) => (facesViewer(points) ? polygon(points, fill, attributes) : '');
  /**
   * @param {Point3[]} points
   * @param {string} stroke
   * @param {number} width in model units
   */
  const polyline = (points, stroke, width, attributes = '') =>
    `<polyline points="${pointList(points.map((point) => project(...point)))}" fill="none" stroke="${stroke}" stroke-width="${round1(Math.max(0.6, width * scale))}" stroke-linecap="round"${attributes}/>`;
  const glassId = uniqueId('gl');
  const glassFill = silhouette ? mixColours(silhouette, '#ffb070', 0.12) : `url(#${glassId})`;
  return {
    spec,
    palette,
    isCatamaran,
    isSport,
    camera,
    scale,
    mirrored: Boolean(placement.mirrored),
    project,
    hullHeight,
    deckHeight,
    sheer,
    silhouette,
    nightLights,
    surfaceColour,
    superstructure: spec.superstructure ?? spec.hull,
    facesViewer,
    polygon,
    face,
    polyline,
    glassId,
    glassFill,
  };
}

/**
 * The gradient of the windows: dark glass, or warm light at night.
 * @param {YachtView} view
 */
export function glassGradient(view) {
  const { palette } = view;
  return view.nightLights
    ? linearGradient(view.glassId, [
        [0, '#ffe1a0'],
        [1, '#f0a04a'],
      ])
    : linearGradient(view.glassId, [
        [0, mixColours('#0e1a2a', palette.shadow, 0.3)],
        [1, mixColours('#3d5f7e', palette.glint, 0.15)],
      ]);
}
