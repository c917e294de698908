import type { Page } from '@playwright/test';
import { DATED, captureWindowOpen, expect, expectNoSeriousA11yViolations, test } from './support/fixtures';

/** Nothing on the page sticks out to the right of the viewport (html hides the overflow, so check the boxes). */
async function expectNoSidewaysOverflow(page: Page) {
  const overflow = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    return [...document.querySelectorAll('body *')]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return (
          box.width > 0 &&
          box.right > width + 1 &&
          !el.closest('[aria-hidden="true"], .offcanvas, .chat-panel')
        );
      })
      .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`)
      .slice(0, 5);
  });
  expect(overflow, 'elements wider than the viewport').toEqual([]);
}

test.describe('packages', () => {
  test('list → package page → WhatsApp booking', async ({ page, isMobile }) => {
    const opened = await captureWindowOpen(page);
    await page.goto('/packages');
    await expect(page.getByRole('heading', { level: 1, name: 'Yacht Packages' })).toBeVisible();
    const list = page.getByRole('list', { name: 'Packages' });
    await expect(list.getByRole('heading', { level: 2 })).toHaveCount(9);
    await expect(list.getByRole('heading', { level: 2 }).last()).toHaveText('Custom Package');
    await expectNoSidewaysOverflow(page);
    await expectNoSeriousA11yViolations(page);

    await list.getByRole('link', { name: 'View package: Moon Island Trip Package' }).click();
    await expect(page).toHaveURL(/\/packages\/moon_island_trip_package&6$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Moon Island Trip Package' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Moon Island Trip Package on board' })).toBeVisible();
    await expect(page.getByText('BBQ dinner cooked on board')).toBeVisible();
    await expectNoSidewaysOverflow(page);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Book this package on WhatsApp' }).click();
    const [link] = await opened();
    expect(
      link.startsWith(isMobile ? 'https://wa.me/971501234567?text=' : 'https://web.whatsapp.com/send?'),
    ).toBe(true);
    expect(decodeURIComponent(link)).toContain(
      'Hi, I am interested in the package: Moon Island Trip Package',
    );
  });

  test('an unknown package shows the error page', async ({ page }) => {
    await page.goto('/packages/sunset_pack&9');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
  // The Custom Package books in the booking panel: tests/e2e/booking.spec.ts.
});

test.describe('services', () => {
  test('list → service page with related packages; unknown service → error page', async ({ page }) => {
    const opened = await captureWindowOpen(page);
    await page.goto('/services');
    const list = page.getByRole('list', { name: 'Services' });
    await expect(list.getByRole('heading', { level: 2 })).toHaveCount(6);
    await expectNoSidewaysOverflow(page);
    await expectNoSeriousA11yViolations(page);

    await list.getByRole('link', { name: 'Learn more: Photography & Videography' }).click();
    await expect(page).toHaveURL(/\/services\/Photography%20%26%20Videography$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Photography & Videography' })).toBeVisible();
    await expect(page.getByText(/Edited photos are delivered within 48 hours/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Anniversary/Proposal Package' })).toBeVisible();
    await expectNoSidewaysOverflow(page);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Book on WhatsApp' }).click();
    expect(decodeURIComponent((await opened())[0])).toContain(
      'interested in the service: Photography & Videography',
    );

    await page.getByRole('link', { name: 'Anniversary/Proposal Package' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Anniversary/Proposal Package' })).toBeVisible();

    await page.goto('/services/Helicopter%20Tours');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});

test.describe('offers', () => {
  // The page's clock is installed by the fixture (dated), so the countdowns can be run on and fast-forwarded.
  test(
    'the panel lists offers with ticking countdowns, "Time\'s up!" and Book Now',
    { tag: DATED },
    async ({ page, isMobile }) => {
      const opened = await captureWindowOpen(page);
      await page.goto('/about');
      await page.getByRole('button', { name: 'View Offers' }).click();
      const panel = page.getByRole('dialog', { name: 'Special Offers' });
      await expect(panel).toBeVisible();
      // A phone's panel ends above the bar, whose button closes it (below).
      const bar = await page.getByRole('navigation', { name: 'Quick actions' }).boundingBox();
      const panelBox = await panel.boundingBox();
      if (isMobile) expect((panelBox?.y ?? 0) + (panelBox?.height ?? 0)).toBeLessThanOrEqual(bar?.y ?? 0);

      const sunset = panel.getByRole('article', { name: 'Sunset Cruise Special' });
      const timer = sunset.getByRole('timer');
      await expect(timer).toHaveText(/^\d{2,}:\d{2}:\d{2}$/);
      const [hours] = (await timer.textContent())?.split(':') ?? [];
      expect(Number(hours)).toBeGreaterThan(24); // ends in about three days: hours are not wrapped
      const before = await timer.textContent();
      await page.clock.runFor(2000);
      await expect(timer).not.toHaveText(before ?? '');

      await expect(
        panel.getByRole('article', { name: 'Winter Weekend Deal' }).getByText("Time's up!"),
      ).toBeVisible();
      const noEnd = panel.getByRole('article', { name: 'Family Day Out' });
      await expect(noEnd.getByRole('timer')).toHaveCount(0);
      await expect(
        panel.getByRole('article', { name: 'Midweek Escape' }).getByText('No features available'),
      ).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      await page.clock.fastForward(80 * 3_600_000); // past the end, about 77 hours away
      await expect(sunset.getByText("Time's up!")).toBeVisible();

      await sunset.getByRole('button', { name: 'Book Now' }).click();
      expect(decodeURIComponent((await opened())[0])).toContain(
        'Hi, I am interested in the offer: Sunset Cruise Special',
      );

      await page.getByRole('button', { name: 'Close Offers', exact: true }).click();
      await expect(panel).toBeHidden();
      await page.getByRole('button', { name: 'View Offers' }).click();
      await expect(panel).toBeVisible();
      await panel.getByRole('button', { name: 'Close offers panel' }).click();
      await expect(panel).toBeHidden();
    },
  );
});

test.describe('contact', () => {
  test('the call-back form asks for blank fields, then stores the request', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('link', { name: '+971 50 123 4567' }).first()).toHaveAttribute(
      'href',
      'tel:+971501234567',
    );
    await expect(page.getByRole('link', { name: 'bookings@marinaluxeyachts.ae' })).toHaveAttribute(
      'href',
      'mailto:bookings@marinaluxeyachts.ae',
    );
    await expect(page.getByText('Sun–Sat 8 AM–12 PM')).toBeVisible();
    await expectNoSidewaysOverflow(page);
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel('Name').fill('   ');
    await page.getByRole('button', { name: 'Request a Call Back' }).click();
    await expect(page.getByText('Please fill in all required fields.')).toBeVisible();

    await page.getByLabel('Name').fill('Layla Hassan');
    await page.getByLabel('Phone').fill('050 123');
    await page.getByRole('button', { name: 'Request a Call Back' }).click();
    await expect(page.getByText(/Please enter a valid phone number/)).toBeVisible();

    await page.getByLabel('Phone').fill('050 123 4567');
    await page.getByLabel('Preferred time').fill('18:30');
    await page.getByRole('button', { name: 'Request a Call Back' }).click();
    await expect(page.getByText('Your message has been sent successfully!')).toBeVisible();
    await expect(page.getByLabel('Name')).toHaveValue('');
    await expectNoSeriousA11yViolations(page);

    // A second request within 30 seconds is refused with a message.
    await page.getByLabel('Name').fill('Omar');
    await page.getByLabel('Phone').fill('+971 55 765 4321');
    await page.getByRole('button', { name: 'Request a Call Back' }).click();
    await expect(page.getByText(/You can send one request every 30 seconds/)).toBeVisible();
    await expect(page.getByLabel('Name')).toHaveValue('Omar');
  });
});

test.describe('chat', () => {
  test('loads on first open, answers a question with links, closes with Escape', async ({
    page,
    isMobile,
  }) => {
    const chatRequests: string[] = [];
    page.on('request', (request) => {
      if (/chat-panel/.test(request.url())) chatRequests.push(request.url());
    });
    await page.goto('/about');
    const launcher = page.getByRole('button', { name: 'Chat with us' });
    await expect(launcher).toBeVisible();
    expect(chatRequests).toEqual([]);

    // The floating controls (on a phone: the bar's buttons) do not cover each other.
    const offersBox = await page.getByRole('button', { name: 'View Offers' }).boundingBox();
    const chatBox = await launcher.boundingBox();
    if (!offersBox || !chatBox) throw new Error('floating controls missing');
    expect(offersBox.x + offersBox.width).toBeLessThanOrEqual(chatBox.x);

    await launcher.click();
    const dialog = page.getByRole('dialog', { name: 'Ask us anything' });
    await expect(dialog).toBeVisible();
    expect(chatRequests.length).toBeGreaterThan(0);
    const input = dialog.getByLabel('Your message');
    await expect(input).toBeFocused();

    await input.fill('Which yacht fits 15 guests?');
    await input.press('Enter');
    const log = dialog.getByRole('log');
    await expect(log.getByRole('link', { name: 'Silver Wave' })).toBeVisible();
    await expect(log).toContainText('For 15 guests:');
    await input.fill('What are your opening hours?');
    await input.press('Enter');
    await expect(log).toContainText('We are open Sun–Sat 8 AM–12 PM.');

    // The panel fits the screen.
    const box = await dialog.boundingBox();
    const viewport = page.viewportSize();
    if (!box || !viewport) throw new Error('no panel box');
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
    // Above the chat button: on a phone, above the bar it is in.
    const buttons = await page.getByRole('navigation', { name: 'Quick actions' }).boundingBox();
    expect(box.y + box.height).toBeLessThanOrEqual((isMobile ? buttons?.y : chatBox.y) ?? 0);
    if (isMobile) expect(box.width).toBeGreaterThan(300);
    await expectNoSeriousA11yViolations(page);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(launcher).toBeFocused();

    // Back again: the conversation is kept, and a link leads to its page.
    await launcher.click();
    await dialog.getByRole('link', { name: 'Silver Wave' }).click();
    await expect(page).toHaveURL(/\/productdetail\/silver-wave$/);
    await expect(dialog).toBeHidden();
  });
});
