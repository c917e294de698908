// A camera in the foreground, a drone in the sky, a compass rose.
import { pointList, radialGradient, round1, uniqueId } from '../svg.mjs';

/**
 * A camera seen from the front, slightly turned.
 * @param {number} x
 * @param {number} y
 * @param {number} scale
 */
export function cameraSilhouette(x, y, scale) {
  const lensId = uniqueId('ln');
  let svg = `<defs>${radialGradient(lensId, [
    [0, '#3d5f9e'],
    [0.55, '#1b2a55'],
    [1, '#06080f'],
  ])}</defs><g transform="rotate(-8 ${round1(x)} ${round1(y)})">`;
  svg += `<path d="M${round1(x - 150 * scale)} ${round1(y - 70 * scale)}H${round1(x - 60 * scale)}L${round1(x - 40 * scale)} ${round1(y - 110 * scale)}H${round1(x + 40 * scale)}L${round1(x + 60 * scale)} ${round1(y - 70 * scale)}H${round1(x + 150 * scale)}V${round1(y + 90 * scale)}H${round1(x - 150 * scale)}Z" fill="#161a22" stroke="#2c3340" stroke-width="${round1(3 * scale)}" stroke-linejoin="round"/>`;
  svg += `<rect x="${round1(x + 100 * scale)}" y="${round1(y - 70 * scale)}" width="${round1(50 * scale)}" height="${round1(160 * scale)}" rx="${round1(18 * scale)}" fill="#0e1117"/><rect x="${round1(x + 96 * scale)}" y="${round1(y - 86 * scale)}" width="${round1(34 * scale)}" height="${round1(14 * scale)}" rx="${round1(5 * scale)}" fill="#2c3340"/><rect x="${round1(x - 138 * scale)}" y="${round1(y - 92 * scale)}" width="${round1(40 * scale)}" height="${round1(20 * scale)}" rx="${round1(4 * scale)}" fill="#2c3340"/>`;
  svg += `<circle cx="${round1(x - 8 * scale)}" cy="${round1(y + 10 * scale)}" r="${round1(84 * scale)}" fill="#0b0d12" stroke="#3a4250" stroke-width="${round1(4 * scale)}"/><circle cx="${round1(x - 8 * scale)}" cy="${round1(y + 10 * scale)}" r="${round1(64 * scale)}" fill="#1a1f29" stroke="#c9a24a" stroke-width="${round1(2.5 * scale)}"/><circle cx="${round1(x - 8 * scale)}" cy="${round1(y + 10 * scale)}" r="${round1(46 * scale)}" fill="url(#${lensId})"/><path d="M${round1(x - 40 * scale)} ${round1(y - 8 * scale)}A${round1(36 * scale)} ${round1(36 * scale)} 0 0 1 ${round1(x + 8 * scale)} ${round1(y - 24 * scale)}" stroke="#ffffff" stroke-opacity="0.45" stroke-width="${round1(5 * scale)}" fill="none" stroke-linecap="round"/><circle cx="${round1(x + 122 * scale)}" cy="${round1(y - 50 * scale)}" r="${round1(4 * scale)}" fill="#d33"/></g>`;
  return svg;
}

/**
 * A quadcopter seen from a little below.
 * @param {number} x
 * @param {number} y
 * @param {number} scale
 */
export function drone(x, y, scale) {
  let svg = '';
  for (const [armX, armY] of [
    [-70, -16],
    [70, -16],
    [-52, 10],
    [52, 10],
  ])
    svg += `<path d="M${round1(x)} ${round1(y)}L${round1(x + armX * scale)} ${round1(y + armY * scale)}" stroke="#2a2f38" stroke-width="${round1(5 * scale)}"/><rect x="${round1(x + armX * scale - 3 * scale)}" y="${round1(y + armY * scale - 10 * scale)}" width="${round1(6 * scale)}" height="${round1(10 * scale)}" fill="#2a2f38"/><ellipse cx="${round1(x + armX * scale)}" cy="${round1(y + armY * scale - 11 * scale)}" rx="${round1(32 * scale)}" ry="${round1(4 * scale)}" fill="#cfd6dd" opacity="0.55"/>`;
  return (
    svg +
    `<rect x="${round1(x - 26 * scale)}" y="${round1(y - 10 * scale)}" width="${round1(52 * scale)}" height="${round1(20 * scale)}" rx="${round1(8 * scale)}" fill="#3a404b"/><circle cx="${round1(x)}" cy="${round1(y + 16 * scale)}" r="${round1(8 * scale)}" fill="#15181f"/><circle cx="${round1(x - 20 * scale)}" cy="${round1(y)}" r="${round1(2.5 * scale)}" fill="#ff4d4d"/><circle cx="${round1(x + 20 * scale)}" cy="${round1(y)}" r="${round1(2.5 * scale)}" fill="#4dff88"/>`
  );
}

/**
 * An eight-pointed compass rose in outline.
 * @param {number} x
 * @param {number} y
 * @param {number} radius
 * @param {string} colour
 * @param {number} opacity
 */
export function compassRose(x, y, radius, colour, opacity) {
  let spikes = '';
  for (let i = 0; i < 8; i++) {
    const angle = (i * Math.PI) / 4 - Math.PI / 2,
      spikeLength = i % 2 ? radius * 0.6 : radius,
      halfWidth = radius * 0.12;
    /** @type {import('../svg.mjs').Point[]} one side of the base, the tip, the other side */
    const spike = [
      [x + Math.cos(angle - Math.PI / 2) * halfWidth, y + Math.sin(angle - Math.PI / 2) * halfWidth],
      [x + Math.cos(angle) * spikeLength, y + Math.sin(angle) * spikeLength],
      [x + Math.cos(angle + Math.PI / 2) * halfWidth, y + Math.sin(angle + Math.PI / 2) * halfWidth],
    ];
    spikes += `M${pointList(spike)}Z`.replace(/ /g, 'L');
  }
  return `<g opacity="${opacity}" fill="none" stroke="${colour}" stroke-width="${round1(radius * 0.012)}"><circle cx="${round1(x)}" cy="${round1(y)}" r="${round1(radius * 0.78)}"/><circle cx="${round1(x)}" cy="${round1(y)}" r="${round1(radius * 0.72)}"/><path d="${spikes}" fill="${colour}" fill-opacity="0.35"/></g>`;
}
