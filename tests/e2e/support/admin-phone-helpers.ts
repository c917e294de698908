import type { Page } from '@playwright/test';

/**
 * Every admin screen works on a phone. The check: no sideways scrolling, every control a thumb can
 * take (44 × 44 CSS px), nothing lying over a control, no field that makes the phone zoom in. The screens checked are
 * in admin-phone-screens.ts, the busy demo they show in admin-phone-data.ts.
 */

/** The phones checked (width × height in CSS px): the benchmark's phone and the narrowest common one. */
export const ADMIN_PHONES = [
  { width: 412, height: 823 },
  { width: 360, height: 740 },
] as const;

/** A thumb's target: WCAG 2.5.5 (AAA) and the platforms' guidelines. */
export const MIN_TARGET = 44;

/**
 * Scroll boxes allowed to be wider inside than they are: the calendar's time bar and week table (they scroll
 * sideways inside their box with the yacht names kept in view), and the admin navigation on a phone (a row of
 * screens that scrolls inside itself).
 */
export const ALLOWED_SCROLLERS = ['.calendar-scroll', '.admin-nav-scroller'] as const;

/**
 * Controls allowed below 44 × 44, each with its reason. A control matching one is still checked for being covered.
 */
export const SMALL_TARGET_EXCEPTIONS: { selector: string; reason: string }[] = [
  {
    selector: 'p a, .form-text a, .alert a',
    reason:
      'a link inside running text (WCAG 2.5.8 exempts inline targets; the line spacing keeps them apart)',
  },
];

export interface PhoneLayoutReport {
  /** The controls checked, described by tag and name. */
  checked: string[];
  /** The page is wider than the screen, and by what. */
  overflow: string[];
  /** Boxes other than the allowed ones that scroll sideways inside themselves. */
  scrollers: string[];
  /** Controls smaller than 44 × 44 (checkboxes and radios with their labels). */
  small: string[];
  /** Controls whose centre is under something else once scrolled into view. */
  covered: string[];
  /**
   * Fields the on-screen keyboard serves badly: text under 16 px (the phone zooms in when it takes the focus), a
   * number without a numeric keyboard (`inputmode`).
   */
  keyboard: string[];
}

/**
 * Looks at the screen as a phone shows it: whether the page scrolls sideways (and what sticks out), which boxes
 * scroll sideways inside themselves, and for every visible control (in the open dialog when there is one) its size
 * and whether it is the topmost element at its centre when scrolled to the middle and the bottom of the screen.
 */
