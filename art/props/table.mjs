// Things on a deck table: glasses, an ice bucket, plates, a cake, candles, a ring box, flowers, a chart and compass.
// Each is drawn around (x, y), its foot on the table, at `scale` (1 for an 800 px high picture).
import { glow, mixColours, pick, range, round1 } from '../svg.mjs';

/**
 * A point as `x y`, from offsets in unscaled px: right of x, and up from y.
 * @param {number} x
 * @param {number} y
 * @param {number} scale
 */
const offsetFrom = (x, y, scale) => /** @param {number} right @param {number} up */ (right, up) =>
  `${round1(x + right * scale)} ${round1(y - up * scale)}`;

/**
 * A champagne flute, tilted by `tilt` degrees.
 * @param {number} x
 * @param {number} y
 * @param {number} scale
 */
export function flute(x, y, scale, tilt = 0, liquid = '#f2c14e') {
  const at = offsetFrom(x, y, scale);
  return `<g transform="rotate(${tilt} ${round1(x)} ${round1(y)})"><ellipse cx="${round1(x)}" cy="${round1(y)}" rx="${round1(15 * scale)}" ry="${round1(4 * scale)}" fill="#ffffff" opacity="0.7"/><path d="M${at(0, 0)}V${round1(y - 44 * scale)}" stroke="#ffffff" stroke-width="${round1(2.5 * scale)}" opacity="0.8"/>
<path d="M${at(-5, 44)}C${at(-11, 62)} ${at(-11.5, 90)} ${at(-11.2, 100)}L${at(11.2, 100)}C${at(11.5, 90)} ${at(11, 62)} ${at(5, 44)}Z" fill="${liquid}" opacity="0.9"/>
<path d="M${at(-4, 42)}C${at(-12, 60)} ${at(-13, 96)} ${at(-12, 116)}L${at(12, 116)}C${at(13, 96)} ${at(12, 60)} ${at(4, 42)}Z" fill="#ffffff" fill-opacity="0.15" stroke="#ffffff" stroke-opacity="0.85" stroke-width="${round1(1.6 * scale)}"/>
${range(4)
  .map(
    (i) =>
      `<circle cx="${round1(x + (i % 2 ? 3 : -3) * scale)}" cy="${round1(y - (55 + i * 11) * scale)}" r="${round1(1.3 * scale)}" fill="#fff" opacity="0.8"/>`,
  )
  .join('')}</g>`;
}

/**
 * @param {number} x
 * @param {number} y
 * @param {number} scale
 */
export function wineGlass(x, y, scale, wine = '#7a1430') {
  const at = offsetFrom(x, y, scale);
  return `<ellipse cx="${round1(x)}" cy="${round1(y)}" rx="${round1(14 * scale)}" ry="${round1(4 * scale)}" fill="#fff" opacity="0.7"/><path d="M${at(0, 0)}V${round1(y - 36 * scale)}" stroke="#fff" stroke-width="${round1(2.4 * scale)}" opacity="0.8"/><path d="M${at(-20, 62)}C${at(-20, 44)} ${at(-8, 38)} ${at(0, 38)}C${at(8, 38)} ${at(20, 44)} ${at(20, 62)}Z" fill="${wine}" opacity="0.9"/><path d="M${at(-3, 36)}C${at(-21, 40)} ${at(-23, 72)} ${at(-18, 92)}L${at(18, 92)}C${at(23, 72)} ${at(21, 40)} ${at(3, 36)}Z" fill="#fff" fill-opacity="0.14" stroke="#fff" stroke-opacity="0.85" stroke-width="${round1(1.6 * scale)}"/>`;
}

/**
 * An ice bucket with a bottle in it.
 * @param {number} x
 * @param {number} y
 * @param {number} scale
 */
