// A close-up on a yacht's aft deck: the view over the rail to the sea and the city, a hardtop above, a teak floor,
// a sofa with cushions and a table, and whatever a picture puts on the table, the floor or the rail.
import { litColour, TIMES_OF_DAY } from '../palettes.mjs';
import { skyLayer } from '../scenery/sky.mjs';
import { skyline } from '../scenery/skyline.mjs';
import { glintColumn, seaLayer, waveLines } from '../scenery/sea.mjs';
import { glow, linearGradient, round1, seededRandom, uniqueId } from '../svg.mjs';
import { drawYacht } from '../yacht/draw.mjs';
import { FLEET } from '../yacht/fleet.mjs';
import { overlayLayer } from './marina.mjs';

/**
 * What is where on the deck, for the props a picture adds. `scale` is the picture's height over 800 px.
 * @typedef {{ width: number, height: number, scale: number, palette: import('../palettes.mjs').Palette, random: import('../svg.mjs').Random }} DeckBasics
 * @typedef {DeckBasics & { railY: number }} RailPlaces
 * @typedef {DeckBasics & { floorY: number }} FloorPlaces
 * @typedef {DeckBasics & { floorY: number, sofaX: number, sofaWidth: number, tableX: number, tableY: number, tableRadiusX: number, tableRadiusY: number }} TablePlaces
 */

/**
 * @typedef {object} DeckScene
 * @property {number} width
 * @property {number} height
 * @property {import('../palettes.mjs').TimeOfDay} time
 * @property {string} seed of the random sequence: the same seed draws the same picture
 * @property {[string, string]} [cushions] two colours
 * @property {import('../scenery/sky.mjs').SkyOptions} [sky]
 * @property {import('../scenery/skyline.mjs').SkylineOptions} [skyline]
 * @property {import('./marina.mjs').SceneLayer} [skyExtras]
 * @property {string} [distant] slug of a yacht passing in the distance
 * @property {false} [hardtop] no roof above
 * @property {(places: RailPlaces) => string} [railDecor]
 * @property {(places: FloorPlaces) => string} [floorProps]
 * @property {(places: TablePlaces) => string} [props] on and around the table
 * @property {import('./marina.mjs').Overlay} [overlay]
 */

