// How the demo's catalogue shows and stores photos: a photo at a public address is shown as it is; one uploaded here
// (or stored before photos had variants) is worked on by photos.ts, loaded only then.
import type { Photo } from '../../domain/photo';
import type { Yacht, YachtInput } from '../../domain/yacht';
import { once } from '../lazy-api';
import type { createDemoFiles } from './files';

export function createCataloguePhotos(files: ReturnType<typeof createDemoFiles>) {
  async function removeImages(paths: readonly string[]) {
    await Promise.all(paths.map((path) => files.remove(path)));
  }

  // Photos that need work (uploaded here, or stored before photos had variants) are rare: their code loads then.
  const photos = once(async () => (await import('./photos')).createPhotoAddresses(files));
  /** A stored photo a page can show as it is: a photo at a public address (the fixtures', the site's). */
  const ready = (image: unknown) =>
    typeof image === 'object' && image !== null && /^(https?:|\/)/.test((image as Photo).src);
  /** A photo that holds addresses made for this visit (uploaded here), to store as paths. */
  const madeHere = (photo: Photo) => photo.src.startsWith('blob:');

  async function shown(yacht: Yacht): Promise<Yacht> {
    if (yacht.images.every(ready)) return yacht;
    const { shown: show } = await photos();
    const images = await Promise.all((yacht.images as unknown[]).map(show));
    return { ...yacht, images: images.filter((photo) => photo !== null) };
  }

  /** An offer or a service as the pages show it, with its photo (or none). */
  async function withShownImage<T extends { image?: Photo }>(entity: T): Promise<T> {
    if (entity.image === undefined || ready(entity.image)) return entity;
    const { image: stored, ...rest } = entity;
    const image = await (await photos()).shown(stored);
    return (image ? { ...rest, image } : rest) as T;
  }

  async function stored<T extends YachtInput>(input: T): Promise<T> {
    if (!input.images.some(madeHere)) return input;
    const { stored: store } = await photos();
    return { ...input, images: await Promise.all(input.images.map(store)) };
  }

  async function withStoredImage<T extends { image?: Photo }>(input: T): Promise<T> {
    if (!input.image || !madeHere(input.image)) return input;
    return { ...input, image: await (await photos()).stored(input.image) };
  }

  /** Deletes a photo's stored files. */
  async function removePhoto(photo: Photo) {
    await removeImages((await photos()).files(photo));
  }

  return { shown, withShownImage, stored, withStoredImage, removePhoto };
}
