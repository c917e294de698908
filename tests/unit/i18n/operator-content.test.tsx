import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { filePhoto } from '../../../fixtures/photos';
import type { Yacht } from '../../../src/domain/yacht';
import type { Offer } from '../../../src/domain/offer';
import { localized } from '../../../src/domain/localized';
import {
  checkOfferDraft,
  emptyOfferDraft,
  offerDraftToInput,
} from '../../../src/features/admin/offers/offer-draft';
import { draftFromYacht, draftToInput } from '../../../src/features/admin/yachts/yacht-draft';
import OfferCard from '../../../src/features/offers/offer-card';
import { activateLocale } from '../../../src/i18n/catalogues';

/** What the operator writes per language: entered in the admin forms, shown in the visitor's language. */
const yacht: Yacht = {
  id: 'y1',
  name: 'Marina Star',
  price: 750,
  feet: 55,
  capacity: 12,
  complementary: 'Soft drinks and towels',
  images: [filePhoto('/img/a.webp')],
  isVIP: false,
  translations: { ar: { complementary: 'مشروبات غازية ومناشف' }, ru: { complementary: '' } },
};
const offer: Offer = {
  id: 'o1',
  name: 'Sunset Cruise',
  description: 'Two hours at golden hour.',
  features: ['2 hours', 'Soft drinks'],
  translations: { ru: { name: 'Закатный круиз', features: ['2 часа', 'Напитки'] } },
};

afterEach(async () => {
  await activateLocale('en', { everything: true });
});

describe('text written per language', () => {
  it('is shown in the visitor’s language, and in English where it is empty or missing', () => {
    expect(localized(yacht, 'complementary', 'ar')).toBe('مشروبات غازية ومناشف');
    expect(localized(yacht, 'complementary', 'ru')).toBe('Soft drinks and towels');
    expect(localized(yacht, 'complementary', 'en')).toBe('Soft drinks and towels');
    expect(localized(offer, 'name', 'ar')).toBe('Sunset Cruise');
    expect(localized(offer, 'features', 'ru')).toEqual(['2 часа', 'Напитки']);
    expect(localized(offer, 'description', 'ru')).toBe('Two hours at golden hour.');
  });

  it('an offer card in Russian shows the Russian name and features and the English description', async () => {
    await activateLocale('ru', { everything: true });
    render(<OfferCard offer={offer} />);
    expect(screen.getByRole('heading', { name: 'Закатный круиз' })).toBeVisible();
    const features = screen.getByRole('list', { name: 'Закатный круиз: что включено' });
    expect(
      within(features)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['2 часа', 'Напитки']);
    expect(screen.getByText('Two hours at golden hour.')).toBeVisible();
  });

  it('the product form keeps the included services per language and drops an emptied one', () => {
    const draft = draftFromYacht(yacht);
    expect(draft.complementaryAr).toBe('مشروبات غازية ومناشف');
    expect(draftToInput({ ...draft, complementaryRu: ' Напитки ' }, yacht).translations).toEqual({
      ar: { complementary: 'مشروبات غازية ومناشف' },
      ru: { complementary: 'Напитки' },
    });
    expect(draftToInput({ ...draft, complementaryAr: '' }, yacht).translations).toBeUndefined();
  });

  it('the offer form keeps each language’s texts, and checks them like the English ones', () => {
    const draft = {
      ...emptyOfferDraft,
      name: 'Sunset Cruise',
      features: '2 hours',
      translations: {
        ar: { name: 'رحلة الغروب', description: '', features: 'ساعتان، مشروبات' },
        ru: { name: '', description: '', features: '' },
      },
    };
    expect(checkOfferDraft(draft)).toEqual({});
    expect(offerDraftToInput(draft).translations).toEqual({
      ar: { name: 'رحلة الغروب', features: ['ساعتان، مشروبات'] },
    });
    const tooLong = { ...draft.translations, ru: { name: 'Я'.repeat(121), description: '', features: '' } };
    expect(checkOfferDraft({ ...draft, translations: tooLong })['ru.name']).toMatch(/at most 120/);
  });
});
