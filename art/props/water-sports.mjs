// On and over the water: a jet ski with its rider, a parasail, a float ring, a beach ball, fishing rods on a yacht.
import { litColour } from '../palettes.mjs';
import { lerp, round1 } from '../svg.mjs';

/**
 * A jet ski with its rider and spray, facing right.
 * @param {number} x
 * @param {number} y the waterline
 * @param {number} scale
 */
export function jetSki(x, y, scale, colour = '#17a398') {
  /**
   * @param {number} right
   * @param {number} up
   */
  const at = (right, up) => `${round1(x + right * scale)} ${round1(y - up * scale)}`;
  /**
   * @param {string} path
   * @param {string} strokeColour
   * @param {number} width
   */
  const stroke = (path, strokeColour, width) =>
    `<path d="${path}" stroke="${strokeColour}" stroke-width="${round1(width * scale)}" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`;
  let svg = `<path d="M${at(-80, 3)}Q${at(-240, 16)} ${at(-420, 3)}Q${at(-240, -8)} ${at(-80, -5)}Z" fill="#ffffff" opacity="0.5"/>`;
  for (let i = 0; i < 8; i++)
    svg += `<ellipse cx="${round1(x - (95 + i * 20) * scale)}" cy="${round1(y - (14 + Math.sin(i * 1.3) * 7 + (i < 3 ? i * 6 : 18 - i * 2)) * scale)}" rx="${round1((20 - i * 1.6) * scale)}" ry="${round1((13 - i) * scale)}" fill="#ffffff" opacity="${round1(0.9 - i * 0.09)}"/>`;
  svg += `<path d="M${at(96, 6)}Q${at(120, 14)} ${at(132, 4)}Q${at(116, 2)} ${at(96, 0)}Z" fill="#ffffff" opacity="0.8"/>`;
  // rider's legs first (the hull hides the lower legs)
  svg += stroke(`M${at(-28, 50)}L${at(6, 56)}L${at(12, 30)}`, '#1d2430', 13);
  // hull, side band, seat and steering pod
  svg += `<path d="M${at(-88, 4)}L${at(70, 2)}Q${at(100, 6)} ${at(112, 28)}L${at(42, 36)}L${at(30, 50)}L${at(10, 50)}L${at(2, 44)}L${at(-70, 44)}L${at(-90, 30)}Z" fill="#fbfbf8"/>`;
  svg += `<path d="M${at(-89, 20)}L${at(104, 18)}L${at(110, 25)}L${at(-89, 28)}Z" fill="${colour}"/><path d="M${at(-88, 6)}L${at(74, 4)}" stroke="#1d2430" stroke-width="${round1(3 * scale)}" opacity="0.5"/>`;
  svg += `<path d="M${at(42, 36)}L${at(112, 28)}L${at(70, 40)}Z" fill="${colour}"/><path d="M${at(-68, 44)}Q${at(-66, 54)} ${at(-50, 54)}L${at(0, 52)}L${at(2, 44)}Z" fill="#1d2430"/>`;
  // torso, head, arms
  svg +=
    stroke(`M${at(-26, 54)}L${at(-10, 100)}`, '#ff7a2f', 26) +
    `<circle cx="${round1(x - 4 * scale)}" cy="${round1(y - 122 * scale)}" r="${round1(12 * scale)}" fill="#3a2a22"/><path d="M${at(-16, 128)}Q${at(-4, 140)} ${at(9, 127)}Z" fill="#1d2430"/>`;
  svg +=
    stroke(`M${at(-8, 96)}L${at(14, 74)}L${at(32, 64)}`, '#3a2a22', 8) +
    stroke(`M${at(28, 50)}L${at(32, 64)}M${at(24, 66)}L${at(40, 62)}`, '#1d2430', 5);
  return svg;
}

/**
 * A parasail canopy with its harness.
 * @param {number} x
 * @param {number} y
 * @param {number} radius
 * @param {import('../palettes.mjs').Palette} palette
 */
