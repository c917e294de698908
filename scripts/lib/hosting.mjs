// Reading the hosting headers of firebase.json: used by the deploy script and the unit tests.

/** `**` any path, `*` one path segment; the rest literal. */
function globToRegExp(glob) {
  const source = glob
    .split(/(\*\*|\*)/)
    .map((part) =>
      part === '**' ? '.*' : part === '*' ? '[^/]*' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('');
  return new RegExp(`^${source.startsWith('/') || source.startsWith('.*') ? '' : '/'}${source}$`);
}

/** The headers Hosting sends for a request path: every matching rule applies, a later one overriding an earlier. */
export function headersFor(hosting, path) {
  const headers = {};
  for (const rule of hosting.headers ?? []) {
    if (!globToRegExp(rule.source).test(path)) continue;
    for (const { key, value } of rule.headers) headers[key] = value;
  }
  return headers;
}

/** The Content-Security-Policy as a map of directive → sources. */
export function parseCsp(policy) {
  return Object.fromEntries(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}

/** The origins of `urls` (e.g. the configured chat endpoint) that the policy's connect-src does not allow. */
export function missingConnectOrigins(policy, urls) {
  const connect = parseCsp(policy)['connect-src'] ?? [];
  return urls
    .filter(Boolean)
    .map((url) => new URL(url).origin)
    .filter((origin) => !connect.includes(origin) && !connect.includes(`${origin}/`));
}
