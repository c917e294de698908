// The sky: gradient, stars, sun or moon, clouds and birds.
import { glow, linearGradient, mixColours, range, round1, uniqueId } from '../svg.mjs';

/**
 * @typedef {object} SkyOptions
 * @property {false} [sun] no sun
 * @property {number} [sunX] share of the width, instead of the palette's
 * @property {number} [sunY] share of the sky's height, instead of the palette's
 * @property {number} [sunScale]
 * @property {false} [moon] no moon
 * @property {number} [moonX] share of the width, instead of the palette's
 * @property {number} [birds] how many
 * @property {number} [birdsX] share of the width the flock is around (0.3)
 */

/**
 * @param {number} width
 * @param {number} horizonY
 * @param {import('../palettes.mjs').Palette} palette
 * @param {import('../svg.mjs').Random} random
 * @param {SkyOptions} [options]
 */
export function skyLayer(width, horizonY, palette, random, options = {}) {
  const id = uniqueId('sky');
  let svg = `<defs>${linearGradient(id, palette.sky)}</defs><rect width="${width}" height="${round1(horizonY + 2)}" fill="url(#${id})"/>`;
  if (palette.stars) {
    svg += '<g fill="#fff">';
    for (let i = 0; i < palette.stars; i++)
      svg += `<circle cx="${round1(random() * width)}" cy="${round1(Math.pow(random(), 1.4) * horizonY * 0.8)}" r="${round1(0.5 + random() * 1.2)}" opacity="${round1(0.3 + random() * 0.7)}"/>`;
    svg += '</g>';
  }
  if (palette.sun && options.sun !== false) {
    const sun = palette.sun;
    const x = (options.sunX ?? sun.x) * width,
      y = (options.sunY ?? sun.y) * horizonY,
      radius = (sun.radius * (options.sunScale ?? 1) * horizonY) / 480;
    svg +=
      glow(x, y, radius * 7, sun.glow, sun.glowOpacity) +
      `<circle cx="${round1(x)}" cy="${round1(y)}" r="${round1(radius)}" fill="${sun.colour}"/>`;
  }
  if (palette.moon && options.moon !== false) {
    const moon = palette.moon;
    const x = (options.moonX ?? moon.x) * width,
      y = moon.y * horizonY,
      radius = (moon.radius * horizonY) / 480;
    svg +=
      glow(x, y, radius * 5, '#cfe0ff', 0.35) +
      `<circle cx="${round1(x)}" cy="${round1(y)}" r="${round1(radius)}" fill="#f4f1e4"/><circle cx="${round1(x - radius * 0.3)}" cy="${round1(y - radius * 0.2)}" r="${round1(radius * 0.22)}" fill="#dcd8c8"/>`;
  }
  if (palette.clouds === 'puffy') {
    for (let i = 0; i < 4; i++) {
      const cloudX = (0.08 + i * 0.24 + random() * 0.1) * width,
        cloudY = (0.15 + random() * 0.4) * horizonY,
        cloudScale = ((0.6 + random() * 0.7) * horizonY) / 480;
      /** @type {[x: number, y: number, radius: number][]} */
      const blobs = range(5).map((j) => [
        cloudX + (j - 2) * 26 * cloudScale,
        cloudY - Math.sin((j / 4) * Math.PI) * 16 * cloudScale,
        (16 + Math.sin((j / 4) * Math.PI) * 14) * cloudScale,
      ]);
      /**
       * @param {number} offsetY
       * @param {string | undefined} fill
       * @param {number} opacity
       */
      const cloud = (offsetY, fill, opacity) =>
        `<g fill="${fill}" opacity="${opacity}">${blobs.map(([x, y, radius]) => `<circle cx="${round1(x)}" cy="${round1(y + offsetY)}" r="${round1(radius)}"/>`).join('')}<rect x="${round1(cloudX - 62 * cloudScale)}" y="${round1(cloudY + offsetY - 4 * cloudScale)}" width="${round1(124 * cloudScale)}" height="${round1(18 * cloudScale)}" rx="${round1(9 * cloudScale)}"/></g>`;
      svg += cloud(5 * cloudScale, '#bcd6e8', 0.7) + cloud(0, palette.cloudColour, 0.92);
    }
  } else if (palette.clouds === 'streak') {
    svg += `<g fill="${palette.cloudColour}">`;
    for (let i = 0; i < 7; i++)
      svg += `<ellipse cx="${round1(random() * width)}" cy="${round1((0.3 + random() * 0.55) * horizonY)}" rx="${round1(((60 + random() * 170) * width) / 1200)}" ry="${round1(2 + random() * 5)}" opacity="${round1(0.25 + random() * 0.35)}"/>`;
    svg += '</g>';
  }
  if (options.birds) {
    svg += `<g fill="none" stroke="${mixColours(palette.silhouette, '#000000', 0.2)}" stroke-width="1.6" stroke-linecap="round" opacity="0.7">`;
    for (let i = 0; i < options.birds; i++) {
      const x = (options.birdsX ?? 0.3) * width + (random() - 0.5) * 0.2 * width,
        y = (0.2 + random() * 0.3) * horizonY,
        wingSpan = 5 + random() * 5;
      svg += `<path d="M${round1(x - wingSpan)} ${round1(y)}Q${round1(x - wingSpan / 2)} ${round1(y - wingSpan * 0.6)} ${round1(x)} ${round1(y)}Q${round1(x + wingSpan / 2)} ${round1(y - wingSpan * 0.6)} ${round1(x + wingSpan)} ${round1(y)}"/>`;
    }
    svg += '</g>';
  }
  return svg;
}
