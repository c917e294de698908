import { LIMITS } from '../../../domain/limits';
import { uploadStrings } from '../strings';
import {
  CodecMissingError,
  decodeImage,
  drawScaled,
  encodeCanvas,
  release,
  type DrawnImage,
  type ImageSource,
} from './browser-image';
import { MIN_PHOTO_WIDTH, placeholderSize, planVariants, type Size, type VariantSet } from './photo-plan';
import { ImageRefusedError, MAX_UPLOAD_BYTES, sourceProblem } from './prepare-image';
import { simpleWebp } from './webp-bytes';

/** WebP for every variant: every browser the site supports shows it, and every one but old Safari encodes it. */
export const VARIANT_TYPE = 'image/webp';
export const VARIANT_QUALITY = 0.82;
/** Where the browser cannot encode WebP (Safari before 17 answers with PNG), JPEG, which it always can. */
export const FALLBACK_TYPE = 'image/jpeg';
export const FALLBACK_QUALITY = 0.85;
export const PLACEHOLDER_QUALITY = 0.4;

export interface PreparedVariant extends Size {
  /** The variant's file: re-encoded pixels, never the chosen file's bytes. */
  blob: Blob;
}

export interface PreparedPhoto extends Size {
  /** Largest first; the first is the photo's size (`width` × `height`). */
  variants: PreparedVariant[];
  /** A `data:image/webp;base64,…` preview 16 px wide (JPEG where WebP is not encoded); '' if over the limit. */
  placeholder: string;
}

/** The canvas in the photo's variant type, or in JPEG where this browser cannot encode that. */
async function encodeVariant(canvas: DrawnImage, quality = VARIANT_QUALITY): Promise<Blob> {
  const blob = await encodeCanvas(canvas, VARIANT_TYPE, quality);
  return blob.type === VARIANT_TYPE ? blob : encodeCanvas(canvas, FALLBACK_TYPE, FALLBACK_QUALITY);
}

/** The placeholder's file as small as it can be: a WebP without its colour profile. */
async function smallest(blob: Blob): Promise<Blob> {
  if (blob.type !== VARIANT_TYPE) return blob;
  const simple = simpleWebp(new Uint8Array(await blob.arrayBuffer()));
  return simple ? new Blob([simple], { type: VARIANT_TYPE }) : blob;
}

function dataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the placeholder.'));
    reader.readAsDataURL(blob);
  });
}

/** A tiny preview of `source`, as a data: URL small enough to store with the photo ('' if it is not). */
export async function makePlaceholder(source: ImageSource, size: Size): Promise<string> {
  const tiny = placeholderSize(size.width, size.height);
  const canvas = drawScaled(source, tiny.width, tiny.height);
  try {
    const url = await dataUrl(await smallest(await encodeVariant(canvas, PLACEHOLDER_QUALITY)));
    return url.startsWith('data:image/') && url.length <= LIMITS.placeholder ? url : '';
  } finally {
    release(canvas);
  }
}

/**
 * Each variant drawn from the one before it (largest first, from the photo itself): every step shrinks by less
 * than half, which keeps the smaller variants sharp, and is faster than drawing each from the full photo.
 */
async function makeVariants(photo: ImageBitmap, plan: readonly Size[], name: string) {
  const variants: PreparedVariant[] = [];
  let source: ImageSource = photo;
  for (const size of plan) {
    const canvas = drawScaled(source, size.width, size.height);
    if (source !== photo) release(source as DrawnImage);
    source = canvas;
    const blob = await encodeVariant(canvas);
    if (blob.size >= MAX_UPLOAD_BYTES) throw new ImageRefusedError(uploadStrings.stillTooLarge(name));
    variants.push({ ...size, blob });
  }
  const smallest = plan[plan.length - 1];
  const placeholder = await makePlaceholder(source, smallest);
  if (source !== photo) release(source as DrawnImage);
  return { variants, placeholder };
}

/**
 * A chosen photo made ready to upload (docs/decisions/0022-photos.md): turned upright as its EXIF says, fitted within
 * 1600 px, re-encoded in each width of `set` (WebP), with its placeholder. Nothing of the chosen file is kept but
 * its pixels, so no EXIF (GPS included) is ever published. Throws ImageRefusedError with a message for the person.
 */
export async function preparePhoto(file: File, set: VariantSet = 'all'): Promise<PreparedPhoto> {
  const problem = sourceProblem(file);
  if (problem === 'heic') throw new ImageRefusedError(uploadStrings.heic(file.name));
  if (problem === 'type') throw new ImageRefusedError(uploadStrings.notAccepted([file.name]));
  if (problem === 'size') throw new ImageRefusedError(uploadStrings.tooLarge(file.name, file.size));
  const started = performance.now();
  let photo: ImageBitmap;
  try {
    photo = await decodeImage(file);
  } catch (error) {
    if (error instanceof CodecMissingError) throw new ImageRefusedError(uploadStrings.cannotResize);
    throw new ImageRefusedError(uploadStrings.unreadable(file.name));
  }
  try {
    if (photo.width < MIN_PHOTO_WIDTH) {
      throw new ImageRefusedError(uploadStrings.tooSmall(file.name, photo.width));
    }
    const plan = planVariants(photo.width, photo.height, set);
    const { variants, placeholder } = await makeVariants(photo, plan, file.name);
    // Shown in the browser's performance panel: how long a photo takes to prepare on this device.
    performance.measure?.(`prepare photo ${file.name}`, { start: started });
    return { ...plan[0], variants, placeholder };
  } catch (error) {
    if (error instanceof CodecMissingError) throw new ImageRefusedError(uploadStrings.cannotResize);
    throw error;
  } finally {
    photo.close();
  }
}
