// Camera photos for the bench: what an operator who uploaded 4032×3024 camera JPEGs in the admin has stored.
// Each JPEG is made here (deterministic, seeded: a smooth random field at a few scales, upscaled, plus mild grain;
// about 3 MB at quality 90 with some EXIF, as a phone writes them) and turned into exactly what the admin's browser
// pipeline stores (src/features/admin/uploads/prepare-photo.ts, photo-plan.ts, upload-photo.ts): upright, fitted
// within 1600 px, one WebP per width of variantWidths, each drawn from the one before at the admin's quality, a 16-px
// WebP placeholder as a data: URL, stored at `Products/{yachtId}/{photoId}/{width}.webp` under a new photo id per
// upload, and the photo that lists them (photoOf). The constants and plans come from the app's own TypeScript
// (loaded with Vite's runnerImport), so the bench follows the admin when it changes. The JPEGs are kept in
// `cacheDir` (they take a few seconds each); everything else is made afresh.
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { runnerImport } from 'vite';
import { ROOT } from '../scripts/lib/emulators.mjs';

/** The yachts given camera photos: royal-falcon (the yacht page the bench measures) and the home page's first two. */
export const CAMERA_YACHTS = ['royal-falcon', 'azure-pearl', 'marina-star'];
export const PHOTOS_PER_YACHT = 3;
/** A camera's photo size (12 MP, 4:3). */
const CAMERA = { width: 4032, height: 3024 };
const JPEG_QUALITY = 90;
/** Bumped when the generator changes, so cached JPEGs are made again. */
const GENERATOR = 'v2';
/** When the bench's photos were "uploaded": fixed, so photo ids (and URLs) are the same every run. */
const UPLOADED_AT = Date.UTC(2026, 0, 15, 9, 30);

/**
 * @typedef {{ width: number, height: number }} Size
 * @typedef {{ src: string, srcset: string, width: number, height: number, placeholder: string, alt: string }} Photo
 *   src/domain/photo.ts
 * @typedef {object} PhotoPlan src/features/admin/uploads/photo-plan.ts
 * @property {(width: number, height: number) => Size[]} planVariants
 * @property {(width: number, height: number) => Size} placeholderSize
 * @property {(fileName: string, now?: number, random?: () => string) => string} newPhotoId
 * @property {(folder: 'Products', ownerId: string, photoId: string, width: number, type: string) => string} variantPath
 * @typedef {object} PreparePhoto src/features/admin/uploads/prepare-photo.ts
 * @property {string} VARIANT_TYPE
 * @property {number} VARIANT_QUALITY
 * @property {number} PLACEHOLDER_QUALITY
 * @typedef {{ simpleWebp: (bytes: Uint8Array) => Uint8Array | null }} WebpBytes
 * @typedef {{ photoOf: (variants: { url: string, width: number }[], size: Size, extra?: Partial<Photo>) => Photo }}
 *   PhotoVariants src/domain/photo-variants.ts
 * @typedef {{ LIMITS: { placeholder: number, imageBytes: number } }} Limits src/domain/limits.ts
 * @typedef {{ storageObjectUrl: (origin: string, bucket: string, path: string) => string }} PhotoModule
 *   src/domain/photo.ts
 * @typedef {{ path: string, data: Buffer, contentType: string, width: number }} StoredFile a file as uploaded
 * @typedef {{ photo: Photo, files: StoredFile[], sourceBytes: number }} CameraPhoto
 * @typedef {{ yachtId: string, photos: CameraPhoto[] }} YachtPhotos
 */

/**
 * @template T
 * @param {string} file relative to the project
 * @returns {Promise<T>}
 */
async function load(file) {
  const { module } = await runnerImport(join(ROOT, file), { configFile: false, logLevel: 'silent' });
  return /** @type {T} */ (module);
}

/**
 * The app's code the photos are made with. Vite's runnerImport sets NODE_ENV to `development` in this process: put
 * back as it was, or a `vite build` started from here later would bundle React's development build.
 */
