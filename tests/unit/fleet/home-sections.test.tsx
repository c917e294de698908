import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { yachtFixtures } from '../../../fixtures/yachts';
import { faqFixtures } from '../../../fixtures/faq';
import type { Review } from '../../../src/domain/review';
import type { SiteSnapshot } from '../../../src/backend/react/snapshot';
import { activateLocale } from '../../../src/i18n/catalogues';
import { createTestBackend, renderApp, withOverrides } from '../test-utils';

const sara: Review = {
  id: 'r1',
  name: 'Sara K.',
  occasion: 'birthday',
  rating: 4,
  text: 'A wonderful evening, the crew was lovely.',
  date: '2025-03-12',
  language: 'en',
};
const oleg: Review = {
  id: 'r2',
  name: 'Олег',
  occasion: 'fishing',
  rating: 5,
  text: 'Отличная рыбалка, спасибо команде!',
  date: '2025-02-01',
  language: 'ru',
};
const amal: Review = {
  id: 'r3',
  name: 'أمل',
  occasion: 'proposal',
  rating: 5,
  text: 'قالت نعم!',
  date: '2025-01-20',
  language: 'ar',
  translations: { en: { text: 'She said yes!' } },
};

async function renderHome({ reviews = [], initial }: { reviews?: Review[]; initial?: SiteSnapshot } = {}) {
  const backend = withOverrides(await createTestBackend(), { reviews: { list: async () => reviews } });
  return renderApp({ backend, path: '/', initial });
}

/** The page's JSON-LD objects, once its head is applied (usePageMeta in the browser). */
async function jsonLd(): Promise<Record<string, unknown>[]> {
  await waitFor(() =>
    expect(document.head.querySelector('script[type="application/ld+json"]')).not.toBeNull(),
  );
  return [...document.head.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>,
  );
}

afterEach(async () => {
  await activateLocale('en', { everything: true });
});

describe('home page hero', () => {
  it('has its call to action: check availability on the fleet, and WhatsApp', async () => {
    await renderHome();
    const hero = screen.getByRole('banner');
    expect(within(hero).getByRole('link', { name: 'Check availability' })).toHaveAttribute('href', '#fleet');
    expect(within(hero).getByRole('button', { name: 'Chat on WhatsApp' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Our fleet' })).toHaveAttribute('id', 'fleet');
  });
});

describe('home page sections', () => {
  it('links each occasion to its package, or to the fleet when none matches', async () => {
    await renderHome();
    const occasions = await screen.findByRole('region', { name: 'Charters for every occasion' });
    expect(within(occasions).getByRole('link', { name: 'Birthday' })).toHaveAttribute(
      'href',
      '/packages/birthday_pack&0',
    );
    expect(within(occasions).getByRole('link', { name: 'Proposal' })).toHaveAttribute(
      'href',
      '/packages/anniversary-proposal_package&3',
    );
    for (const name of ['Corporate events', 'Sunset cruise', 'Family day', 'Fishing trip']) {
      expect(within(occasions).getByRole('link', { name })).toHaveAttribute('href', '#fleet');
    }
  });

  it('says why to book with us: licence, crew, what is included, safety', async () => {
    await renderHome();
    const why = await screen.findByRole('region', { name: 'Why book with us' });
    expect(
      within(why)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([
      'Licensed charters',
      'Captain and crew included',
      'Clear about what is included',
      'Safety first',
    ]);
  });

  it('shows no reviews section and no rating markup without a review', async () => {
    await renderHome({ initial: { yachts: yachtFixtures, services: [], faq: faqFixtures, reviews: [] } });
    await screen.findByRole('region', { name: 'Frequently asked questions' });
    expect(screen.queryByRole('region', { name: 'What our guests say' })).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Rated/ })).not.toBeInTheDocument();
    const data = JSON.stringify(await jsonLd());
    expect(data).toContain('"FAQPage"');
    expect(data).not.toMatch(/aggregateRating|"Review"|reviewRating/);
  });

  it('shows each review with its stars, occasion and date, in its own language when not translated', async () => {
    const reviews = [sara, oleg, amal];
    await renderHome({ reviews, initial: { yachts: yachtFixtures, services: [], reviews } });
    const section = await screen.findByRole('region', { name: 'What our guests say' });
    expect(within(section).getByText('4.7 out of 5 from 3 reviews')).toBeInTheDocument();

    const saraCard = within(section).getByRole('article', { name: 'Sara K.' });
    expect(within(saraCard).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(within(saraCard).getByText(/Birthday/)).toBeInTheDocument();
    expect(within(saraCard).getByText(/March 12, 2025|12 March 2025/)).toHaveAttribute(
      'datetime',
      '2025-03-12',
    );
    expect(within(saraCard).queryByText(/\(in /)).not.toBeInTheDocument();

    // No English translation: the guest's Russian words, marked.
    const olegCard = within(section).getByRole('article', { name: 'Олег' });
    expect(within(olegCard).getByText(oleg.text)).toHaveAttribute('lang', 'ru');
    expect(within(olegCard).getByText('(in Russian)')).toBeInTheDocument();
    expect(within(olegCard).getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();

    // The operator's English translation of an Arabic review.
    const amalCard = within(section).getByRole('article', { name: 'أمل' });
    expect(within(amalCard).getByText('She said yes!')).toHaveAttribute('lang', 'en');
    expect(within(amalCard).getByText('(translated)')).toBeInTheDocument();

    const business = (await jsonLd()).find((item) => item['@type'] === 'TravelAgency');
    expect(business?.aggregateRating).toMatchObject({ ratingValue: 4.7, reviewCount: 3 });
    expect(business?.review).toHaveLength(3);
  });

  it('opens and closes the FAQ’s answers with the mouse and the keyboard', async () => {
    const user = userEvent.setup();
    await renderHome();
    const faq = await screen.findByRole('region', { name: 'Frequently asked questions' });
    const question = within(faq).getByRole('button', { name: 'How do I book a yacht?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    const answer = document.getElementById(question.getAttribute('aria-controls') ?? '');
    expect(answer).not.toBeVisible();

    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(answer).toBeVisible();
    expect(within(faq).getByRole('region', { name: 'How do I book a yacht?' })).toHaveTextContent(
      /Check availability & price/,
    );

    await user.keyboard('{Enter}');
    expect(question).toHaveAttribute('aria-expanded', 'false');
    const second = within(faq).getAllByRole('button')[1];
    await user.tab();
    expect(second).toHaveFocus();
    await user.keyboard(' ');
    expect(second).toHaveAttribute('aria-expanded', 'true');
  });

  it('reads in Arabic: the FAQ in Arabic, an English review marked as English', async () => {
    await activateLocale('ar', { everything: true });
    await renderHome({ reviews: [sara] });
    const faq = await screen.findByRole('region', { name: 'الأسئلة الشائعة' });
    expect(within(faq).getByRole('button', { name: 'كيف أحجز يختًا؟' })).toBeInTheDocument();
    const reviews = await screen.findByRole('region', { name: 'ماذا يقول ضيوفنا' });
    expect(within(reviews).getByText(sara.text)).toHaveAttribute('lang', 'en');
    expect(within(reviews).getByText('(بالإنجليزية)')).toBeInTheDocument();
    expect(within(reviews).getByRole('img', { name: 'التقييم 4 من 5' })).toBeInTheDocument();
  });
});