export function iceBucket(x, y, scale) {
  const at = offsetFrom(x, y, scale);
  return `<path d="M${at(8, 60)}L${at(34, 150)}" stroke="#0f3a2a" stroke-width="${round1(18 * scale)}" stroke-linecap="round"/><path d="M${at(30, 138)}L${at(36, 158)}" stroke="#c9a24a" stroke-width="${round1(12 * scale)}" stroke-linecap="round"/><path d="M${at(-30, 78)}L${at(-24, 0)}H${round1(x + 24 * scale)}L${at(30, 78)}Z" fill="#cfd6dc"/><path d="M${at(-30, 78)}L${at(-24, 0)}H${round1(x - 14 * scale)}L${at(-18, 78)}Z" fill="#ffffff" opacity="0.45"/><ellipse cx="${round1(x)}" cy="${round1(y - 78 * scale)}" rx="${round1(31 * scale)}" ry="${round1(6 * scale)}" fill="#e9eef2"/>`;
}

const FOOD_COLOURS = ['#f08a5d', '#7cb36b', '#f2c14e', '#e4574f', '#f6e7c8'];

/**
 * A plate with four bites of food.
 * @param {number} x
 * @param {number} y
 * @param {number} scale
 * @param {import('../svg.mjs').Random} random
 */
export function plate(x, y, scale, random) {
  let food = '';
  for (let i = 0; i < 4; i++)
    food += `<ellipse cx="${round1(x + (i - 1.5) * 12 * scale)}" cy="${round1(y - 3 * scale + (i % 2) * 4 * scale)}" rx="${round1(8 * scale)}" ry="${round1(5 * scale)}" fill="${pick(random, FOOD_COLOURS)}"/>`;
  return `<ellipse cx="${round1(x)}" cy="${round1(y)}" rx="${round1(50 * scale)}" ry="${round1(14 * scale)}" fill="#fbfbf8"/><ellipse cx="${round1(x)}" cy="${round1(y)}" rx="${round1(36 * scale)}" ry="${round1(9.5 * scale)}" fill="none" stroke="#c9a24a" stroke-width="${round1(1.4 * scale)}" opacity="0.7"/>${food}`;
}

/**
 * A two-tier birthday cake with three lit candles.
 * @param {number} x
 * @param {number} y
 * @param {number} scale
 */
export function cake(x, y, scale) {
  /**
   * Icing dripping down from the top of a tier.
   * @param {number} left
   * @param {number} width
   * @param {number} topY
   * @param {string} colour
   */
  const drip = (left, width, topY, colour) => {
    let path = `M${round1(left)} ${round1(topY)}`;
    for (let i = 0; i < 6; i++) {
      const dripX = left + (width * i) / 6;
      path += `L${round1(dripX + width / 12)} ${round1(topY + (i % 2 ? 10 : 16) * scale)}Q${round1(dripX + width / 8)} ${round1(topY + 20 * scale)} ${round1(dripX + width / 6)} ${round1(topY + 4 * scale)}`;
    }
    return `<path d="${path}V${round1(topY)}Z" fill="${colour}"/>`;
  };
  let svg = `<ellipse cx="${round1(x)}" cy="${round1(y)}" rx="${round1(80 * scale)}" ry="${round1(14 * scale)}" fill="#f7f7f4"/><rect x="${round1(x - 60 * scale)}" y="${round1(y - 62 * scale)}" width="${round1(120 * scale)}" height="${round1(62 * scale)}" rx="${round1(6 * scale)}" fill="#fbf3ea"/>`;
  svg +=
    drip(x - 60 * scale, 120 * scale, y - 62 * scale, '#f4a9bb') +
    `<rect x="${round1(x - 42 * scale)}" y="${round1(y - 108 * scale)}" width="${round1(84 * scale)}" height="${round1(48 * scale)}" rx="${round1(6 * scale)}" fill="#fbf3ea"/>` +
    drip(x - 42 * scale, 84 * scale, y - 108 * scale, '#f4a9bb');
  svg += `<path d="M${round1(x - 60 * scale)} ${round1(y - 8 * scale)}H${round1(x + 60 * scale)}" stroke="#c9a24a" stroke-width="${round1(4 * scale)}"/>`;
  for (const candleX of [-22, 0, 22])
    svg +=
      `<rect x="${round1(x + candleX * scale - 3 * scale)}" y="${round1(y - 140 * scale)}" width="${round1(6 * scale)}" height="${round1(32 * scale)}" fill="#8fd3f4"/>` +
      glow(x + candleX * scale, y - 148 * scale, 18 * scale, '#ffcc55', 0.7) +
      `<ellipse cx="${round1(x + candleX * scale)}" cy="${round1(y - 148 * scale)}" rx="${round1(3.5 * scale)}" ry="${round1(7 * scale)}" fill="#ffd36b"/>`;
  return svg;
}

