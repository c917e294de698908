// The city on the horizon: two rows of towers, lit windows after dark, and optionally the super-tall tower and
// the sail-shaped hotel.
import { burjAlArab } from './landmarks.mjs';
import { mixColours, pick, pointList, round1, smoothstep, uniqueId } from '../svg.mjs';

/** @typedef {'flat' | 'step' | 'spire' | 'round' | 'slant' | 'crown'} TowerStyle */

/**
 * @typedef {object} SkylineOptions
 * @property {number} [scale] tower widths (1)
 * @property {number} [height] the tallest towers, as a share of the sky's height (0.5)
 * @property {number[]} [clusters] where the towers crowd, as shares of the width (two at random)
 * @property {boolean} [calmLeft] low towers on the left, where text goes
 * @property {number | null} [megaTower] where the super-tall tower stands, as a share of the width
 * @property {number | null} [burj] where the sail-shaped hotel stands, as a share of the width
 */

/**
 * The outline of one tower, as path data.
 * @param {number} x left edge
 * @param {number} width
 * @param {number} height
 * @param {number} baseY
 * @param {TowerStyle} style
 */
function towerPath(x, width, height, baseY, style) {
  const topY = baseY - height;
  /**
   * @param {number} left
   * @param {number} top
   * @param {number} right
   * @param {number} bottom
   */
  const rectPath = (left, top, right, bottom) =>
    `M${round1(left)} ${round1(bottom)}V${round1(top)}H${round1(right)}V${round1(bottom)}Z`;
  const body = rectPath(x, topY, x + width, baseY);
  switch (style) {
    case 'spire':
      return (
        body +
        `M${round1(x + width * 0.42)} ${round1(topY + 1)}L${round1(x + width * 0.5)} ${round1(topY - height * 0.3)}L${round1(x + width * 0.58)} ${round1(topY + 1)}Z`
      );
    case 'step':
      return (
        body +
        rectPath(x + width * 0.12, topY - height * 0.07, x + width * 0.88, topY + 1) +
        rectPath(x + width * 0.3, topY - height * 0.13, x + width * 0.7, topY + 1)
      );
    case 'round':
      return `M${round1(x)} ${round1(baseY)}V${round1(topY + width / 2)}A${round1(width / 2)} ${round1(width / 2)} 0 0 1 ${round1(x + width)} ${round1(topY + width / 2)}V${round1(baseY)}Z`;
    case 'slant':
      return `M${round1(x)} ${round1(baseY)}V${round1(topY + height * 0.1)}L${round1(x + width)} ${round1(topY)}V${round1(baseY)}Z`;
    case 'crown':
      return (
        body +
        rectPath(x + width * 0.1, topY - height * 0.09, x + width * 0.2, topY + 1) +
        rectPath(x + width * 0.8, topY - height * 0.09, x + width * 0.9, topY + 1)
      );
    default:
      return body + rectPath(x + width * 0.25, topY - 4, x + width * 0.6, topY + 1);
  }
}

/**
 * Stepped, tapering super-tall tower with a needle (generic "tallest tower" silhouette), as path data.
 * @param {number} centreX
 * @param {number} baseY
 * @param {number} height
 * @param {number} width
 */
function megaTowerPath(centreX, baseY, height, width) {
  /** Each section's width and the height it starts at, as shares of the whole. */
  const sections = [
    [1, 0],
    [0.78, 0.22],
    [0.6, 0.42],
    [0.44, 0.6],
    [0.3, 0.74],
    [0.17, 0.85],
    [0.07, 0.92],
    [0.02, 1],
  ];
  /** @type {import('../svg.mjs').Point[]} */
  const left = [];
  /** @type {import('../svg.mjs').Point[]} */
  const right = [];
  sections.forEach(([widthShare, heightShare], i) => {
    const y = baseY - heightShare * height,
      nextY = i < sections.length - 1 ? baseY - sections[i + 1][1] * height : y;
    left.push([centreX - (widthShare * width) / 2, y], [centreX - (widthShare * width) / 2, nextY]);
    right.unshift([centreX + (widthShare * width) / 2, nextY], [centreX + (widthShare * width) / 2, y]);
  });
  return `M${pointList([...left, ...right]).replace(/ /g, 'L')}Z`;
}

/** @type {TowerStyle[]} */
const TOWER_STYLES = ['flat', 'flat', 'step', 'spire', 'round', 'slant', 'crown'];

/**
 * @param {number} width
 * @param {number} horizonY
 * @param {import('../palettes.mjs').Palette} palette
 * @param {import('../svg.mjs').Random} random
 * @param {SkylineOptions} [options]
 */
