import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  IMG_DIR,
  REFRESH_COMMAND,
  checksumsOf,
  compareChecksums,
  filesUnder,
  listedChecksums,
  refreshedChecksums,
} from '../../../scripts/images/checksums.mjs';
import { VARIANTS, widthsOf } from '../../../scripts/images/variants.mjs';
import { photoFiles } from '../../../scripts/image-variants.mjs';
import {
  SITE_PHOTO_WIDTHS,
  sitePhotoWidths,
  sitePhotos,
  type SiteImage,
} from '../../../src/config/site-photos';
import offers from '../../../src/config/site-images/offers.json' with { type: 'json' };
import packages from '../../../src/config/site-images/packages.json' with { type: 'json' };
import services from '../../../src/config/site-images/services.json' with { type: 'json' };
import yachts from '../../../src/config/site-images/yachts.json' with { type: 'json' };

/**
 * The site's own pictures (public/img/): the files each photo's `srcset` names, made by scripts/image-variants.mjs,
 * and their checksums. Hosting serves them as immutable, so a file never changes under its name.
 */
const manifests: Record<string, Readonly<Record<string, SiteImage>>> = { offers, packages, services, yachts };
const allImages: Record<string, SiteImage> = Object.assign({}, ...Object.values(manifests));
const photo = sitePhotos(allImages);
/** The pictures that are not photos: the hero (a CSS background, src/styles/app.scss) and the site's placeholder. */
const NOT_PHOTOS = ['hero-1200.webp', 'hero-800.webp', 'hero.webp', 'placeholder.jpg'];

const filesOf = (srcset: string) =>
  srcset.split(', ').map((entry) => {
    const [url, width] = entry.split(' ');
    return { file: url.replace(/^\/img\//, ''), width: Number(width.replace(/w$/, '')) };
  });

describe('the site’s pictures shown as photos', () => {
  it('are listed in srcset in the widths the script makes them in', () => {
    expect(SITE_PHOTO_WIDTHS).toEqual(VARIANTS.widths);
    for (const width of [300, 320, 800, 1200, 1600]) expect(sitePhotoWidths(width)).toEqual(widthsOf(width));
    expect(sitePhotoWidths(1200)).toEqual([320, 640, 960, 1200]);
    expect(sitePhotoWidths(800)).toEqual([320, 640, 800]);
  });

  it('are every picture the generator draws as a photo, each in the manifest of its folder', () => {
    const names = photoFiles().map((file) => file.replace(/\.webp$/, ''));
    expect(Object.keys(allImages).sort()).toEqual([...names].sort());
    for (const [folder, manifest] of Object.entries(manifests))
      for (const name of Object.keys(manifest)) expect(name.startsWith(`${folder}/`), name).toBe(true);
  });

  it('have a file for every width in their srcset, that wide, in their aspect ratio', async () => {
    for (const [name, image] of Object.entries(allImages)) {
      const { srcset, src } = photo(name);
      const files = filesOf(srcset);
      expect(files.map((file) => file.width)).toEqual(sitePhotoWidths(image.width));
      expect(files.at(-1)?.file).toBe(src.replace(/^\/img\//, ''));
      for (const { file, width } of files) {
        const meta = await sharp(`${IMG_DIR}/${file}`).metadata();
        expect({ file, format: meta.format, width: meta.width, height: meta.height }).toEqual({
          file,
          format: 'webp',
          width,
          height: Math.round((width * image.height) / image.width),
        });
      }
    }
  });

  it('have a placeholder: a 16-px preview where the page data carries it, their colour in the code', async () => {
    for (const [folder, manifest] of Object.entries(manifests)) {
      for (const [name, image] of Object.entries(manifest)) {
        expect(image.color, name).toMatch(/^#[0-9a-f]{6}$/);
        if (folder === 'packages' || folder === 'offers') {
          expect(image.preview, name).toBeUndefined();
          expect(photo(name).placeholder).toBe(image.color);
          continue;
        }
        expect(photo(name).placeholder).toBe(image.preview);
        const preview = image.preview ?? '';
        expect(preview, name).toMatch(/^data:image\/webp;base64,/);
        expect(preview.length, name).toBeLessThanOrEqual(300);
        const meta = await sharp(Buffer.from(preview.split(',')[1], 'base64')).metadata();
        expect(Math.max(meta.width ?? 0, meta.height ?? 0), name).toBe(16);
      }
    }
  });

  it('are all there is in public/img, with the hero and the placeholder: no file of a width no longer made', async () => {
    const named = Object.keys(allImages).flatMap((name) =>
      filesOf(photo(name).srcset).map(({ file }) => file),
    );
    expect(await filesUnder(IMG_DIR)).toEqual([...named, ...NOT_PHOTOS].sort());
  });
});

describe('the checksums of public/img', () => {
  it('are those of the files: no file changed under the same name', async () => {
    const { changed } = compareChecksums(await listedChecksums(), await checksumsOf());
    expect(
      changed.map(
        (file) =>
          `public/img/${file} changed under the same name: visitors' browsers keep the old file for a year ` +
          '(immutable). Give it a new name, and change what shows it, or restore it (git checkout).',
      ),
    ).toEqual([]);
  });

  it('list every file, and only files that exist', async () => {
    const { unlisted, gone } = compareChecksums(await listedChecksums(), await checksumsOf());
    expect([
      ...unlisted.map(
        (file) => `public/img/${file} is not in scripts/images/checksums.json: ${REFRESH_COMMAND}`,
      ),
      ...gone.map((file) => `public/img/${file} is listed but gone: ${REFRESH_COMMAND}`),
    ]).toEqual([]);
  });

  it('are refreshed with new names and without deleted ones, never with a new checksum under an old name', () => {
    const listed = { 'a.webp': '1', 'b.webp': '2', 'c.webp': '3' };
    expect(compareChecksums(listed, { 'a.webp': '1', 'b.webp': '9', 'd.webp': '4' })).toEqual({
      changed: ['b.webp'],
      unlisted: ['d.webp'],
      gone: ['c.webp'],
    });
    expect(refreshedChecksums(listed, { 'd.webp': '4', 'a.webp': '1', 'b.webp': '2' })).toEqual({
      'a.webp': '1',
      'b.webp': '2',
      'd.webp': '4',
    });
    expect(() => refreshedChecksums(listed, { 'a.webp': '1', 'b.webp': '9' })).toThrow(
      /public\/img\/b\.webp.*new name/,
    );
  });
});