export function phoneLayoutReport(page: Page, scope = 'body'): Promise<PhoneLayoutReport> {
  return page.evaluate(
    ({ allowed, exceptions, min, region }) => {
      // Lists that skip drawing what is off screen (content-visibility: auto) are measured as drawn, the way the
      // operator sees them once scrolled to.
      for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
        if (getComputedStyle(element).contentVisibility === 'auto')
          element.style.contentVisibility = 'visible';
      }
      const width = document.documentElement.clientWidth;
      const inAllowed = (element: Element) => allowed.some((selector) => element.closest(selector) !== null);
      const describe = (element: Element | null) => {
        if (!element) return 'nothing (off screen)';
        const label = (element as HTMLInputElement).labels?.[0]?.textContent;
        const name = (element.getAttribute('aria-label') ?? label ?? element.textContent ?? '')
          .trim()
          .replace(/\s+/g, ' ')
          .slice(0, 100);
        const classes = typeof element.className === 'string' ? element.className.trim() : '';
        return `<${element.tagName.toLowerCase()}${classes ? ` class="${classes}"` : ''}> "${name}"`;
      };
      const shown = (element: Element) => {
        const box = element.getBoundingClientRect();
        return (
          box.width >= 2 &&
          box.height >= 2 &&
          getComputedStyle(element).visibility !== 'hidden' &&
          element.closest('.visually-hidden, .visually-hidden-focusable') === null
        );
      };

      const overflow: string[] = [];
      const scrollWidth = Math.max(document.documentElement.scrollWidth, document.body.scrollWidth);
      if (scrollWidth > width) overflow.push(`the page is ${scrollWidth} px wide on a ${width} px screen`);
      // What sticks out past the screen's edges (also where an overflow rule hides it), outside the allowed boxes.
      for (const element of document.body.querySelectorAll('*')) {
        if (!shown(element) || inAllowed(element)) continue;
        const box = element.getBoundingClientRect();
        if (box.right > width + 0.5 || box.left < -0.5) {
          overflow.push(`${describe(element)} spans ${Math.round(box.left)}–${Math.round(box.right)} px`);
        }
      }

      const scrollers: string[] = [];
      for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
        const { overflowX } = getComputedStyle(element);
        if (!['auto', 'scroll'].includes(overflowX) || !shown(element)) continue;
        if (element.scrollWidth > element.clientWidth + 1 && !allowed.some((s) => element.matches(s))) {
          scrollers.push(
            `${describe(element)} scrolls ${element.scrollWidth} px inside ${element.clientWidth} px`,
          );
        }
      }

      const dialog = document.querySelector(
        '.modal.show [role="dialog"], [role="dialog"][aria-modal="true"]',
      );
      const scope: ParentNode = dialog ?? document.querySelector(region) ?? document;
      const controls = [
        ...scope.querySelectorAll<HTMLElement>(
          'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [tabindex="0"]',
        ),
      ].filter(
        (control) =>
          shown(control) &&
          (control.closest('details:not([open])') === null || control.matches('details > summary')),
      );
      const checked: string[] = [];
      const small: string[] = [];
      const covered: string[] = [];
      const keyboard: string[] = [];
      for (const control of controls) {
        if (
          control.matches('input, select, textarea') &&
          parseFloat(getComputedStyle(control).fontSize) < 16
        ) {
          keyboard.push(
            `${describe(control)} has ${getComputedStyle(control).fontSize} text: the phone zooms in`,
          );
        }
        if (control.matches('input[type="number"]:not([inputmode])')) {
          keyboard.push(`${describe(control)} is a number without inputmode`);
        }
        checked.push(describe(control));
        // A checkbox or radio is taken with its label: the box they make together.
        const input = control as HTMLInputElement;
        const parts: Element[] =
          control.matches('input[type="checkbox"], input[type="radio"]') && input.labels
            ? [control, ...input.labels]
            : [control];
        const boxes = parts.map((part) => part.getBoundingClientRect());
        const target = {
          width: Math.max(...boxes.map((b) => b.right)) - Math.min(...boxes.map((b) => b.left)),
          height: Math.max(...boxes.map((b) => b.bottom)) - Math.min(...boxes.map((b) => b.top)),
        };
        const excepted = exceptions.some(({ selector }) => control.matches(selector));
        if (!excepted && (target.width < min - 0.5 || target.height < min - 0.5)) {
          small.push(`${describe(control)} is ${Math.round(target.width)} × ${Math.round(target.height)} px`);
        }
        const first = control.getBoundingClientRect();
        // Taller than half the screen: its centre may be off screen however it is scrolled.
        if (first.height > window.innerHeight / 2) continue;
        // A disabled control takes no tap (and no pointer): nothing to cover.
        if (control.matches(':disabled')) continue;
        for (const block of ['end', 'center'] as const) {
          control.scrollIntoView({ block, inline: 'nearest' });
          // A link that wraps is boxes on two lines: the centre of its first one is in the link.
          const box = control.getClientRects()[0] ?? control.getBoundingClientRect();
          const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          if (
            hit &&
            (control.contains(hit) || (input.labels && [...input.labels].some((l) => l.contains(hit))))
          )
            continue;
          covered.push(`${describe(control)} (scrolled to the ${block}) is under ${describe(hit)}`);
        }
      }
      window.scrollTo(0, 0);
      return { checked, overflow: overflow.slice(0, 20), scrollers, small, covered, keyboard };
    },
    { allowed: [...ALLOWED_SCROLLERS], exceptions: SMALL_TARGET_EXCEPTIONS, min: MIN_TARGET, region: scope },
  );
}

/** Whether the admin's current screen (its link in the navigation) lies wholly inside the row of screens. */
export function currentScreenInRow(page: Page): Promise<boolean> {
  return page.locator('.admin-nav-link.active').evaluate((link) => {
    const row = (link.closest('nav') ?? link).getBoundingClientRect();
    const box = link.getBoundingClientRect();
    return box.left >= row.left - 0.5 && box.right <= row.right + 0.5;
  });
}
