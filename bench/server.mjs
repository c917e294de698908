// A small static server for a build folder that behaves like the host: prerendered pages at {path}/index.html,
// the charter pages from their own charter.html, every other page from the empty shell spa.html, text compressed with gzip. With `staticHtml`, pages are served
// as plain HTML: the same prerendered markup with every script and modulepreload removed (the static limit).
import { createServer } from 'node:http';
import { isCharterAddress } from '../scripts/lib/hosting.mjs';
import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

/** @type {Record<string, string>} */
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt']);

/**
 * The page without scripts: no module script, no data snapshot, no modulepreload.
 * @param {string} html
 */
export function stripScripts(html) {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, '');
}

/** @param {string} path */
function isFile(path) {
  return existsSync(path) && statSync(path).isFile();
}

/**
 * The file that answers a path, as the host picks it.
 * @param {string} root
 * @param {string} pathname
 */
function fileFor(root, pathname) {
  const target = normalize(join(root, pathname));
  if (target !== root && !target.startsWith(root + sep)) return null;
  if (isFile(target)) return target;
  const page = join(target, 'index.html');
  if (isFile(page)) return page;
  if (extname(pathname)) return null;
  // The charter pages' own entry (firebase.json's rewrites).
  return join(root, isCharterAddress(pathname) ? 'charter.html' : 'spa.html');
}

/**
 * Serves `folder` on 127.0.0.1 (port 0 = a free one). Resolves to { url, close }.
 * @param {string} folder
 * @param {{ staticHtml?: boolean, port?: number }} [options]
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function serve(folder, { staticHtml = false, port = 0 } = {}) {
  const root = resolve(folder);
  /** @type {Map<string, { data: Buffer, compressed: Buffer | null }>} */
  const cache = new Map();

  /** @param {string} file */
  async function body(file) {
    const key = `${file}|${staticHtml}`;
    let entry = cache.get(key);
    if (!entry) {
      let data = await readFile(file);
      if (staticHtml && file.endsWith('.html')) data = Buffer.from(stripScripts(data.toString('utf8')));
      const compressed = COMPRESSIBLE.has(extname(file)) ? gzipSync(data, { level: 9 }) : null;
      entry = { data, compressed };
      cache.set(key, entry);
    }
    return entry;
  }

  const server = createServer(async (req, res) => {
    try {
      const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
      const file = fileFor(root, pathname);
      if (!file || !isFile(file)) {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
        return;
      }
      const { data, compressed } = await body(file);
      const gzip = compressed && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
      /** @type {Record<string, string>} */
      const headers = {
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        'cache-control': file.includes(`${sep}assets${sep}`)
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
        vary: 'accept-encoding',
      };
      if (gzip) headers['content-encoding'] = 'gzip';
      const payload = gzip ? compressed : data;
      headers['content-length'] = String(payload.length);
      res.writeHead(200, headers);
      res.end(req.method === 'HEAD' ? undefined : payload);
    } catch (error) {
      res.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
    }
  });
  await /** @type {Promise<void>} */ (new Promise((done) => server.listen(port, '127.0.0.1', done)));
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://127.0.0.1:${actualPort}`,
    close: () => /** @type {Promise<void>} */ (new Promise((done) => server.close(() => done()))),
  };
}