/** @param {DeckScene} scene */
export function deckScene(scene) {
  const { width, height } = scene,
    palette = TIMES_OF_DAY[scene.time],
    random = seededRandom(scene.seed),
    horizonY = 0.44 * height,
    scale = height / 800,
    floorY = 0.7 * height;
  // deck lamps at dusk and night
  const lampLit = palette.lightsOn
    ? { ...palette, dim: palette.dim * 0.6, light: '#ffc98a', lightAmount: 0.2 }
    : palette;
  /**
   * @param {string} colour
   * @param {import('../palettes.mjs').Surface} [surface]
   */
  const deckColour = (colour, surface = 'side') => litColour(colour, surface, lampLit);
  let svg =
    skyLayer(width, horizonY, palette, random, scene.sky ?? {}) +
    (scene.skyExtras?.({ horizonY, palette, random }) ?? '');
  svg +=
    skyline(width, horizonY, palette, random, {
      scale: scale * 0.8,
      height: 0.55,
      ...(scene.skyline ?? {}),
    }) + seaLayer(width, height, horizonY, palette);
  const sunX = (scene.sky?.sunX ?? palette.sun?.x ?? palette.moon?.x ?? 0.5) * width;
  if (palette.sun || palette.moon) svg += glintColumn(sunX, floorY, horizonY, palette.glint, random, 0.7);
  svg += waveLines(width, floorY, horizonY, palette, random, 60);
  if (scene.distant)
    svg += drawYacht(FLEET[scene.distant], {
      palette,
      centreX: width * 0.72,
      waterlineY: horizonY + 0.05 * height,
      length: 0.2 * height * 1.2,
      view: 'side',
      lightsOn: palette.lightsOn,
    });
  // hardtop soffit
  if (scene.hardtop !== false) {
    svg += `<path d="M0 0H${width}V${round1(0.06 * height)}Q${round1(width / 2)} ${round1(0.12 * height)} 0 ${round1(0.06 * height)}Z" fill="${deckColour('#efe9df', 'front')}"/><path d="M0 ${round1(0.06 * height)}Q${round1(width / 2)} ${round1(0.12 * height)} ${width} ${round1(0.06 * height)}" stroke="${deckColour('#c9a24a')}" stroke-width="${round1(3 * scale)}" fill="none"/>`;
    if (palette.lightsOn)
      for (let i = 1; i < 8; i++)
        svg += glow(
          (width * i) / 8,
          0.07 * height + Math.sin((Math.PI * i) / 8) * 0.03 * height,
          26 * scale,
          '#ffd98a',
          0.8,
        );
  }
  // glass balustrade and stainless rail
  const railY = floorY - 0.17 * height;
  svg += `<rect y="${round1(railY)}" width="${width}" height="${round1(floorY - railY)}" fill="#dff2f8" opacity="0.14"/>`;
  for (let x = width * 0.04; x < width; x += Math.max(width / 7, 150 * scale))
    svg += `<rect x="${round1(x)}" y="${round1(railY)}" width="${round1(7 * scale)}" height="${round1(floorY - railY)}" fill="${deckColour('#b8c2cb')}"/>`;
  svg += `<rect y="${round1(railY - 5 * scale)}" width="${width}" height="${round1(9 * scale)}" rx="${round1(4 * scale)}" fill="${deckColour('#d9e0e6')}"/><rect y="${round1(railY - 4 * scale)}" width="${width}" height="${round1(2.5 * scale)}" fill="#ffffff" opacity="0.6"/>`;
  svg += scene.railDecor?.({ width, height, scale, railY, palette, random }) ?? '';
  // teak floor in perspective
  const floorId = uniqueId('fl');
  svg += `<defs>${linearGradient(floorId, [
    [0, deckColour('#c79a68')],
    [1, deckColour('#8f6440')],
  ])}</defs><rect y="${round1(floorY)}" width="${width}" height="${round1(height - floorY)}" fill="url(#${floorId})"/><rect y="${round1(floorY - 4 * scale)}" width="${width}" height="${round1(12 * scale)}" fill="${deckColour('#f1ede6')}"/>`;
  let planks = '';
  for (let i = -40; i <= 40; i++) {
    const bottomX = width / 2 + i * 46 * scale,
      topX = width / 2 + ((bottomX - width / 2) * (floorY + 8 * scale - horizonY)) / (height - horizonY);
    planks += `M${round1(topX)} ${round1(floorY + 8 * scale)}L${round1(bottomX)} ${round1(height)}`;
  }
  svg += `<path d="${planks}" stroke="${deckColour('#5a3b22')}" stroke-width="${round1(1.6 * scale)}" opacity="0.45"/>`;
  if (palette.lightsOn) svg += glow(width * 0.62, 0.86 * height, 0.45 * width, '#ffbe6e', 0.22);
  svg += scene.floorProps?.({ width, height, scale, floorY, palette, random }) ?? '';
  // sofa (left)
  const sofaX = width * 0.035,
    sofaWidth = Math.min(0.4 * width, 500 * scale),
    [cushionA, cushionB] = scene.cushions ?? ['#1b2a4e', '#c9a24a'];
  svg += `<ellipse cx="${round1(sofaX + sofaWidth / 2)}" cy="${round1(0.93 * height)}" rx="${round1(sofaWidth * 0.55)}" ry="${round1(16 * scale)}" fill="#000" opacity="0.22"/>`;
  svg += `<rect x="${round1(sofaX)}" y="${round1(0.78 * height)}" width="${round1(sofaWidth)}" height="${round1(0.15 * height)}" rx="${round1(10 * scale)}" fill="${deckColour('#e4ddd0', 'front')}"/>`;
  const backWidth = (sofaWidth - 40 * scale) / 3;
  for (let i = 0; i < 3; i++)
    svg += `<rect x="${round1(sofaX + 20 * scale + i * backWidth)}" y="${round1(0.6 * height)}" width="${round1(backWidth - 6 * scale)}" height="${round1(0.19 * height)}" rx="${round1(16 * scale)}" fill="${deckColour('#f3eee4')}"/>`;
  svg += `<rect x="${round1(sofaX - 6 * scale)}" y="${round1(0.755 * height)}" width="${round1(sofaWidth + 12 * scale)}" height="${round1(0.05 * height)}" rx="${round1(14 * scale)}" fill="${deckColour('#f7f3ec', 'top')}"/>`;
  svg += `<rect x="${round1(sofaX - 14 * scale)}" y="${round1(0.68 * height)}" width="${round1(30 * scale)}" height="${round1(0.25 * height)}" rx="${round1(12 * scale)}" fill="${deckColour('#e9e2d6')}"/><rect x="${round1(sofaX + sofaWidth - 16 * scale)}" y="${round1(0.68 * height)}" width="${round1(30 * scale)}" height="${round1(0.25 * height)}" rx="${round1(12 * scale)}" fill="${deckColour('#e9e2d6')}"/>`;
  /** @type {[share: number, colour: string, rotation: number][]} */
  const cushions = [
    [0.14, cushionA, -8],
    [0.34, cushionB, 6],
    [0.62, cushionA, -4],
    [0.82, cushionB, 9],
  ];
  cushions.forEach(([share, colour, rotation]) => {
    const cushionX = sofaX + sofaWidth * share,
      cushionY = 0.69 * height,
      size = 74 * scale;
    svg += `<g transform="rotate(${rotation} ${round1(cushionX)} ${round1(cushionY)})"><rect x="${round1(cushionX - size / 2)}" y="${round1(cushionY - size / 2)}" width="${round1(size)}" height="${round1(size)}" rx="${round1(14 * scale)}" fill="${deckColour(colour)}"/><rect x="${round1(cushionX - size / 2 + 7 * scale)}" y="${round1(cushionY - size / 2 + 7 * scale)}" width="${round1(size - 14 * scale)}" height="${round1(size - 14 * scale)}" rx="${round1(9 * scale)}" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="${round1(1.6 * scale)}" stroke-dasharray="${round1(4 * scale)} ${round1(3 * scale)}"/></g>`;
  });
  // table (right of the sofa)
  const tableX = sofaX + sofaWidth + (width - sofaX - sofaWidth) * 0.45,
    tableY = 0.8 * height,
    tableRadiusX = Math.min(0.2 * width, 250 * scale),
    tableRadiusY = 30 * scale;
  svg += `<ellipse cx="${round1(tableX)}" cy="${round1(0.95 * height)}" rx="${round1(tableRadiusX * 0.9)}" ry="${round1(14 * scale)}" fill="#000" opacity="0.22"/><rect x="${round1(tableX - 14 * scale)}" y="${round1(tableY)}" width="${round1(28 * scale)}" height="${round1(0.14 * height)}" fill="${deckColour('#b8c2cb', 'front')}"/><ellipse cx="${round1(tableX)}" cy="${round1(0.94 * height)}" rx="${round1(60 * scale)}" ry="${round1(10 * scale)}" fill="${deckColour('#9aa4ad')}"/>`;
  svg += `<ellipse cx="${round1(tableX)}" cy="${round1(tableY + 8 * scale)}" rx="${round1(tableRadiusX)}" ry="${round1(tableRadiusY)}" fill="${deckColour('#7a5334', 'front')}"/><ellipse cx="${round1(tableX)}" cy="${round1(tableY)}" rx="${round1(tableRadiusX)}" ry="${round1(tableRadiusY)}" fill="${deckColour('#b98a5a', 'top')}"/>`;
  svg +=
    scene.props?.({
      width,
      height,
      scale,
      tableX,
      tableY,
      tableRadiusX,
      tableRadiusY,
      palette,
      random,
      floorY,
      sofaX,
      sofaWidth,
    }) ?? '';
  if (scene.overlay) svg += overlayLayer(width, height, scene.overlay);
  return svg;
}
