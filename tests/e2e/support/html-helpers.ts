/**
 * Reading built HTML in the browser tests: the attributes of the tags a page's file holds, its head and its body.
 */
export type Attributes = Record<string, string>;

const unescape = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The attributes of an HTML tag, names in lower case (React writes `srcSet`, `fetchPriority`). */
export function attributesOf(tag: string): Attributes {
  const attributes: Attributes = {};
  for (const [, name, value] of tag.matchAll(/\s([a-zA-Z-]+)(?:="([^"]*)")?/g)) {
    if (name) attributes[name.toLowerCase()] = unescape(value ?? '');
  }
  return attributes;
}

export const tagsOf = (html: string, pattern: RegExp) =>
  [...html.matchAll(pattern)].map(([tag]) => attributesOf(tag));
export const bodyOf = (html: string) => html.slice(html.indexOf('<div id="root"'));
export const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));

/** The widths a `srcset` lists, in its order, and the address of each. */
export const srcsetEntries = (srcset: string) =>
  srcset.split(',').map((entry) => {
    const [url = '', width = ''] = entry.trim().split(/\s+/);
    return { url, width: Number.parseInt(width, 10) };
  });
