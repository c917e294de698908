import type { Page } from '@playwright/test';

/** The phones of issue 23 (width × height in CSS px) and a desktop. */
export const PHONES = [
  { width: 360, height: 740 },
  { width: 412, height: 823 },
] as const;
export const DESKTOP = { width: 1440, height: 900 } as const;

/**
 * Every visible control of the page's content and footer (links, buttons, form fields) whose centre is not its own
 * once scrolled into view at the bottom of the screen and at its middle: what lies on top of it there, found with
 * `document.elementFromPoint` (`covered`: empty when nothing covers any control), and which controls were checked.
 */
export function coveredControls(page: Page): Promise<{ checked: string[]; covered: string[] }> {
  return page.evaluate(() => {
    const controls = 'a[href], button, input, select, textarea, summary, label.btn';
    const describe = (element: Element | null) => {
      if (!element) return 'nothing (off screen)';
      const label = (element as HTMLInputElement).labels?.[0]?.textContent;
      const name = (element.getAttribute('aria-label') ?? label ?? element.textContent ?? '')
        .trim()
        .slice(0, 40);
      const classes = typeof element.className === 'string' ? element.className.trim() : '';
      return `<${element.tagName.toLowerCase()}${classes ? ` class="${classes}"` : ''}> "${name}"`;
    };
    const checked: string[] = [];
    const covered: string[] = [];
    for (const control of document.querySelectorAll<HTMLElement>(
      `main :is(${controls}), footer :is(${controls})`,
    )) {
      const first = control.getBoundingClientRect();
      const hidden =
        first.width < 2 ||
        first.height < 2 ||
        // Taller than half the screen: its centre may be off screen however it is scrolled.
        first.height > window.innerHeight / 2 ||
        getComputedStyle(control).visibility === 'hidden' ||
        control.matches('input[type="hidden"], .btn-check') ||
        control.closest('[aria-hidden="true"], .visually-hidden, .visually-hidden-focusable') !== null;
      if (hidden) continue;
      checked.push(describe(control));
      for (const block of ['end', 'center'] as const) {
        control.scrollIntoView({ block, inline: 'nearest' });
        // A link that wraps is boxes on two lines: the centre of its first one is in the link.
        const box = control.getClientRects()[0] ?? control.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        if (hit && control.contains(hit)) continue;
        covered.push(`${describe(control)} (scrolled to the ${block}) is under ${describe(hit)}`);
      }
    }
    window.scrollTo(0, 0);
    return { checked, covered };
  });
}