/**
 * @param {number} x
 * @param {number} y
 * @param {number} scale
 */
export function candle(x, y, scale) {
  return (
    glow(x, y - 46 * scale, 40 * scale, '#ffb84d', 0.55) +
    `<rect x="${round1(x - 9 * scale)}" y="${round1(y - 36 * scale)}" width="${round1(18 * scale)}" height="${round1(36 * scale)}" rx="${round1(3 * scale)}" fill="#f6efe2"/><ellipse cx="${round1(x)}" cy="${round1(y - 44 * scale)}" rx="${round1(3.5 * scale)}" ry="${round1(8 * scale)}" fill="#ffd36b"/>`
  );
}

/**
 * An open ring box with a diamond ring and a sparkle.
 * @param {number} x
 * @param {number} y
 * @param {number} scale
 */
export function ringBox(x, y, scale) {
  /**
   * A point as `x,y`, from offsets in unscaled px: right of x, and up from y.
   * @param {number} right
   * @param {number} up
   */
  const at = (right, up) => `${round1(x + right * scale)},${round1(y - up * scale)}`;
  return `<polygon points="${at(-34, 36)} ${at(34, 36)} ${at(29, 84)} ${at(-29, 84)}" fill="#5c1428"/><polygon points="${at(-27, 40)} ${at(27, 40)} ${at(23, 77)} ${at(-23, 77)}" fill="#e9d9c8"/><rect x="${round1(x - 36 * scale)}" y="${round1(y - 38 * scale)}" width="${round1(72 * scale)}" height="${round1(38 * scale)}" rx="${round1(5 * scale)}" fill="#7a1e36"/><rect x="${round1(x - 36 * scale)}" y="${round1(y - 38 * scale)}" width="${round1(72 * scale)}" height="${round1(8 * scale)}" fill="#4a0f20"/>
<ellipse cx="${round1(x)}" cy="${round1(y - 52 * scale)}" rx="${round1(14 * scale)}" ry="${round1(17 * scale)}" fill="none" stroke="#e0b85c" stroke-width="${round1(4.5 * scale)}"/><polygon points="${at(0, 66)} ${at(8, 74)} ${at(0, 84)} ${at(-8, 74)}" fill="#f4fbff"/><polygon points="${at(0, 66)} ${at(8, 74)} ${at(0, 74)}" fill="#b7dcf0"/>
<path d="M${round1(x + 20 * scale)} ${round1(y - 96 * scale)}l${round1(3 * scale)} ${round1(9 * scale)}l${round1(9 * scale)} ${round1(3 * scale)}l${round1(-9 * scale)} ${round1(3 * scale)}l${round1(-3 * scale)} ${round1(9 * scale)}l${round1(-3 * scale)} ${round1(-9 * scale)}l${round1(-9 * scale)} ${round1(-3 * scale)}l${round1(9 * scale)} ${round1(-3 * scale)}z" fill="#ffffff"/>`;
}

/**
 * A vase of flowers.
 * @param {number} x
 * @param {number} y
 * @param {number} scale
 * @param {import('../svg.mjs').Random} random
 */
