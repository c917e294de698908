import { isUploadableSize, LIMITS } from '../../../domain/limits';

/** Image types the uploader accepts; anything else is refused. */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;
export const MAX_LONG_SIDE = 1600;
/** Uploads must be smaller than this (the Storage rules refuse 5 MiB and more). */
export const MAX_UPLOAD_BYTES = LIMITS.imageBytes;
const WEBP_QUALITY = 0.85;

export type StorageFolder = 'Products' | 'Offers' | 'Services';

export class ImageRefusedError extends Error {}

export function isAcceptedImage(file: Pick<File, 'type'>): boolean {
  return (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type);
}

export type ResizePlan = { resize: false } | { resize: true; width: number; height: number };

/** Whether an image of this size must shrink to fit `maxLongSide`, and to which size (aspect ratio kept). */
export function planResize(width: number, height: number, maxLongSide = MAX_LONG_SIDE): ResizePlan {
  const longSide = Math.max(width, height);
  if (longSide <= maxLongSide) return { resize: false };
  const scale = maxLongSide / longSide;
  return {
    resize: true,
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** `My Yacht (1).JPG` → `my-yacht-1.jpg`: letters, digits, dots, dashes and underscores only. */
export function sanitizeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/-?\.-?/g, '.')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(-100);
  return cleaned || 'image';
}

/** `Products/{id}/{timestamp}-{name}` or `Offers/{id}/{timestamp}-{name}`. */
export function storagePath(
  folder: StorageFolder,
  ownerId: string,
  timestamp: number,
  fileName: string,
): string {
  return `${folder}/${ownerId}/${timestamp}-${sanitizeFileName(fileName)}`;
}

function withExtension(name: string, type: string): string {
  const extension = type.split('/')[1] ?? 'img';
  return `${name.replace(/\.[^.]+$/, '')}.${extension}`;
}

async function encodeWebp(bitmap: ImageBitmap, width: number, height: number): Promise<Blob> {
  if (typeof OffscreenCanvas === 'function') {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) throw new ImageRefusedError('This browser cannot resize images.');
    context.drawImage(bitmap, 0, 0, width, height);
    return canvas.convertToBlob({ type: 'image/webp', quality: WEBP_QUALITY });
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, width, height);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new ImageRefusedError('This browser cannot resize images.'))),
      'image/webp',
      WEBP_QUALITY,
    ),
  );
}

/**
 * The file to upload: images longer than 1600 px on their long side are resized and re-encoded to WebP; a result
 * still over 5 MB is refused (ImageRefusedError, with a message for the person).
 */
export async function prepareImage(file: File): Promise<File> {
  let prepared = file;
  if (typeof createImageBitmap === 'function') {
    let bitmap: ImageBitmap;
    try {
      bitmap = await createImageBitmap(file);
    } catch {
      throw new ImageRefusedError(`“${file.name}” could not be read as an image.`);
    }
    try {
      const plan = planResize(bitmap.width, bitmap.height);
      if (plan.resize) {
        const blob = await encodeWebp(bitmap, plan.width, plan.height);
        prepared = new File([blob], withExtension(file.name, blob.type), { type: blob.type });
      }
    } finally {
      bitmap.close();
    }
  }
  if (!isUploadableSize(prepared.size)) {
    throw new ImageRefusedError(`“${file.name}” is over 5 MB even after resizing. Choose a smaller image.`);
  }
  return prepared;
}