async function app() {
  const nodeEnv = process.env.NODE_ENV;
  try {
    return await appModules();
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

const appModules = async () => {
  const [plan, prepare, webp, variants, limits, photo] = await Promise.all([
    load('src/features/admin/uploads/photo-plan.ts').then((m) => /** @type {PhotoPlan} */ (m)),
    load('src/features/admin/uploads/prepare-photo.ts').then((m) => /** @type {PreparePhoto} */ (m)),
    load('src/features/admin/uploads/webp-bytes.ts').then((m) => /** @type {WebpBytes} */ (m)),
    load('src/domain/photo-variants.ts').then((m) => /** @type {PhotoVariants} */ (m)),
    load('src/domain/limits.ts').then((m) => /** @type {Limits} */ (m)),
    load('src/domain/photo.ts').then((m) => /** @type {PhotoModule} */ (m)),
  ]);
  return { plan, prepare, webp, variants, limits, photo };
};

/** @param {number} seed a 32-bit PRNG (mulberry32): the same seed, the same numbers */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A random field of `width` × `height` values around 0 (± `amplitude`), upscaled smoothly to the camera's size.
 * @param {() => number} next
 * @param {number} width
 * @param {number} height
 * @param {number} amplitude
 * @param {1 | 3} channels
 */
async function field(next, width, height, amplitude, channels) {
  const raw = Buffer.alloc(width * height * channels);
  for (let i = 0; i < raw.length; i++) raw[i] = Math.round(128 + (next() - 0.5) * 2 * amplitude);
  return sharp(raw, { raw: { width, height, channels } })
    .resize(CAMERA.width, CAMERA.height, { kernel: 'cubic' })
    .raw()
    .toBuffer();
}

/**
 * A 4032×3024 camera JPEG (quality 90, with EXIF): colour in broad areas, detail in light and shade at finer
 * scales, a sky-to-sea tone from top to bottom and mild sensor grain. Neither flat nor noise: it compresses as a
 * photo does (about 3 MB).
 * @param {number} seed
 */
export async function cameraJpeg(seed) {
  const next = random(seed);
  const colour = await field(next, 5, 4, 70, 3);
  const detail = await Promise.all(
    /** @type {const} */ ([
      [20, 15, 45],
      [80, 60, 24],
      [320, 240, 12],
      // Texture (ripples, rigging, fabric) where `mask` is high, 4 px across: what is left of a photo's detail at 1600 px.
      [1008, 756, 60],
      [12, 9, 127],
    ]).map(([width, height, amplitude]) => field(next, width, height, amplitude, 1)),
  );
  const [broad, middle, fine, texture, mask] = detail;
  const grain = random(seed ^ 0x9e3779b9);
  const { width, height } = CAMERA;
  const pixels = Buffer.alloc(width * height * 3);
  const top = [110 + next() * 60, 140 + next() * 40, 170 + next() * 50];
  const bottom = [20 + next() * 40, 60 + next() * 50, 90 + next() * 60];
  for (let y = 0; y < height; y++) {
    const t = y / height;
    const tone = top.map((value, c) => value + (bottom[c] - value) * t);
    for (let x = 0; x < width; x++) {
      const at = y * width + x;
      // Objects with hard edges: where the middle field crosses its mean.
      const edge = middle[at] > 132 ? 28 : middle[at] < 124 ? -28 : 0;
      const textured = Math.max(0, (mask[at] - 128) / 64);
      const light =
        broad[at] + middle[at] + fine[at] - 3 * 128 + edge + (texture[at] - 128) * Math.min(1, textured);
      const noise = (grain() + grain() - 1) * 8;
      for (let c = 0; c < 3; c++) {
        const value = tone[c] + colour[at * 3 + c] - 128 + light + noise;
        pixels[at * 3 + c] = value < 0 ? 0 : value > 255 ? 255 : Math.round(value);
      }
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: JPEG_QUALITY })
    .withExif({ IFD0: { Make: 'Bench', Model: 'Camera 12MP', Software: 'marina-yachts bench' } })
    .toBuffer();
}

/**
 * What the admin's preparePhoto makes of a photo, with sharp in place of the browser's canvas: turned upright as
 * its EXIF says, each variant (largest first) drawn from the one before and encoded in WebP at VARIANT_QUALITY, the
 * placeholder drawn from the smallest.
 * @param {Buffer} jpeg
 * @param {Awaited<ReturnType<typeof app>>} code
 */
async function preparePhoto(jpeg, { plan, prepare, webp, limits }) {
  const upright = await sharp(jpeg).rotate().raw().toBuffer({ resolveWithObject: true });
  const { width, height, channels } = upright.info;
  const sizes = plan.planVariants(width, height);
  /** @type {{ width: number, height: number, data: Buffer }[]} */
  const variants = [];
  let source = { data: upright.data, width, height };
  const quality = Math.round(prepare.VARIANT_QUALITY * 100);
  for (const size of sizes) {
    const data = await sharp(source.data, { raw: { width: source.width, height: source.height, channels } })
      .resize(size.width, size.height, { fit: 'fill' })
      .raw()
      .toBuffer();
    source = { data, ...size };
    const file = await sharp(data, { raw: { ...size, channels } })
      .webp({ quality })
      .toBuffer();
    if (file.length >= limits.LIMITS.imageBytes) throw new Error(`A ${size.width}-px variant is too large.`);
    variants.push({ ...size, data: file });
  }
  const tiny = plan.placeholderSize(source.width, source.height);
  const encoded = await sharp(source.data, { raw: { width: source.width, height: source.height, channels } })
    .resize(tiny.width, tiny.height, { fit: 'fill' })
    .webp({ quality: Math.round(prepare.PLACEHOLDER_QUALITY * 100) })
    .toBuffer();
  const simple = webp.simpleWebp(new Uint8Array(encoded)) ?? encoded;
  const url = `data:${prepare.VARIANT_TYPE};base64,${Buffer.from(simple).toString('base64')}`;
  return { ...sizes[0], variants, placeholder: url.length <= limits.LIMITS.placeholder ? url : '' };
}

/**
 * The camera JPEG of `seed`, from `cacheDir` when it was made before.
 * @param {number} seed
 * @param {string} cacheDir
 */
async function cachedJpeg(seed, cacheDir) {
  const file = join(cacheDir, `camera-${GENERATOR}-${seed}.jpg`);
  if (existsSync(file)) return readFile(file);
  const jpeg = await cameraJpeg(seed);
  await mkdir(cacheDir, { recursive: true });
  await writeFile(file, jpeg);
  return jpeg;
}

/**
 * Each yacht's camera photos as the admin stores them: the files to upload (`path` as in Storage) and the photos
 * that list them at their public addresses: with `storage`, the bucket's public URL (src/domain/photo.ts
 * storageObjectUrl, as the Firebase backend's publicUrl makes it); else `{folder}/{path}` (the demo: files of the
 * build). `alt` is empty, as the admin stores it when the operator leaves the description (the page then says
 * "{yacht} — photo N").
 * @param {object} options
 * @param {string} options.cacheDir where the camera JPEGs are kept
 * @param {{ origin: string, bucket: string }} [options.storage]
 * @param {string} [options.folder]
 * @param {readonly string[]} [options.yachts]
 * @param {number} [options.perYacht]
 * @returns {Promise<YachtPhotos[]>}
 */
export async function cameraPhotos({
  cacheDir,
  storage,
  folder = '',
  yachts = CAMERA_YACHTS,
  perYacht = PHOTOS_PER_YACHT,
}) {
  const code = await app();
  /** @param {string} path */
  const publicUrl = (path) =>
    storage ? code.photo.storageObjectUrl(storage.origin, storage.bucket, path) : `${folder}/${path}`;
  /** @type {YachtPhotos[]} */
  const result = [];
  let number = 0;
  for (const yachtId of yachts) {
    /** @type {CameraPhoto[]} */
    const photos = [];
    for (let index = 0; index < perYacht; index++) {
      number++;
      const jpeg = await cachedJpeg(number, cacheDir);
      const prepared = await preparePhoto(jpeg, code);
      const ids = random(number * 7919);
      const photoId = code.plan.newPhotoId(`IMG_${4100 + number}.JPG`, UPLOADED_AT + number * 60_000, () =>
        Math.floor(ids() * 36 ** 7)
          .toString(36)
          .padStart(7, '0'),
      );
      const files = prepared.variants.map((variant) => ({
        path: code.plan.variantPath('Products', yachtId, photoId, variant.width, code.prepare.VARIANT_TYPE),
        data: variant.data,
        contentType: code.prepare.VARIANT_TYPE,
        width: variant.width,
      }));
      const photo = code.variants.photoOf(
        files.map((file) => ({ url: publicUrl(file.path), width: file.width })),
        { width: prepared.width, height: prepared.height },
        { placeholder: prepared.placeholder, alt: '' },
      );
      photos.push({ photo, files, sourceBytes: jpeg.length });
    }
    result.push({ yachtId, photos });
  }
  return result;
}

/**
 * Each yacht's photos by its id: what tools/prerender.mjs --yacht-images reads.
 * @param {readonly YachtPhotos[]} photos
 * @returns {Record<string, Photo[]>}
 */
export const imagesByYacht = (photos) =>
  Object.fromEntries(photos.map((yacht) => [yacht.yachtId, yacht.photos.map(({ photo }) => photo)]));

/**
 * One line per yacht: its photos' source and stored sizes.
 * @param {readonly YachtPhotos[]} photos
 */
export function describeCameraPhotos(photos) {
  const mb = (/** @type {number} */ bytes) => `${(bytes / 1e6).toFixed(1)} MB`;
  return photos
    .map(({ yachtId, photos: list }) => {
      const source = list.reduce((sum, photo) => sum + photo.sourceBytes, 0);
      const stored = list.reduce(
        (sum, photo) => sum + photo.files.reduce((total, file) => total + file.data.length, 0),
        0,
      );
      const largest = list.map((photo) => `${Math.round(photo.files[0].data.length / 1000)} KB`).join(', ');
      return `  ${yachtId}: ${list.length} camera JPEGs (${mb(source)}) → ${list[0].files.length} WebP widths each, ${mb(stored)} stored (1600 px: ${largest})`;
    })
    .join('\n');
}
