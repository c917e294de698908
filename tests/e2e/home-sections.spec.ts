import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { faqFixtures } from '../../fixtures/faq';
import { PUBLISHED_LOCALES } from '../../src/i18n/published-locales';
import { localePath, type Locale } from '../../src/domain/locales';
import { expect, expectNoSeriousA11yViolations, test, waitForAppStarted } from './support/fixtures';
import { tr } from './support/i18n-helpers';

/**
 * The home page's sections below the fleet (occasions, why book with us, the FAQ; reviews only when the operator
 * entered some, and the demo has none): in the built HTML of every language with the FAQPage data, then live in the
 * browser. Reads dist/ (PW_DIST) for the HTML.
 */
const dist = resolve(process.env.PW_DIST || 'dist');
const fileOf = (locale: Locale, path: string) =>
  join(dist, localePath(locale, path).replace(/^\//, ''), 'index.html');

/** The page's JSON-LD objects. */
const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, text]) => JSON.parse(text) as Record<string, unknown>,
  );

/** The first FAQ question in the page's language. */
const firstQuestion = (locale: Locale) =>
  locale === 'en' ? faqFixtures[0].question : (faqFixtures[0].translations?.[locale]?.question ?? '');

for (const locale of PUBLISHED_LOCALES) {
  test.describe(`home page sections (${locale})`, () => {
    test('the built HTML has the sections and the FAQPage data, no rating, and other pages stay lean', async () => {
      test.skip(test.info().project.name !== 'desktop', 'the files do not depend on the device');
      const html = await readFile(fileOf(locale, '/'), 'utf8');
      for (const heading of [
        'Charters for every occasion',
        'Why book with us',
        'Frequently asked questions',
      ]) {
        expect(html).toContain(tr(locale, heading));
      }
      expect(html).not.toContain(tr(locale, 'What our guests say'));
      const faq = jsonLdOf(html).find((item) => item['@type'] === 'FAQPage') as
        { mainEntity: { name: string; acceptedAnswer: { text: string } }[]; inLanguage: string } | undefined;
      expect(faq?.inLanguage).toBe(locale);
      expect(faq?.mainEntity).toHaveLength(faqFixtures.length);
      expect(faq?.mainEntity[0].name).toBe(firstQuestion(locale));
      expect(html).not.toMatch(/aggregateRating|"Review"/);
      // Only the home page carries the FAQ in its data.
      const contact = await readFile(fileOf(locale, '/contact'), 'utf8');
      expect(contact).not.toContain(faqFixtures[0].question);
    });

    test('the hero’s actions and the FAQ work, with no serious accessibility violation', async ({ page }) => {
      const scripts: string[] = [];
      const scriptBodies: Promise<string>[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() !== 'script') return;
        scripts.push(new URL(response.url()).pathname);
        scriptBodies.push(response.text().catch(() => ''));
      });
      await page.goto(localePath(locale, '/'));
      await waitForAppStarted(page);
      // The sections' code is not part of the first view.
      expect(scripts.filter((path) => path.includes('/home-sections-'))).toEqual([]);
      const hero = page.locator('header.hero');
      await expect(hero.getByRole('button', { name: tr(locale, 'Chat on WhatsApp') })).toBeVisible();
      await hero.getByRole('link', { name: tr(locale, 'Check availability') }).click();
      await expect(page).toHaveURL(/#fleet$/);
      await expect(page.locator('#fleet')).toBeInViewport();

      const faq = page.getByRole('region', { name: tr(locale, 'Frequently asked questions') });
      await faq.scrollIntoViewIfNeeded();
      const question = faq.getByRole('button', { name: firstQuestion(locale) });
      // Live once its code has arrived (loaded as the visitor nears it): a click opens the answer.
      await expect(async () => {
        await question.click();
        await expect(question).toHaveAttribute('aria-expanded', 'true', { timeout: 500 });
      }).toPass();
      await expect(faq.getByRole('region', { name: firstQuestion(locale) })).toBeVisible();
      await question.press('Enter');
      await expect(question).toHaveAttribute('aria-expanded', 'false');
      // The FAQ came with the page: the demo's backend answers from it (nothing else has been asked of it, so its
      // database and its reviews and FAQ code are not loaded: src/backend/demo/deferred.ts), and the demo's starter
      // FAQ module (fixtures) is never downloaded.
      expect(scripts.filter((path) => path.includes('/reviews-faq-'))).toEqual([]);
      // Known by its content, not by a chunk's name (the bundler names chunks after any module in them).
      const bodies = await Promise.all(scriptBodies);
      expect(bodies.filter((body) => body.includes(faqFixtures[0].question))).toEqual([]);
      await expectNoSeriousA11yViolations(page);
    });
  });
}
