import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { site } from '../../../src/config/site';

describe('charter.html', () => {
  it('draws the frame’s header with the site’s wordmark before any script, no language links or text to translate', () => {
    const html = readFileSync('charter.html', 'utf8');
    const root = /<div id="root">([\s\S]*?)<\/div>\s*<script/.exec(html)?.[1] ?? '';
    expect(root).toContain(`<a class="navbar-brand fw-semibold" href="/">${site.name}</a>`);
    expect(
      root
        .replace(/<!--[\s\S]*?-->/g, '')
        .replace(/<[^>]+>/g, '')
        .trim(),
    ).toBe(site.name);
  });
});
