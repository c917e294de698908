/** Package slug: lower-cased name, spaces → underscores, slashes and ampersands → hyphens. */
export function packageSlug(name: string): string {
  return name.toLowerCase().replace(/ /g, '_').replace(/\//g, '-').replace(/&/g, '-');
}

/**
 * Fills a route pattern (`/productdetail/:id`) with values, URL-encoded unless `encode` is false (a package segment
 * such as `birthday_pack&0` is already in its link shape).
 */
export function fillPattern(pattern: string, params: Record<string, string>, encode = true): string {
  return pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`No value for :${name} in ${pattern}.`);
    return encode ? encodeURIComponent(value) : value;
  });
}
