import { fits, LIMITS } from './limits';
import type { Photo } from './photo';

const isSide = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= LIMITS.photoSide;

/** What is wrong with a photo to store (the same limits as the rules), or null. */
export function photoProblem(photo: Photo): string | null {
  if (typeof photo !== 'object' || photo === null) return 'A photo is not valid.';
  const { src, srcset, placeholder, alt } = photo;
  if (typeof src !== 'string' || src.trim() === '' || !fits(src, LIMITS.path)) {
    return `A photo's address must be text of 1 to ${LIMITS.path} characters.`;
  }
  if (typeof srcset !== 'string' || !fits(srcset, LIMITS.srcset)) {
    return `A photo's variants must be text of at most ${LIMITS.srcset} characters.`;
  }
  if (!isSide(photo.width) || !isSide(photo.height)) {
    return `A photo's width and height must be whole numbers from 1 to ${LIMITS.photoSide}.`;
  }
  if (typeof placeholder !== 'string' || !fits(placeholder, LIMITS.placeholder)) {
    return `A photo's placeholder must be text of at most ${LIMITS.placeholder} characters.`;
  }
  if (typeof alt !== 'string' || !fits(alt, LIMITS.alt) || /\p{Cc}/u.test(alt)) {
    return `A photo's description must be one line of at most ${LIMITS.alt} characters.`;
  }
  return null;
}
