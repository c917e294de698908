// The colours of each time of day, and how a surface looks under that light.
import { mixColours } from './svg.mjs';

/** @typedef {'day' | 'golden' | 'sunset' | 'dusk' | 'night' | 'morning'} TimeOfDay */

/**
 * @typedef {object} Palette
 * @property {import('./svg.mjs').GradientStop[]} sky top to horizon
 * @property {{ x: number, y: number, radius: number, colour: string, glow: string, glowOpacity: number }} [sun]
 *   position as shares of the width and of the sky's height; radius in px for a 480 px high sky
 * @property {{ x: number, y: number, radius: number }} [moon] as the sun
 * @property {string} farSkyline the towers far away
 * @property {string} nearSkyline the towers in front of them
 * @property {string} skylineHighlight the lit edge of the near towers
 * @property {number} litWindows share of windows lit (0 by day)
 * @property {string[]} [windowColours]
 * @property {import('./svg.mjs').GradientStop[]} sea horizon to the bottom of the picture
 * @property {string} wave
 * @property {string} glint the sun's or moon's reflection on the water
 * @property {string} light the colour of the light falling on surfaces turned to it
 * @property {number} lightAmount how much of it they take
 * @property {string} shadow
 * @property {number} dim how far everything sinks into `shadow`
 * @property {'puffy' | 'streak' | null} clouds
 * @property {string} [cloudColour]
 * @property {number} stars how many
 * @property {string} silhouette the colour of a yacht against the light
 * @property {boolean} [lightsOn] deck lights, lit windows and underwater lights
 */

