// The checksum of every file under public/img/, committed in checksums.json beside this file. Hosting serves those
// files as immutable (firebase.json: cached for a year, never asked for again), so a picture that changes must get a
// new name: tests/unit/hosting/site-images.test.ts compares the files with the list, and the list only grows by
// new names (`npm run images:checksums`), never by a new checksum under an old one.
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const IMG_DIR = path.join(ROOT, 'public', 'img');
export const CHECKSUMS_FILE = path.join(ROOT, 'scripts', 'images', 'checksums.json');
export const REFRESH_COMMAND = 'npm run images:checksums';

/**
 * Every file under `dir`, as paths relative to it with `/`, sorted.
 * @param {string} dir
 * @returns {Promise<string[]>}
 */
export async function filesUnder(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** @param {Uint8Array} data */
export const checksumOf = (data) => createHash('sha256').update(data).digest('hex');

/**
 * The checksum of every file under `dir`.
 * @param {string} [dir]
 * @returns {Promise<Record<string, string>>}
 */
export async function checksumsOf(dir = IMG_DIR) {
  /** @type {Record<string, string>} */
  const sums = {};
  for (const file of await filesUnder(dir)) sums[file] = checksumOf(await readFile(path.join(dir, file)));
  return sums;
}

/** @returns {Promise<Record<string, string>>} */
export const listedChecksums = async () => JSON.parse(await readFile(CHECKSUMS_FILE, 'utf8'));

/**
 * How the files differ from the list: `changed`, a listed name whose content is not what it was; `unlisted`, a file
 * the list does not name; `gone`, a listed name with no file.
 * @param {Readonly<Record<string, string>>} listed
 * @param {Readonly<Record<string, string>>} actual
 */
export function compareChecksums(listed, actual) {
  const names = (/** @type {Readonly<Record<string, string>>} */ sums) => Object.keys(sums).sort();
  return {
    changed: names(actual).filter((file) => file in listed && listed[file] !== actual[file]),
    unlisted: names(actual).filter((file) => !(file in listed)),
    gone: names(listed).filter((file) => !(file in actual)),
  };
}

/**
 * The list for the files as they are: new files added, files that are gone dropped. Refuses (throws, naming them)
 * when a listed file's content changed: it needs a new name, or its old content back (`git checkout`).
 * @param {Readonly<Record<string, string>>} listed
 * @param {Readonly<Record<string, string>>} actual
 */
export function refreshedChecksums(listed, actual) {
  const { changed } = compareChecksums(listed, actual);
  if (changed.length > 0)
    throw new Error(
      `${changed.map((file) => `public/img/${file}`).join(', ')} changed under the same name: visitors' browsers ` +
        'keep the old file for a year (immutable). Give each a new name, or restore it (git checkout); the list ' +
        'is left as it was.',
    );
  /** @type {Record<string, string>} */
  const sorted = {};
  for (const file of Object.keys(actual).sort()) sorted[file] = actual[file];
  return sorted;
}

/** Updates checksums.json for public/img/ as it is (see `refreshedChecksums`); returns what was added and dropped. */
export async function refreshChecksumsFile() {
  const listed = await listedChecksums().catch(() => ({}));
  const actual = await checksumsOf();
  const next = refreshedChecksums(listed, actual);
  await writeFile(CHECKSUMS_FILE, `${JSON.stringify(next, null, 2)}\n`);
  const { unlisted, gone } = compareChecksums(listed, actual);
  return { added: unlisted, dropped: gone };
}
