// Celebration: balloons, hearts, rose petals, confetti, fireworks, light beams, string lights, and all of the party
// put on a yacht.
import { glow, gradientStops, lerp, pick, pointList, round1, uniqueId } from '../svg.mjs';

/**
 * A bunch of balloons on strings tied at (x, y).
 * @param {number} x
 * @param {number} y
 * @param {number} scale
 * @param {import('../svg.mjs').Random} random
 */
export function balloons(
  x,
  y,
  scale,
  random,
  colours = ['#c9a24a', '#f4a9bb', '#ffffff', '#2a6fdb', '#e8c36a', '#d94f7a'],
) {
  let svg = '';
  colours.forEach((colour, i) => {
    const balloonX = x + (i - colours.length / 2 + 0.5) * 44 * scale + (random() - 0.5) * 20 * scale,
      balloonY = y - (190 + random() * 120) * scale;
    svg += `<path d="M${round1(balloonX)} ${round1(balloonY + 40 * scale)}Q${round1(balloonX + (random() - 0.5) * 40 * scale)} ${round1((balloonY + y) / 2)} ${round1(x)} ${round1(y)}" stroke="#ffffff" stroke-opacity="0.7" stroke-width="${round1(1.2 * scale)}" fill="none"/>`;
    svg += `<ellipse cx="${round1(balloonX)}" cy="${round1(balloonY)}" rx="${round1(31 * scale)}" ry="${round1(38 * scale)}" fill="${colour}"/><path d="M${round1(balloonX - 4 * scale)} ${round1(balloonY + 44 * scale)}L${round1(balloonX)} ${round1(balloonY + 37 * scale)}L${round1(balloonX + 4 * scale)} ${round1(balloonY + 44 * scale)}Z" fill="${colour}"/><ellipse cx="${round1(balloonX - 10 * scale)}" cy="${round1(balloonY - 14 * scale)}" rx="${round1(7 * scale)}" ry="${round1(12 * scale)}" fill="#fff" opacity="0.35" transform="rotate(25 ${round1(balloonX - 10 * scale)} ${round1(balloonY - 14 * scale)})"/>`;
  });
  return svg;
}

/**
 * @param {number} x
 * @param {number} y
 * @param {number} radius
 * @param {string} fill
 * @param {number} opacity
 */
export function heart(x, y, radius, fill, opacity) {
  return `<path d="M${round1(x)} ${round1(y + radius * 0.9)}C${round1(x - radius * 1.6)} ${round1(y - radius * 0.1)} ${round1(x - radius * 0.8)} ${round1(y - radius * 1.2)} ${round1(x)} ${round1(y - radius * 0.35)}C${round1(x + radius * 0.8)} ${round1(y - radius * 1.2)} ${round1(x + radius * 1.6)} ${round1(y - radius * 0.1)} ${round1(x)} ${round1(y + radius * 0.9)}Z" fill="${fill}" opacity="${opacity}"/>`;
}

/**
 * Rose petals scattered over the floor between two heights.
 * @param {number} width
 * @param {number} fromY
 * @param {number} toY
 * @param {number} scale
 * @param {import('../svg.mjs').Random} random
 * @param {number} count
 */
export function petals(width, fromY, toY, scale, random, count) {
  let svg = '';
  for (let i = 0; i < count; i++) {
    const x = random() * width,
      y = lerp(fromY, toY, random()),
      radius = (6 + random() * 5) * scale;
    svg += `<ellipse cx="${round1(x)}" cy="${round1(y)}" rx="${round1(radius)}" ry="${round1(radius * 0.55)}" fill="${pick(random, ['#c2183b', '#e0445f', '#a3122f', '#f07a8e'])}" transform="rotate(${Math.round(random() * 180)} ${round1(x)} ${round1(y)})" opacity="0.92"/>`;
  }
  return svg;
}

/**
 * Confetti over the top 90 % of a width × height area.
 * @param {number} width
 * @param {number} height
 * @param {import('../svg.mjs').Random} random
 * @param {number} count
 * @param {number} scale
 */
export function confetti(width, height, random, count, scale) {
  let svg = '';
  for (let i = 0; i < count; i++) {
    const x = random() * width,
      y = random() * height * 0.9,
      pieceWidth = (5 + random() * 6) * scale;
    svg += `<rect x="${round1(x)}" y="${round1(y)}" width="${round1(pieceWidth)}" height="${round1(pieceWidth * 0.45)}" fill="${pick(random, ['#e0b85c', '#ff5fa2', '#37d5f0', '#ffffff', '#a78bfa', '#f2c14e'])}" transform="rotate(${Math.round(random() * 180)} ${round1(x)} ${round1(y)})" opacity="${round1(0.6 + random() * 0.4)}"/>`;
  }
  return svg;
}

/**
 * @param {number} x
 * @param {number} y
 * @param {number} radius
 * @param {string} colour
 * @param {import('../svg.mjs').Random} random
 */