export function flowers(x, y, scale, random) {
  let svg = `<path d="M${round1(x - 22 * scale)} ${round1(y)}L${round1(x - 28 * scale)} ${round1(y - 50 * scale)}Q${round1(x)} ${round1(y - 62 * scale)} ${round1(x + 28 * scale)} ${round1(y - 50 * scale)}L${round1(x + 22 * scale)} ${round1(y)}Z" fill="#f4f1ea"/><path d="M${round1(x - 27 * scale)} ${round1(y - 40 * scale)}H${round1(x + 27 * scale)}" stroke="#c9a24a" stroke-width="${round1(3 * scale)}"/>`;
  for (let i = 0; i < 8; i++) {
    const angle = Math.PI * (1.05 + random() * 0.9);
    svg += `<ellipse cx="${round1(x + Math.cos(angle) * 58 * scale)}" cy="${round1(y - 80 * scale + Math.sin(angle) * 46 * scale)}" rx="${round1(16 * scale)}" ry="${round1(7 * scale)}" fill="#4f7d4a" transform="rotate(${Math.round((angle * 180) / Math.PI)} ${round1(x + Math.cos(angle) * 58 * scale)} ${round1(y - 80 * scale + Math.sin(angle) * 46 * scale)})"/>`;
  }
  for (let i = 0; i < 13; i++) {
    const angle = Math.PI * (1 + random()),
      distance = random() * 48 * scale,
      flowerX = x + Math.cos(angle) * distance * 1.2,
      flowerY = y - 72 * scale + Math.sin(angle) * distance,
      radius = (11 + random() * 7) * scale,
      colour = pick(random, ['#f4a9bb', '#ffffff', '#f7c6a3', '#e0607e', '#fbe3e8']);
    svg += `<circle cx="${round1(flowerX)}" cy="${round1(flowerY)}" r="${round1(radius)}" fill="${colour}"/><circle cx="${round1(flowerX)}" cy="${round1(flowerY)}" r="${round1(radius * 0.45)}" fill="${mixColours(colour, '#c0506a', 0.35)}" opacity="0.6"/>`;
  }
  return svg;
}

/**
 * A chart with a dashed route, and a compass beside it.
 * @param {number} x
 * @param {number} y
 * @param {number} scale
 */
export function mapAndCompass(x, y, scale) {
  /**
   * A point as `x,y`, from offsets in unscaled px: right of x, and down from y.
   * @param {number} right
   * @param {number} down
   */
  const at = (right, down) => `${round1(x + right * scale)},${round1(y + down * scale)}`;
  let svg = `<polygon points="${at(-180, -8)} ${at(40, -26)} ${at(150, 4)} ${at(-80, 26)}" fill="#efe2c0"/><polygon points="${at(-180, -8)} ${at(-120, -13)} ${at(-25, 16)} ${at(-80, 26)}" fill="#e3d2a8"/>`;
  svg += `<path d="M${at(-130, 0)}Q${at(-90, -16)} ${at(-40, -6)}T${at(60, -8)}" stroke="#7fb3c8" stroke-width="${round1(5 * scale)}" fill="none" opacity="0.7"/><path d="M${at(-120, 8)}Q${at(-40, 0)} ${at(20, 6)}T${at(100, 0)}" stroke="#c8102e" stroke-width="${round1(2 * scale)}" stroke-dasharray="${round1(6 * scale)} ${round1(5 * scale)}" fill="none"/><path d="M${at(94, -6)}l${round1(10 * scale)},${round1(10 * scale)}M${at(104, -6)}l${round1(-10 * scale)},${round1(10 * scale)}" stroke="#c8102e" stroke-width="${round1(2.4 * scale)}"/>`;
  const compassX = x + 120 * scale,
    compassY = y - 34 * scale;
  svg += `<ellipse cx="${round1(compassX)}" cy="${round1(compassY + 6 * scale)}" rx="${round1(44 * scale)}" ry="${round1(16 * scale)}" fill="#8a6a2a"/><ellipse cx="${round1(compassX)}" cy="${round1(compassY)}" rx="${round1(44 * scale)}" ry="${round1(16 * scale)}" fill="#e0b85c"/><ellipse cx="${round1(compassX)}" cy="${round1(compassY)}" rx="${round1(36 * scale)}" ry="${round1(12 * scale)}" fill="#f6f1e4"/><polygon points="${round1(compassX - 28 * scale)},${round1(compassY + 4 * scale)} ${round1(compassX)},${round1(compassY - 3 * scale)} ${round1(compassX + 28 * scale)},${round1(compassY - 4 * scale)} ${round1(compassX)},${round1(compassY + 3 * scale)}" fill="#c8102e"/><circle cx="${round1(compassX)}" cy="${round1(compassY)}" r="${round1(2.5 * scale)}" fill="#333"/>`;
  return svg;
}
