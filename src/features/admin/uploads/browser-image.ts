/**
 * The browser's own image codecs, the only code here that touches pixels: decode a file into a bitmap (EXIF
 * orientation applied), draw it at another size on a canvas, encode a canvas. Everything drawn on a canvas loses the
 * file's metadata (EXIF, GPS, XMP, comments): what is encoded from it holds pixels only.
 */

export type DrawnImage = OffscreenCanvas | HTMLCanvasElement;
export type ImageSource = ImageBitmap | DrawnImage;

/** Thrown when this browser has no way to decode, draw or encode an image. */
export class CodecMissingError extends Error {}

/** The photo as it shows, upright: `imageOrientation: 'from-image'` turns it as its EXIF Orientation says. */
export async function decodeImage(file: Blob): Promise<ImageBitmap> {
  if (typeof createImageBitmap !== 'function') throw new CodecMissingError('createImageBitmap is missing.');
  return createImageBitmap(file, { imageOrientation: 'from-image' });
}

function blankCanvas(width: number, height: number): DrawnImage {
  if (typeof OffscreenCanvas === 'function') return new OffscreenCanvas(width, height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

/** `source` drawn at `width` × `height` with the browser's best smoothing. */
export function drawScaled(source: ImageSource, width: number, height: number): DrawnImage {
  const canvas = blankCanvas(width, height);
  const context = canvas.getContext('2d') as
    OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D | null;
  if (!context) throw new CodecMissingError('No 2D canvas.');
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage(source, 0, 0, width, height);
  return canvas;
}

/**
 * The canvas encoded as `type`. A browser that cannot encode that type answers with another one (PNG): the blob's
 * own `type` says what it is.
 */
export async function encodeCanvas(canvas: DrawnImage, type: string, quality: number): Promise<Blob> {
  if ('convertToBlob' in canvas) return canvas.convertToBlob({ type, quality });
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new CodecMissingError(`Cannot encode ${type}.`))),
      type,
      quality,
    ),
  );
}

/** Frees a canvas's pixels at once (a 1600 px canvas holds 10 MB) rather than when it is collected. */
export function release(canvas: DrawnImage) {
  canvas.width = 0;
  canvas.height = 0;
}