export function firework(x, y, radius, colour, random) {
  let rays = '',
    sparks = '';
  for (let i = 0; i < 22; i++) {
    const angle = (i / 22) * Math.PI * 2 + random() * 0.1,
      innerRadius = radius * 0.25,
      outerRadius = radius * (0.8 + random() * 0.2);
    rays += `M${round1(x + Math.cos(angle) * innerRadius)} ${round1(y + Math.sin(angle) * innerRadius)}L${round1(x + Math.cos(angle) * outerRadius)} ${round1(y + Math.sin(angle) * outerRadius)}`;
    sparks += `<circle cx="${round1(x + Math.cos(angle) * outerRadius * 1.06)}" cy="${round1(y + Math.sin(angle) * outerRadius * 1.06)}" r="${round1(radius * 0.025)}" fill="${colour}"/>`;
  }
  return (
    glow(x, y, radius * 1.2, colour, 0.25) +
    `<path d="${rays}" stroke="${colour}" stroke-width="${round1(radius * 0.018)}" stroke-linecap="round" opacity="0.85"/>${sparks}`
  );
}

/**
 * Coloured beams fanning up from a DJ's spot.
 * @param {number} x
 * @param {number} y
 * @param {number} beamLength
 * @param {import('../svg.mjs').Random} random
 */
export function lightBeams(x, y, beamLength, random, colours = ['#ff3cac', '#2bd9fe', '#8b5cf6', '#ffd36b']) {
  let svg = '';
  colours.forEach((colour, i) => {
    const id = uniqueId('bm'),
      angle = -Math.PI / 2 + (i - 1.5) * 0.32 + (random() - 0.5) * 0.15,
      halfAngle = 0.05;
    svg += `<defs><radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${round1(x)}" cy="${round1(y)}" r="${round1(beamLength)}">${gradientStops(
      [
        [0, colour, 0.55],
        [1, colour, 0],
      ],
    )}</radialGradient></defs><polygon points="${pointList([
      [x, y],
      [x + Math.cos(angle - halfAngle) * beamLength, y + Math.sin(angle - halfAngle) * beamLength],
      [x + Math.cos(angle + halfAngle) * beamLength, y + Math.sin(angle + halfAngle) * beamLength],
    ])}" fill="url(#${id})"/>`;
  });
  return svg + glow(x, y, beamLength * 0.18, '#ff7ad9', 0.55);
}

/**
 * A string of lights sagging between two points.
 * @param {number} fromX
 * @param {number} fromY
 * @param {number} toX
 * @param {number} toY
 * @param {number} sag
 * @param {number} count bulbs, plus one
 * @param {number} scale
 */
export function fairyLights(fromX, fromY, toX, toY, sag, count, scale) {
  let svg = `<path d="M${round1(fromX)} ${round1(fromY)}Q${round1((fromX + toX) / 2)} ${round1((fromY + toY) / 2 + sag * 2)} ${round1(toX)} ${round1(toY)}" stroke="#2a2a2a" stroke-width="${round1(1.2 * scale)}" fill="none" opacity="0.6"/>`;
  for (let i = 1; i < count; i++) {
    const along = i / count,
      x = (1 - along) ** 2 * fromX + 2 * along * (1 - along) * ((fromX + toX) / 2) + along * along * toX,
      y =
        (1 - along) ** 2 * fromY +
        2 * along * (1 - along) * ((fromY + toY) / 2 + sag * 2) +
        along * along * toY;
    svg += `<circle cx="${round1(x)}" cy="${round1(y)}" r="${round1(9 * scale)}" fill="#ffe6a0" opacity="0.25"/><circle cx="${round1(x)}" cy="${round1(y + 2 * scale)}" r="${round1(3.2 * scale)}" fill="#fff1c2"/>`;
  }
  return svg;
}

/**
 * Party extras attached to a yacht: DJ glow and beams on the top deck, string lights mast-to-bow and mast-to-stern.
 * @param {import('../svg.mjs').Random} random
 * @returns {import('../yacht/view.mjs').YachtExtras}
 */
export const partyExtras =
  (random, beams = true) =>
  (project, scale, geometry) => {
    const [mastTopX, mastTopY] = project(
        geometry.mastX - geometry.length * 0.05,
        geometry.top.y + geometry.mastHeight + geometry.length * 0.04,
        0,
      ),
      [bowX, bowY] = project(geometry.length * 0.99, geometry.sheer(geometry.length) + 20, 0),
      [sternX, sternY] = project(geometry.length * 0.01, geometry.sheer(0) + geometry.length * 0.085, 0);
    const [djX, djY] = project(lerp(geometry.top.aftX, geometry.top.foreX, 0.35), geometry.top.y + 12, 0);
    return (
      (beams ? lightBeams(djX, djY, geometry.length * scale * 0.5, random) : '') +
      fairyLights(mastTopX, mastTopY, bowX, bowY, 6 * scale * 10, 14, scale * 3) +
      fairyLights(mastTopX, mastTopY, sternX, sternY, 6 * scale * 10, 10, scale * 3)
    );
  };