export function skyline(width, horizonY, palette, random, options = {}) {
  const scale = options.scale ?? 1,
    maxHeight = (options.height ?? 0.5) * horizonY;
  const clusters = options.clusters ?? [0.15 + random() * 0.3, 0.6 + random() * 0.3];
  /** @param {number} share of the width */
  const clusterBoost = (share) =>
    0.3 + clusters.reduce((sum, centre) => sum + Math.exp(-(((share - centre) / 0.13) ** 2)), 0);
  /** @param {number} share of the width */
  const calmFactor = (share) => (options.calmLeft ? 0.2 + 0.8 * smoothstep(0.18, 0.48, share) : 1);
  let farPath = '',
    nearPath = '',
    highlightPath = '';
  const baseY = horizonY + 1;
  const windowPaths = (palette.windowColours ?? []).map(() => '');
  let farWindowPath = '';
  for (let x = -10; x < width;) {
    const towerWidth = (14 + random() * 24) * scale,
      share = x / width,
      towerHeight = maxHeight * (0.12 + 0.3 * random()) * clusterBoost(share) * calmFactor(share);
    farPath += towerPath(x, towerWidth, towerHeight, baseY, pick(random, TOWER_STYLES));
    if (palette.litWindows)
      for (let y = baseY - towerHeight + 5; y < baseY - 3; y += 8 * scale)
        for (let windowX = x + 3; windowX < x + towerWidth - 3; windowX += 6 * scale)
          if (random() < palette.litWindows * 0.35)
            farWindowPath += `M${round1(windowX)} ${round1(y)}h1.6v2h-1.6z`;
    x += towerWidth + random() * 4;
  }
  if (options.megaTower != null)
    farPath += megaTowerPath(options.megaTower * width, baseY, maxHeight * 1.45, 34 * scale);
  for (let x = -20; x < width;) {
    const towerWidth = (20 + random() * 34) * scale,
      share = (x + towerWidth / 2) / width;
    const towerHeight =
      maxHeight * (0.1 + 0.55 * Math.pow(random(), 0.8)) * clusterBoost(share) * 0.72 * calmFactor(share);
    nearPath += towerPath(x, towerWidth, towerHeight, baseY, pick(random, TOWER_STYLES));
    highlightPath += `M${round1(x)} ${round1(baseY - towerHeight)}h${round1(towerWidth * 0.22)}V${round1(baseY)}h${round1(-towerWidth * 0.22)}z`;
    if (palette.litWindows) {
      for (let y = baseY - towerHeight + 6; y < baseY - 4; y += 7 * scale)
        for (let windowX = x + 3; windowX < x + towerWidth - 3; windowX += 5 * scale) {
          if (random() < palette.litWindows) {
            const colourIndex = Math.floor(random() * windowPaths.length);
            windowPaths[colourIndex] +=
              `M${round1(windowX)} ${round1(y)}h${round1(2.2 * scale)}v${round1(2.8 * scale)}h${round1(-2.2 * scale)}z`;
          }
        }
    }
    x += towerWidth + (random() < 0.3 ? random() * 30 : random() * 6) * scale;
  }
  const windowColours = palette.windowColours ?? [];
  let svg = `<path d="${farPath}" fill="${palette.farSkyline}"/>`;
  if (farWindowPath) svg += `<path d="${farWindowPath}" fill="${windowColours[0]}" opacity="0.45"/>`;
  if (options.burj != null)
    svg += burjAlArab(options.burj * width, baseY, maxHeight * 0.62, palette, {
      colour: mixColours(palette.farSkyline, '#ffffff', palette.dim > 0.3 ? 0.15 : 0.35),
      island: palette.farSkyline,
    });
  svg += `<path d="${nearPath}" fill="${palette.nearSkyline}"/><path d="${highlightPath}" fill="${palette.skylineHighlight}" opacity="0.45"/>`;
  if (!palette.litWindows) {
    // floor lines on sunny facades
    const patternId = uniqueId('fl'),
      clipId = uniqueId('cl');
    svg += `<defs><pattern id="${patternId}" width="8" height="${round1(6 * scale)}" patternUnits="userSpaceOnUse"><rect width="8" height="1.2" fill="${palette.skylineHighlight}"/></pattern><clipPath id="${clipId}"><path d="${nearPath}"/></clipPath></defs><rect y="${round1(horizonY - maxHeight * 1.5)}" width="${width}" height="${round1(maxHeight * 1.5)}" fill="url(#${patternId})" opacity="0.35" clip-path="url(#${clipId})"/>`;
  }
  windowPaths.forEach((path, i) => {
    if (path) svg += `<path d="${path}" fill="${windowColours[i]}"/>`;
  });
  svg += `<rect y="${round1(baseY - 3)}" width="${width}" height="5" fill="${mixColours(palette.nearSkyline, '#000000', 0.15)}"/>`;
  return svg;
}
