// Helpers for writing SVG by hand: numbers rounded to 0.1 px, point lists, gradients, glows and colour mixing; a
// seeded random generator, so every run draws the same pictures; and ids unique within a run.

/** @typedef {[x: number, y: number]} Point a point on the picture, in px */
/** @typedef {[offset: number, colour: string, opacity?: number]} GradientStop */
/** @typedef {() => number} Random a number in [0, 1), from a seeded sequence */

/**
 * A number rounded to one decimal: precise enough for pixels, and short.
 * @param {number} value
 */
export const round1 = (value) => Math.round(value * 10) / 10;

/**
 * `x,y x,y …`, for `points` attributes.
 * @param {readonly Point[]} points
 */
export const pointList = (points) => points.map(([x, y]) => `${round1(x)},${round1(y)}`).join(' ');

/**
 * @param {number} from
 * @param {number} to
 * @param {number} amount 0 gives `from`, 1 gives `to`
 */
export const lerp = (from, to, amount) => from + (to - from) * amount;

/**
 * @param {number} value
 * @param {number} [min]
 * @param {number} [max]
 */
export const clamp = (value, min = 0, max = 1) => Math.min(max, Math.max(min, value));

/**
 * 0 below `edge0`, 1 above `edge1`, a smooth S-curve between.
 * @param {number} edge0
 * @param {number} edge1
 * @param {number} x
 */
export const smoothstep = (edge0, edge1, x) => {
  const progress = clamp((x - edge0) / (edge1 - edge0));
  return progress * progress * (3 - 2 * progress);
};

/**
 * 0, 1, …, count - 1.
 * @param {number} count
 */
export const range = (count) => Array.from({ length: count }, (_, index) => index);

/**
 * A random sequence that is the same for the same seed (FNV-1a hash of the seed, then mulberry32).
 * @param {string} seed
 * @returns {Random}
 */
export function seededRandom(seed) {
  let hash = 2166136261;
  for (const char of String(seed)) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  let state = hash >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * @template T
 * @param {Random} random
 * @param {readonly T[]} items
 * @returns {T}
 */
export const pick = (random, items) => items[Math.floor(random() * items.length)];

/**
 * `#rrggbb` as [red, green, blue].
 * @param {string} hex
 */
const hexToRgb = (hex) => [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));

/**
 * A colour between two `#rrggbb` colours.
 * @param {string} from
 * @param {string} to
 * @param {number} amount 0 gives `from`, 1 gives `to`
 */
export const mixColours = (from, to, amount) =>
  '#' +
  hexToRgb(from)
    .map((channel, index) =>
      Math.round(lerp(channel, hexToRgb(to)[index], amount))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('');

let lastId = 0;
/**
 * An id for a gradient, pattern or clip path, unique within the run.
 * @param {string} prefix
 */
export const uniqueId = (prefix) => `${prefix}${++lastId}`;

/** @param {readonly GradientStop[]} stops */
export const gradientStops = (stops) =>
  stops
    .map(
      ([offset, colour, opacity = 1]) =>
        `<stop offset="${offset}" stop-color="${colour}" stop-opacity="${opacity}"/>`,
    )
    .join('');

/**
 * A linear gradient, top to bottom unless told otherwise.
 * @param {string} id
 * @param {readonly GradientStop[]} stops
 */
export const linearGradient = (id, stops, x1 = 0, y1 = 0, x2 = 0, y2 = 1) =>
  `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${gradientStops(stops)}</linearGradient>`;

/**
 * @param {string} id
 * @param {readonly GradientStop[]} stops
 */
export const radialGradient = (id, stops) =>
  `<radialGradient id="${id}">${gradientStops(stops)}</radialGradient>`;

/**
 * The signed area of a polygon (shoelace formula): its sign tells which way round its points run.
 * @param {readonly Point[]} points
 */
export const polygonArea = (points) =>
  points.reduce((sum, [x, y], index) => {
    const [nextX, nextY] = points[(index + 1) % points.length];
    return sum + x * nextY - nextX * y;
  }, 0) / 2;

/**
 * A soft round light fading out from its centre.
 * @param {number} x
 * @param {number} y
 * @param {number} radius
 * @param {string} colour
 */
export const glow = (x, y, radius, colour, opacity = 0.5) => {
  const id = uniqueId('g');
  return `<defs>${radialGradient(id, [
    [0, colour, opacity],
    [1, colour, 0],
  ])}</defs><circle cx="${round1(x)}" cy="${round1(y)}" r="${round1(radius)}" fill="url(#${id})"/>`;
};