export function parasail(x, y, radius, palette) {
  const colour = litColour('#ff7a2f', 'side', palette);
  return `<path d="M${round1(x - radius)} ${round1(y)}Q${round1(x)} ${round1(y - radius * 0.9)} ${round1(x + radius)} ${round1(y)}Q${round1(x)} ${round1(y - radius * 0.55)} ${round1(x - radius)} ${round1(y)}Z" fill="${colour}"/><path d="M${round1(x - radius * 0.33)} ${round1(y - radius * 0.4)}Q${round1(x)} ${round1(y - radius * 0.55)} ${round1(x + radius * 0.33)} ${round1(y - radius * 0.4)}" stroke="#ffffff" stroke-width="${round1(radius * 0.08)}" fill="none"/><path d="M${round1(x - radius)} ${round1(y)}L${round1(x)} ${round1(y + radius * 1.2)}L${round1(x + radius)} ${round1(y)}" stroke="#333" stroke-width="0.8" fill="none" opacity="0.6"/><circle cx="${round1(x)}" cy="${round1(y + radius * 1.25)}" r="${round1(radius * 0.07)}" fill="#333"/>`;
}

/**
 * @param {number} x
 * @param {number} y
 * @param {number} radius
 */
export function floatRing(x, y, radius) {
  return `<ellipse cx="${round1(x)}" cy="${round1(y)}" rx="${round1(radius)}" ry="${round1(radius * 0.35)}" fill="none" stroke="#ff5a4f" stroke-width="${round1(radius * 0.35)}"/><ellipse cx="${round1(x)}" cy="${round1(y)}" rx="${round1(radius)}" ry="${round1(radius * 0.35)}" fill="none" stroke="#ffffff" stroke-width="${round1(radius * 0.36)}" stroke-dasharray="${round1(radius * 0.5)} ${round1(radius * 0.9)}"/>`;
}

/**
 * @param {number} x
 * @param {number} y
 * @param {number} radius
 */
export function beachBall(x, y, radius) {
  return `<circle cx="${round1(x)}" cy="${round1(y)}" r="${round1(radius)}" fill="#ffffff"/><path d="M${round1(x)} ${round1(y - radius)}Q${round1(x - radius * 0.9)} ${round1(y)} ${round1(x)} ${round1(y + radius)}Q${round1(x - radius * 1.3)} ${round1(y)} ${round1(x)} ${round1(y - radius)}Z" fill="#2a6fdb"/><path d="M${round1(x)} ${round1(y - radius)}Q${round1(x + radius * 0.9)} ${round1(y)} ${round1(x)} ${round1(y + radius)}Q${round1(x + radius * 1.3)} ${round1(y)} ${round1(x)} ${round1(y - radius)}Z" fill="#f2c14e"/><path d="M${round1(x - radius * 0.25)} ${round1(y - radius * 0.95)}Q${round1(x)} ${round1(y)} ${round1(x - radius * 0.25)} ${round1(y + radius * 0.95)}" stroke="#e4574f" stroke-width="${round1(radius * 0.3)}" fill="none"/>`;
}

/**
 * Two fishing rods at the stern of a yacht, their lines trailing in the water.
 * @type {import('../yacht/view.mjs').YachtExtras}
 */
export const fishingRods = (project, scale, geometry) => {
  let svg = '';
  for (const z of [-geometry.halfBeam * 0.7, geometry.halfBeam * 0.7]) {
    const [buttX, buttY] = project(geometry.length * 0.04, geometry.sheer(0) + geometry.length * 0.01, z),
      [tipX, tipY] = project(-geometry.length * 0.2, geometry.sheer(0) + geometry.length * 0.26, z * 1.3),
      [lineEndX, lineEndY] = project(-geometry.length * 0.75, 0, z * 2.2);
    svg += `<path d="M${round1(buttX)} ${round1(buttY)}Q${round1((buttX + tipX) / 2)} ${round1((buttY + tipY) / 2 - 6 * scale * 10)} ${round1(tipX)} ${round1(tipY)}" stroke="#1d2430" stroke-width="${round1(Math.max(1.2, 5 * scale))}" fill="none" stroke-linecap="round"/><circle cx="${round1(lerp(buttX, tipX, 0.12))}" cy="${round1(lerp(buttY, tipY, 0.12))}" r="${round1(Math.max(2, 10 * scale))}" fill="#c9a24a"/>`;
    svg += `<path d="M${round1(tipX)} ${round1(tipY)}Q${round1((tipX + lineEndX) / 2)} ${round1(tipY + (lineEndY - tipY) * 0.3)} ${round1(lineEndX)} ${round1(lineEndY)}" stroke="#ffffff" stroke-opacity="0.7" stroke-width="0.9" fill="none"/>`;
  }
  return svg;
};
