import { LIMITS } from '../../../domain/limits';
import { uploadStrings } from '../strings';

/** Image types the uploader accepts; anything else is refused. */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;
/** A chosen photo may be this large (a camera's JPEG is 2 to 12 MB); what is uploaded is far smaller. */
export const MAX_SOURCE_BYTES = 25 * 1024 * 1024;
/** Each uploaded file must be smaller than this (the Storage rules refuse 5 MiB and more). */
export const MAX_UPLOAD_BYTES = LIMITS.imageBytes;

/** A photo that cannot be used, with a message for the person that names it and says why. */
export class ImageRefusedError extends Error {}

export function isAcceptedImage(file: Pick<File, 'type'>): boolean {
  return (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type);
}

/** An iPhone's HEIC/HEIF photo (by its type, or by its name where the system gives no type). */
export function isHeic(file: Pick<File, 'type' | 'name'>): boolean {
  return /^image\/hei[cf](-sequence)?$/.test(file.type) || /\.hei[cf]$/i.test(file.name);
}

/** Why a chosen file cannot be used, before it is read: its type, or its size; null if it may be. */
export function sourceProblem(file: Pick<File, 'type' | 'name' | 'size'>): 'heic' | 'type' | 'size' | null {
  if (isHeic(file)) return 'heic';
  if (!isAcceptedImage(file)) return 'type';
  if (file.size > MAX_SOURCE_BYTES) return 'size';
  return null;
}

/** What is said about the chosen files that are refused, one message per reason (or per file). */
export function refusalMessages(files: readonly Pick<File, 'type' | 'name' | 'size'>[]): string[] {
  const heic: string[] = [];
  const others: string[] = [];
  const large: string[] = [];
  for (const file of files) {
    const problem = sourceProblem(file);
    if (problem === 'heic') heic.push(uploadStrings.heic(file.name));
    else if (problem === 'type') others.push(file.name);
    else if (problem === 'size') large.push(uploadStrings.tooLarge(file.name, file.size));
  }
  return [...(others.length > 0 ? [uploadStrings.notAccepted(others)] : []), ...heic, ...large];
}
