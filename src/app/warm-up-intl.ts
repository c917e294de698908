/**
 * The first `Intl` formatter a page builds makes the browser load its internationalisation data: one block of about
 * 100–150 ms on a mid-range phone (measured at Lighthouse's 4x CPU slowdown), in the middle of the first render that
 * shows a price or a date. Loaded piece by piece in separate tasks before hydration, the same work never holds the
 * main thread for more than a few tens of milliseconds, so a tap in between is answered
 * (docs/decisions/0017-intl-warm-up.md).
 */
const STEPS: ((locale: string) => unknown)[] = [
  (locale) => new Intl.Locale(locale).maximize(),
  (locale) => new Intl.PluralRules(locale),
  (locale) => new Intl.Collator(locale),
  (locale) => new Intl.NumberFormat(locale),
  // The charter times are Dubai time (src/domain/booking/dubai-time.ts): its zone data too.
  (locale) => new Intl.DateTimeFormat(locale, { timeZone: 'Asia/Dubai', hour: 'numeric' }),
];

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export async function warmUpIntl(locale: string): Promise<void> {
  for (const step of STEPS) {
    // Each step in a task of its own, the first one too (not at the end of the script's evaluation).
    await nextTask();
    try {
      step(locale);
    } catch {
      // An engine without one of these (or an unknown tag) formats as before, only less smoothly.
    }
  }
}
