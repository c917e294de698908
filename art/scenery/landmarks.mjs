// Landmarks of the coast: the sail-shaped hotel, the arched resort, palms, a small island, a large moon.
import { litColour } from '../palettes.mjs';
import { glow, mixColours, round1, uniqueId } from '../svg.mjs';

/**
 * The sail-shaped hotel on its island.
 * @param {number} x where the sail meets the water
 * @param {number} baseY
 * @param {number} height
 * @param {import('../palettes.mjs').Palette} palette
 * @param {{ colour?: string, island?: string }} [options]
 */
export function burjAlArab(x, baseY, height, palette, options = {}) {
  const colour = options.colour ?? litColour('#f6f3ec', 'side', palette),
    lineColour = mixColours(colour, palette.shadow, 0.35),
    spineColour = mixColours(colour, palette.shadow, 0.25);
  /**
   * A point as `x y`, in shares of the height from the foot of the sail.
   * @param {number} right
   * @param {number} up
   */
  const at = (right, up) => `${round1(x + right * height)} ${round1(baseY - up * height)}`;
  let svg = `<ellipse cx="${round1(x + 0.16 * height)}" cy="${round1(baseY)}" rx="${round1(0.34 * height)}" ry="${round1(0.025 * height)}" fill="${options.island ?? palette.nearSkyline}"/>`;
  svg += `<path d="M${at(0, 0)}L${at(0.02, 0.88)}C${at(0.24, 0.78)} ${at(0.4, 0.46)} ${at(0.36, 0)}Z" fill="${colour}"/>`;
  svg += `<path d="M${at(0.05, 0.66)}Q${at(0.2, 0.6)} ${at(0.3, 0.5)}M${at(0.04, 0.44)}Q${at(0.22, 0.38)} ${at(0.36, 0.28)}M${at(0.03, 0.22)}Q${at(0.2, 0.16)} ${at(0.37, 0.12)}" fill="none" stroke="${lineColour}" stroke-width="${round1(height * 0.006)}" opacity="0.6"/>`;
  svg += `<path d="M${at(-0.035, 0)}L${at(-0.004, 0.92)}L${at(0.028, 0.92)}L${at(0.024, 0)}Z" fill="${spineColour}"/>`;
  svg += `<path d="M${at(0.012, 0.92)}L${at(0.014, 1.02)}" stroke="${spineColour}" stroke-width="${round1(height * 0.008)}"/>`;
  svg += `<path d="M${at(-0.01, 0.76)}L${at(-0.06, 0.78)}" stroke="${spineColour}" stroke-width="${round1(height * 0.01)}"/><ellipse cx="${round1(x - 0.075 * height)}" cy="${round1(baseY - 0.785 * height)}" rx="${round1(0.05 * height)}" ry="${round1(0.01 * height)}" fill="${spineColour}"/>`;
  return svg;
}

/**
 * Grand arched resort: two towers joined high up by a bridge over a huge arch, terraced wings either side.
 * @param {number} centreX
 * @param {number} baseY
 * @param {number} size the towers' height, and the unit of every other measure
 * @param {import('../palettes.mjs').Palette} palette
 */
export function archedResort(centreX, baseY, size, palette) {
  const mainColour = litColour('#f3cfae', 'side', palette),
    shadeColour = litColour('#dba486', 'side', palette),
    accentColour = litColour('#b5685a', 'side', palette);
  /** @param {number} share of `size`, right of the centre */
  const xAt = (share) => round1(centreX + share * size);
  /** @param {number} share of `size`, above the base */
  const yAt = (share) => round1(baseY - share * size);
  /** @param {1 | -1} side right or left */
  const wingPath = (side) => {
    let path = `M${xAt(side * 0.26)} ${yAt(0)}`;
    for (let i = 0; i < 6; i++)
      path += `L${xAt(side * (0.26 + i * 0.12))} ${yAt(0.58 - i * 0.05)}L${xAt(side * (0.38 + i * 0.12))} ${yAt(0.58 - i * 0.05)}`;
    return `${path}L${xAt(side * 0.98)} ${yAt(0)}Z`;
  };
  const towers = `M${xAt(-0.3)} ${yAt(0)}V${yAt(0.88)}H${xAt(0.3)}V${yAt(0)}Z M${xAt(-0.12)} ${yAt(0)}V${yAt(0.5)}A${round1(0.12 * size)} ${round1(0.12 * size)} 0 0 1 ${xAt(0.12)} ${yAt(0.5)}V${yAt(0)}Z`;
  const building = wingPath(-1) + wingPath(1);
  const patternId = uniqueId('aw'),
    clipId = uniqueId('ac');
  let svg = `<defs><pattern id="${patternId}" width="${round1(size * 0.03)}" height="${round1(size * 0.045)}" patternUnits="userSpaceOnUse"><rect width="${round1(size * 0.014)}" height="${round1(size * 0.02)}" fill="${accentColour}"/></pattern><clipPath id="${clipId}"><path d="${building}"/><path d="${towers}" clip-rule="evenodd"/></clipPath></defs>`;
  svg += `<path d="${wingPath(-1)}" fill="${mainColour}"/><path d="${wingPath(1)}" fill="${shadeColour}"/><path d="${towers}" fill="${mainColour}" fill-rule="evenodd"/>`;
  svg += `<path d="M${xAt(0.12)} ${yAt(0)}V${yAt(0.5)}A${round1(0.12 * size)} ${round1(0.12 * size)} 0 0 0 ${xAt(0)} ${yAt(0.62)}V${yAt(0.88)}H${xAt(0.3)}V${yAt(0)}Z" fill="${shadeColour}" opacity="0.6"/>`;
  svg += `<rect x="${xAt(-1)}" y="${yAt(0.9)}" width="${round1(2 * size)}" height="${round1(0.95 * size)}" fill="url(#${patternId})" opacity="0.3" clip-path="url(#${clipId})"/>`;
  svg += `<path d="M${xAt(-0.12)} ${yAt(0.88)}V${yAt(0.94)}Q${xAt(0)} ${yAt(1.08)} ${xAt(0.12)} ${yAt(0.94)}V${yAt(0.88)}Z" fill="${accentColour}"/>`;
  for (const towerX of [-0.21, 0.21])
    svg += `<path d="M${xAt(towerX - 0.09)} ${yAt(0.88)}V${yAt(0.92)}L${xAt(towerX)} ${yAt(1.0)}L${xAt(towerX + 0.09)} ${yAt(0.92)}V${yAt(0.88)}Z" fill="${accentColour}"/>`;
  for (const edgeX of [-0.3, 0.3])
    svg += `<rect x="${xAt(edgeX - 0.02)}" y="${yAt(0.9)}" width="${round1(0.04 * size)}" height="${round1(0.9 * size)}" fill="${accentColour}" opacity="0.5"/>`;
  return svg;
}

