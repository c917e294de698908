// White water around a moving yacht: the bow wave and the spreading wake behind it.
import { pointList, round1, uniqueId } from '../svg.mjs';
import { CAMERAS, LENGTH } from './view.mjs';

/**
 * @param {{ view: import('./view.mjs').CameraView, length: number, centreX: number, waterlineY: number }} placement
 *   as the yacht's
 */
export function wake(placement) {
  const camera = CAMERAS[placement.view] ?? CAMERAS.side,
    focalLength = LENGTH * 2.4,
    scale = placement.length / LENGTH;
  /**
   * A point on the water, in model units, to the picture.
   * @param {number} x
   * @param {number} z
   * @returns {import('../svg.mjs').Point}
   */
  const project = (x, z) => {
    const fromMiddle = x - LENGTH / 2,
      across = fromMiddle * Math.cos(camera.yaw) - z * Math.sin(camera.yaw),
      depth = fromMiddle * Math.sin(camera.yaw) + z * Math.cos(camera.yaw),
      perspective = focalLength / (focalLength - depth);
    return [
      placement.centreX + scale * across * perspective,
      placement.waterlineY + scale * depth * Math.sin(camera.pitch) * perspective,
    ];
  };
  const id = uniqueId('wk'),
    [sternX] = project(0, 0),
    [endX] = project(-LENGTH * 0.9, 0);
  const foam = `<defs><linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${round1(sternX)}" y1="0" x2="${round1(endX)}" y2="0"><stop offset="0" stop-color="#ffffff" stop-opacity="0.85"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></linearGradient></defs>`;
  const trail = [
    project(0, 100),
    project(-LENGTH * 0.35, 150),
    project(-LENGTH * 0.8, 190),
    project(-LENGTH * 0.8, -190),
    project(-LENGTH * 0.35, -150),
    project(0, -100),
  ];
  const bowWave = [project(LENGTH * 0.72, 120), project(LENGTH * 0.9, 20), project(LENGTH * 0.78, 150)];
  /**
   * One arm of the V behind the yacht.
   * @param {1 | -1} side
   * @param {number} width
   */
  const wakeLine = (side, width) =>
    `<polyline points="${pointList([project(0, side * 120), project(-LENGTH * 0.9, side * 460)])}" stroke="url(#${id})" stroke-width="${width}" stroke-dasharray="14 6 30 8" fill="none"/>`;
  return (
    foam +
    `<polygon points="${pointList(trail)}" fill="url(#${id})" opacity="0.45"/>${wakeLine(1, 2.5)}${wakeLine(-1, 2)}<polygon points="${pointList(bowWave)}" fill="#ffffff" opacity="0.75"/>`
  );
}
