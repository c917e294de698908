// The water: gradient, wave crests, the glittering path under the sun or moon, boats far away.
import { mixColours, linearGradient, round1, uniqueId } from '../svg.mjs';

/**
 * @param {number} width
 * @param {number} height
 * @param {number} horizonY
 * @param {import('../palettes.mjs').Palette} palette
 */
export function seaLayer(width, height, horizonY, palette) {
  const id = uniqueId('sea');
  return `<defs>${linearGradient(id, palette.sea)}</defs><rect y="${round1(horizonY)}" width="${width}" height="${round1(height - horizonY)}" fill="url(#${id})"/>`;
}

/**
 * Small wave crests, denser and smaller towards the horizon.
 * @param {number} width
 * @param {number} bottomY
 * @param {number} horizonY
 * @param {import('../palettes.mjs').Palette} palette
 * @param {import('../svg.mjs').Random} random
 */
export function waveLines(width, bottomY, horizonY, palette, random, count = 150) {
  let path = '';
  for (let i = 0; i < count; i++) {
    const nearness = Math.pow(random(), 1.5),
      y = horizonY + 3 + (bottomY - horizonY) * nearness,
      waveLength = ((8 + 110 * nearness) * (0.5 + random()) * width) / 1200,
      thickness = 0.5 + 2.4 * nearness,
      x = random() * width;
    path += `M${round1(x)} ${round1(y)}q${round1(waveLength / 2)} ${round1(-thickness)} ${round1(waveLength)} 0q${round1(-waveLength / 2)} ${round1(thickness * 0.6)} ${round1(-waveLength)} 0z`;
  }
  return `<path d="${path}" fill="${palette.wave}" opacity="0.3"/>`;
}

/**
 * The glittering path on the water under the sun or moon, widening towards the viewer.
 * @param {number} centreX
 * @param {number} bottomY
 * @param {number} horizonY
 * @param {string} colour
 * @param {import('../svg.mjs').Random} random
 * @param {number} [spread] its width, relative (1)
 */
export function glintColumn(centreX, bottomY, horizonY, colour, random, spread = 1) {
  let path = '';
  for (let y = horizonY + 2; y < bottomY; y += 2.5 + 9 * ((y - horizonY) / (bottomY - horizonY))) {
    const nearness = (y - horizonY) / (bottomY - horizonY),
      glintLength = (14 + 130 * nearness) * (0.3 + random()) * spread,
      x = centreX + (random() - 0.5) * (24 + 240 * nearness) * spread - glintLength / 2,
      thickness = 0.8 + 3 * nearness;
    path += `M${round1(x)} ${round1(y)}q${round1(glintLength / 2)} ${round1(-thickness)} ${round1(glintLength)} 0q${round1(-glintLength / 2)} ${round1(thickness)} ${round1(-glintLength)} 0z`;
  }
  return `<path d="${path}" fill="${colour}" opacity="0.6"/>`;
}

/**
 * Small boats on the horizon.
 * @param {number} width
 * @param {number} horizonY
 * @param {import('../palettes.mjs').Palette} palette
 * @param {import('../svg.mjs').Random} random
 * @param {number} count
 * @param {number} [fromShare] the leftmost place for a boat, as a share of the width (0)
 */
export function distantBoats(width, horizonY, palette, random, count, fromShare = 0) {
  let svg = `<g fill="${mixColours(palette.farSkyline, '#ffffff', palette.dim > 0.3 ? 0.1 : 0.6)}">`;
  for (let i = 0; i < count; i++) {
    const x = (fromShare + random() * (1 - fromShare)) * width,
      y = horizonY + 3 + random() * 8,
      boatLength = 10 + random() * 14;
    svg += `<path d="M${round1(x)} ${round1(y)}h${round1(boatLength)}l${round1(boatLength * 0.25)} ${round1(-boatLength * 0.18)}h${round1(-boatLength * 1.3)}z M${round1(x + boatLength * 0.2)} ${round1(y - boatLength * 0.18)}h${round1(boatLength * 0.55)}l${round1(-boatLength * 0.1)} ${round1(-boatLength * 0.15)}h${round1(-boatLength * 0.38)}z"/>`;
  }
  return svg + '</g>';
}