/**
 * @param {number} x foot of the trunk
 * @param {number} baseY
 * @param {number} height
 * @param {string} colour
 * @param {number} [lean] how far the top leans right, as a share of the height
 */
export function palm(x, baseY, height, colour, lean = 0.15) {
  const topX = x + lean * height,
    topY = baseY - height;
  let svg = `<path d="M${round1(x)} ${round1(baseY)}Q${round1(x + lean * height * 0.2)} ${round1(baseY - height * 0.5)} ${round1(topX)} ${round1(topY)}" fill="none" stroke="${colour}" stroke-width="${round1(height * 0.05)}" stroke-linecap="round"/>`;
  for (let i = 0; i < 7; i++) {
    const angle = Math.PI * (1.05 + i * 0.15),
      frondLength = height * (0.42 + (i % 2) * 0.08);
    const endX = topX + Math.cos(angle) * frondLength,
      endY = topY + Math.sin(angle) * frondLength * 0.55 + frondLength * 0.35;
    const midX = (topX + endX) / 2,
      midY = (topY + endY) / 2 - frondLength * 0.28;
    svg += `<path d="M${round1(topX)} ${round1(topY)}Q${round1(midX)} ${round1(midY - frondLength * 0.08)} ${round1(endX)} ${round1(endY)}Q${round1(midX)} ${round1(midY + frondLength * 0.1)} ${round1(topX)} ${round1(topY)}Z" fill="${colour}"/>`;
  }
  return svg;
}

/**
 * A low sandy island with palms.
 * @param {number} centreX
 * @param {number} baseY
 * @param {number} width
 * @param {import('../palettes.mjs').Palette} palette
 */
export function island(centreX, baseY, width, palette, palms = 3) {
  let svg = `<path d="M${round1(centreX - width / 2)} ${round1(baseY)}Q${round1(centreX - width * 0.3)} ${round1(baseY - width * 0.09)} ${round1(centreX)} ${round1(baseY - width * 0.1)}Q${round1(centreX + width * 0.3)} ${round1(baseY - width * 0.09)} ${round1(centreX + width / 2)} ${round1(baseY)}Z" fill="${litColour('#d8c08e', 'side', palette)}"/>`;
  for (let i = 0; i < palms; i++)
    svg += palm(
      centreX + (i - (palms - 1) / 2) * width * 0.22,
      baseY - width * 0.08,
      width * (0.32 + (i % 2) * 0.08),
      litColour('#2f5a3a', 'side', palette),
      i % 2 ? -0.2 : 0.18,
    );
  return svg;
}

/**
 * A large full moon with a halo.
 * @param {number} x
 * @param {number} y
 * @param {number} radius
 */
export function moonDisc(x, y, radius) {
  return (
    glow(x, y, radius * 3.2, '#dfe8ff', 0.35) +
    `<circle cx="${round1(x)}" cy="${round1(y)}" r="${round1(radius)}" fill="#f5f1e3"/><circle cx="${round1(x - radius * 0.3)}" cy="${round1(y - radius * 0.25)}" r="${round1(radius * 0.18)}" fill="#e2dccb"/><circle cx="${round1(x + radius * 0.35)}" cy="${round1(y + radius * 0.1)}" r="${round1(radius * 0.25)}" fill="#e6e0cf"/><circle cx="${round1(x - radius * 0.1)}" cy="${round1(y + radius * 0.45)}" r="${round1(radius * 0.12)}" fill="#e2dccb"/>`
  );
}
