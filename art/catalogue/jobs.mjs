// What the generator writes: one job per illustration, each rendered to one or more files.

/**
 * One file written from an illustration.
 * @typedef {object} Output
 * @property {string} suffix added to the file name before its extension
 * @property {number} width px
 * @property {number} height px
 * @property {number} maxKb the size aimed at: the quality is lowered (to 0.45 at least) until the file fits
 * @property {'image/webp' | 'image/jpeg' | 'image/png'} [type] WebP when absent
 * @property {number} [quality] to start from (0.72)
 */

/**
 * @typedef {object} Job
 * @property {string} file path under the output folder, e.g. `yachts/majesty-1.webp`
 * @property {number} width of the drawing, before scaling to each output
 * @property {number} height
 * @property {string} body the SVG elements
 * @property {Output[]} outputs
 * @property {boolean} [photo] shown as a photo: also made in the variant widths, with its placeholder (variants.mjs)
 */

/**
 * An illustration shown as a photo, at its size (its narrower variants: variants.mjs).
 * @param {string} file
 * @param {string} body
 * @returns {Job}
 */
export function imageJob(file, body, width = 1200, height = 800, maxKb = 70) {
  return {
    file,
    width,
    height,
    body,
    outputs: [{ suffix: '', width, height, maxKb }],
    photo: true,
  };
}

/**
 * A wide background shown as a photo, at its size (its narrower variants: variants.mjs).
 * @param {string} file
 * @param {string} body
 * @returns {Job}
 */
export function backgroundJob(file, body, width = 1600, height = 600, maxKb = 50) {
  return { file, width, height, body, outputs: [{ suffix: '', width, height, maxKb }], photo: true };
}
