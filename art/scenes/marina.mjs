// An outdoor scene: sky, the city on the horizon and its reflection, the sea, yachts on the water and their
// reflections, and whatever a picture adds in front.
import { TIMES_OF_DAY } from '../palettes.mjs';
import { skyLayer } from '../scenery/sky.mjs';
import { skyline } from '../scenery/skyline.mjs';
import { distantBoats, glintColumn, seaLayer, waveLines } from '../scenery/sea.mjs';
import { linearGradient, round1, seededRandom, uniqueId } from '../svg.mjs';
import { drawYacht } from '../yacht/draw.mjs';
import { FLEET } from '../yacht/fleet.mjs';
import { wake } from '../yacht/wake.mjs';

/**
 * What a layer a picture adds is drawn with: the scene's horizon, palette and random sequence.
 * @typedef {{ horizonY: number, palette: import('../palettes.mjs').Palette, random: import('../svg.mjs').Random }} LayerPlaces
 */
/** @typedef {(places: LayerPlaces) => string} SceneLayer */

/**
 * A yacht on the water.
 * @typedef {object} SceneYacht
 * @property {string} [slug] one of the fleet
 * @property {import('../yacht/fleet.mjs').YachtSpec} [spec] instead of a slug
 * @property {import('../yacht/view.mjs').CameraView} view
 * @property {number} length on the picture, px
 * @property {number} centreX
 * @property {number} waterlineY
 * @property {boolean} [wake] under way
 * @property {boolean} [silhouetted] against the light
 * @property {boolean} [lightsOn] the palette's when absent
 * @property {import('../yacht/view.mjs').YachtExtras} [extras]
 */

/** @typedef {'left' | 'dark'} Overlay darker on the left (text beside), or dark all over (text on top) */

/**
 * @typedef {object} MarinaScene
 * @property {number} width
 * @property {number} height
 * @property {import('../palettes.mjs').TimeOfDay} time
 * @property {string} seed of the random sequence: the same seed draws the same picture
 * @property {number} [horizon] as a share of the height (0.58)
 * @property {import('../scenery/sky.mjs').SkyOptions} [sky]
 * @property {import('../scenery/skyline.mjs').SkylineOptions} [skyline]
 * @property {SceneLayer} [skyExtras] in the sky, before the city
 * @property {SceneLayer} [landmarks] with the city, so reflected in the water too
 * @property {SceneLayer} [seaExtras] on the water, behind the yachts
 * @property {SceneLayer} [front] in front of everything
 * @property {SceneYacht[]} [yachts]
 * @property {number} [boats] how many small boats on the horizon
 * @property {number} [boatsFrom] the leftmost place for them, as a share of the width
 * @property {number} [waves] how many wave crests (150)
 * @property {Overlay} [overlay]
 */

/** @param {MarinaScene} scene */
export function marinaScene(scene) {
  const { width, height } = scene,
    palette = TIMES_OF_DAY[scene.time],
    random = seededRandom(scene.seed),
    horizonY = (scene.horizon ?? 0.58) * height;
  const skyOptions = scene.sky ?? {};
  /** @type {LayerPlaces} */
  const layer = { horizonY, palette, random };
  let svg = `<defs><filter id="rb" x="-5%" y="-5%" width="110%" height="110%"><feGaussianBlur stdDeviation="1 3"/></filter><clipPath id="seaClip"><rect y="${round1(horizonY)}" width="${width}" height="${round1(height - horizonY)}"/></clipPath></defs>`;
  svg += skyLayer(width, horizonY, palette, random, skyOptions) + (scene.skyExtras?.(layer) ?? '');
  const land = skyline(width, horizonY, palette, random, scene.skyline) + (scene.landmarks?.(layer) ?? '');
  svg += `<g id="land">${land}</g>`;
  svg += seaLayer(width, height, horizonY, palette);
  // the city's reflection
  svg += `<g clip-path="url(#seaClip)"><use href="#land" transform="translate(0 ${round1(2 * horizonY)}) scale(1 -1)" opacity="0.22" filter="url(#rb)"/></g>`;
  const sunX = (skyOptions.sunX ?? palette.sun?.x ?? skyOptions.moonX ?? palette.moon?.x ?? 0.5) * width;
  if (skyOptions.sun !== false && (palette.sun || palette.moon))
    svg += glintColumn(sunX, height, horizonY, palette.glint, random, palette.sun ? 1 : 0.5);
  if (scene.boats) svg += distantBoats(width, horizonY, palette, random, scene.boats, scene.boatsFrom ?? 0);
  const yachts = (scene.yachts ?? [])
    .map((yacht) => ({
      ...yacht,
      spec: yacht.spec ?? FLEET[/** @type {string} */ (yacht.slug)],
      palette,
      lightsOn: yacht.lightsOn ?? palette.lightsOn,
      silhouette: yacht.silhouetted ? palette.silhouette : undefined,
    }))
    .sort((a, b) => a.waterlineY - b.waterlineY);
  // their reflections
  svg += `<g clip-path="url(#seaClip)"><g opacity="0.3" filter="url(#rb)">${yachts.map((yacht) => drawYacht(yacht.spec, { ...yacht, mirrored: true, extras: undefined })).join('')}</g></g>`;
  svg +=
    waveLines(width, height, horizonY, palette, random, scene.waves ?? 150) +
    (scene.seaExtras?.(layer) ?? '');
  for (const yacht of yachts) svg += (yacht.wake ? wake(yacht) : '') + drawYacht(yacht.spec, yacht);
  svg += scene.front?.(layer) ?? '';
  if (scene.overlay) svg += overlayLayer(width, height, scene.overlay);
  return svg;
}

/**
 * A dark gradient over the picture, so text on it stays readable.
 * @param {number} width
 * @param {number} height
 * @param {Overlay} kind
 */
export function overlayLayer(width, height, kind) {
  const id = uniqueId('ov');
  if (kind === 'left')
    return `<defs>${linearGradient(
      id,
      [
        [0, '#07142b', 0.45],
        [0.38, '#07142b', 0.12],
        [0.6, '#07142b', 0],
      ],
      0,
      0,
      1,
      0,
    )}</defs><rect width="${width}" height="${height}" fill="url(#${id})"/>`;
  return `<defs>${linearGradient(id, [
    [0, '#060d1f', 0.62],
    [0.55, '#060d1f', 0.45],
    [1, '#060d1f', 0.7],
  ])}</defs><rect width="${width}" height="${height}" fill="url(#${id})"/>`;
}