/** @type {Record<TimeOfDay, Palette>} */
export const TIMES_OF_DAY = {
  day: {
    sky: [
      [0, '#2a72b5'],
      [0.6, '#6fb2df'],
      [1, '#d6ecf5'],
    ],
    sun: { x: 0.82, y: 0.22, radius: 30, colour: '#fffdf0', glow: '#ffffff', glowOpacity: 0.55 },
    farSkyline: '#a9c2d4',
    nearSkyline: '#7f9db6',
    skylineHighlight: '#cbdbe7',
    litWindows: 0,
    sea: [
      [0, '#6cb3cf'],
      [0.25, '#2b80a8'],
      [1, '#0c4a70'],
    ],
    wave: '#e8f6ff',
    glint: '#ffffff',
    light: '#ffffff',
    lightAmount: 0,
    shadow: '#4d6479',
    dim: 0,
    clouds: 'puffy',
    cloudColour: '#ffffff',
    stars: 0,
    silhouette: '#1b2a40',
  },
  golden: {
    sky: [
      [0, '#4a6796'],
      [0.45, '#c99a7a'],
      [0.8, '#f4bb6e'],
      [1, '#fde2a4'],
    ],
    sun: { x: 0.6, y: 0.84, radius: 38, colour: '#fff3cf', glow: '#ffc76a', glowOpacity: 0.75 },
    farSkyline: '#c79f8a',
    nearSkyline: '#8c6c70',
    skylineHighlight: '#eac39c',
    litWindows: 0.04,
    windowColours: ['#ffe2a0'],
    sea: [
      [0, '#f0c088'],
      [0.22, '#a08c8c'],
      [1, '#2c3b5e'],
    ],
    wave: '#ffe7bf',
    glint: '#fff0c8',
    light: '#ffd9a0',
    lightAmount: 0.2,
    shadow: '#5b4d63',
    dim: 0.08,
    clouds: 'streak',
    cloudColour: '#ffe8c4',
    stars: 0,
    silhouette: '#3a2c3c',
  },
  sunset: {
    sky: [
      [0, '#2b2452'],
      [0.35, '#7b3f74'],
      [0.62, '#e0675f'],
      [0.85, '#f7a055'],
      [1, '#ffd08c'],
    ],
    sun: { x: 0.5, y: 0.9, radius: 48, colour: '#ffe6b0', glow: '#ff9450', glowOpacity: 0.8 },
    farSkyline: '#8c4a66',
    nearSkyline: '#4a2746',
    skylineHighlight: '#b86a70',
    litWindows: 0.1,
    windowColours: ['#ffcf7a'],
    sea: [
      [0, '#f39a62'],
      [0.18, '#a9506a'],
      [1, '#241a3c'],
    ],
    wave: '#ffc59a',
    glint: '#ffe2b0',
    light: '#ff9a72',
    lightAmount: 0.25,
    shadow: '#3d2848',
    dim: 0.2,
    clouds: 'streak',
    cloudColour: '#ff9fa0',
    stars: 0,
    silhouette: '#24162e',
  },
  dusk: {
    sky: [
      [0, '#0a1838'],
      [0.45, '#203c78'],
      [0.78, '#5c6aa8'],
      [1, '#d79b8c'],
    ],
    moon: { x: 0.18, y: 0.25, radius: 12 },
    farSkyline: '#33457a',
    nearSkyline: '#1a2652',
    skylineHighlight: '#3c5290',
    litWindows: 0.3,
    windowColours: ['#ffd68a', '#fff0c0'],
    sea: [
      [0, '#8a86b0'],
      [0.15, '#34477e'],
      [1, '#0a1434'],
    ],
    wave: '#b7c4ef',
    glint: '#ffe0b0',
    light: '#b0bce6',
    lightAmount: 0.22,
    shadow: '#26315c',
    dim: 0.38,
    clouds: 'streak',
    cloudColour: '#3a4a86',
    stars: 35,
    silhouette: '#0e1530',
    lightsOn: true,
  },
  night: {
    sky: [
      [0, '#02050f'],
      [0.6, '#07122c'],
      [1, '#15284f'],
    ],
    moon: { x: 0.8, y: 0.2, radius: 20 },
    farSkyline: '#15213f',
    nearSkyline: '#0b1430',
    skylineHighlight: '#1c2a52',
    litWindows: 0.36,
    windowColours: ['#ffd27a', '#fff3c8', '#a9dcff'],
    sea: [
      [0, '#1b2d55'],
      [0.2, '#0b1736'],
      [1, '#030817'],
    ],
    wave: '#6d86c4',
    glint: '#fff1c8',
    light: '#7f8fc0',
    lightAmount: 0.3,
    shadow: '#0c1430',
    dim: 0.55,
    clouds: null,
    stars: 170,
    silhouette: '#050a1a',
    lightsOn: true,
  },
  morning: {
    sky: [
      [0, '#6c98c6'],
      [0.5, '#b7c7db'],
      [0.85, '#f2cdbb'],
      [1, '#fde7d2'],
    ],
    sun: { x: 0.2, y: 0.86, radius: 28, colour: '#fff6e2', glow: '#ffd5ae', glowOpacity: 0.6 },
    farSkyline: '#bdb4c2',
    nearSkyline: '#958fa8',
    skylineHighlight: '#d9cdd6',
    litWindows: 0,
    sea: [
      [0, '#efd0bd'],
      [0.25, '#98a9c2'],
      [1, '#44628a'],
    ],
    wave: '#fff2e6',
    glint: '#fff4e4',
    light: '#ffe2cc',
    lightAmount: 0.12,
    shadow: '#6a7592',
    dim: 0.05,
    clouds: 'streak',
    cloudColour: '#ffffff',
    stars: 0,
    silhouette: '#3a3f58',
  },
};

/** @typedef {'side' | 'top' | 'front' | 'back'} Surface which way a surface faces */

/**
 * The colour of a surface under the scene's light.
 * @param {string} base its own colour, `#rrggbb`
 * @param {Surface} surface
 * @param {Palette} palette
 */
export function litColour(base, surface, palette) {
  let colour = mixColours(base, palette.shadow, palette.dim);
  if (surface === 'side') colour = mixColours(colour, palette.light, palette.lightAmount);
  if (surface === 'top') colour = mixColours(colour, '#ffffff', 0.12 * (1 - palette.dim));
  if (surface === 'front') colour = mixColours(colour, palette.shadow, 0.2);
  if (surface === 'back') colour = mixColours(colour, palette.shadow, 0.32);
  return colour;
}
