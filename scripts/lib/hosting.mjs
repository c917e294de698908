// Reading the hosting headers of firebase.json: used by the deploy script and the unit tests.

/**
 * The part of firebase.json's `hosting` block read here: which headers go with which paths.
 * @typedef {object} HostingConfig
 * @property {{ source: string, headers: { key: string, value: string }[] }[]} [headers]
 */

/**
 * `**` any path, `*` one path segment; the rest literal.
 * @param {string} glob
 */
function globToRegExp(glob) {
  const source = glob
    .split(/(\*\*|\*)/)
    .map((part) =>
      part === '**' ? '.*' : part === '*' ? '[^/]*' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('');
  return new RegExp(`^${source.startsWith('/') || source.startsWith('.*') ? '' : '/'}${source}$`);
}

/**
 * The headers Hosting sends for a request path: every matching rule applies, a later one overriding an earlier.
 * @param {HostingConfig} hosting
 * @param {string} path
 * @returns {Record<string, string>}
 */
export function headersFor(hosting, path) {
  /** @type {Record<string, string>} */
  const headers = {};
  for (const rule of hosting.headers ?? []) {
    if (!globToRegExp(rule.source).test(path)) continue;
    for (const { key, value } of rule.headers) headers[key] = value;
  }
  return headers;
}

/**
 * The Content-Security-Policy as a map of directive → sources.
 * @param {string} policy
 * @returns {Record<string, string[]>}
 */
export function parseCsp(policy) {
  return Object.fromEntries(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}

/**
 * The origins of `urls` (e.g. the configured chat endpoint) that the policy's connect-src does not allow.
 * @param {string} policy
 * @param {readonly (string | undefined)[]} urls
 * @returns {string[]}
 */
export function missingConnectOrigins(policy, urls) {
  const connect = parseCsp(policy)['connect-src'] ?? [];
  return urls
    .filter(/** @returns {url is string} */ (url) => Boolean(url))
    .map((url) => new URL(url).origin)
    .filter((origin) => !connect.includes(origin) && !connect.includes(`${origin}/`));
}
