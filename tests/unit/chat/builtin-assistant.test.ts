import { describe, expect, it } from 'vitest';
import { offerFixtures } from '../../../fixtures/offers';
import { yachtFixtures } from '../../../fixtures/yachts';
import { serviceFixtures } from '../../../fixtures/services';
import { countWords, MAX_ANSWER_WORDS } from '../../../src/features/chat/answer-helpers';
import {
  answer,
  createBuiltinProvider,
  type AssistantData,
} from '../../../src/features/chat/builtin-assistant';
import { partsToText, type ReplyPart } from '../../../src/features/chat/types';

const now = Date.parse('2025-03-01T12:00:00Z');
const data: AssistantData = {
  yachts: yachtFixtures.map((p) => ({ ...p })),
  offers: offerFixtures(new Date(now)),
  services: serviceFixtures,
  now,
};

const ask = (question: string, given: AssistantData = data) => answer(question, given);
const links = (parts: ReplyPart[]) =>
  parts.filter((p) => p.href).map((p) => ({ text: p.text, href: p.href }));

describe('built-in assistant', () => {
  it('lists the yachts that fit the guests, cheapest first, with links', () => {
    const parts = ask('Which yacht fits 15 guests?');
    const text = partsToText(parts);
    expect(text).toMatch(/^For 15 guests: Silver Wave \(AED 600\/hour\)/);
    expect(text).not.toContain('Azure Pearl'); // 12 guests
    expect(text).not.toContain('Sea Breeze'); // 8 guests
    expect(links(parts)).toContainEqual({ text: 'Silver Wave', href: '/productdetail/silver-wave' });
    expect(links(parts)).toContainEqual({ text: 'the fleet', href: '/' });
  });

  it('understands other ways of giving the group size', () => {
    expect(partsToText(ask('we are 30 people, what can we rent?'))).toMatch(/^For 30 guests: Ocean Whisper/);
    expect(partsToText(ask('boat for 50 pax'))).toMatch(/^For 50 guests: Golden Horizon/);
    // Not a group size.
    expect(partsToText(ask('How much for 3 hours?'))).toMatch(/^Yachts cost/);
  });

  it('says when no single yacht is big enough', () => {
    const parts = ask('Do you have something for 120 guests?');
    expect(partsToText(parts)).toContain('No single yacht takes 120 guests; the largest, Majesty, takes 80.');
    expect(links(parts)).toContainEqual({ text: 'Majesty', href: '/productdetail/majesty' });
  });

  it('answers what a package includes, linking to it', () => {
    const parts = ask('What does the Birthday Pack include?');
    expect(partsToText(parts)).toMatch(
      /^Birthday Pack includes balloon and banner decoration in your theme, celebration cake/,
    );
    expect(links(parts)).toEqual([{ text: 'Birthday Pack', href: '/packages/birthday_pack&0' }]);
    expect(partsToText(ask('planning a proposal on a boat'))).toMatch(
      /^Anniversary\/Proposal Package includes/,
    );
    expect(links(ask('honeymoon ideas?'))[0].href).toBe('/packages/honeymoon_package&2');
  });

  it('gives the opening hours and how to call', () => {
    const parts = ask('What are your opening hours?');
    expect(partsToText(parts)).toContain('We are open Sun–Sat 8 AM–12 PM.');
    expect(links(parts)).toContainEqual({ text: '+971 50 123 4567', href: 'tel:+971501234567' });
    expect(links(parts)).toContainEqual({ text: 'request a call back', href: '/contact' });
  });

  it('gives the price range from the live fleet', () => {
    expect(partsToText(ask('How much does it cost?'))).toMatch(/^Yachts cost AED 350 to AED 5,500 per hour/);
    const cheaper = { ...data, yachts: data.yachts.filter((p) => p.price < 1000) };
    expect(partsToText(ask('prices?', cheaper))).toMatch(/^Yachts cost AED 350 to AED 750 per hour/);
  });

  it('names the running offers only', () => {
    const text = partsToText(ask('Any offers or discounts?'));
    expect(text).toContain('Sunset Cruise Special');
    expect(text).toContain('Family Day Out');
    expect(text).not.toContain('Winter Weekend Deal'); // ended
    expect(partsToText(ask('any deals?', { ...data, offers: [] }))).toMatch(
      /^No offers are running right now/,
    );
  });

  it('answers about services, booking, crew and packages in general', () => {
    expect(links(ask('Can I bring a photographer?'))[0]).toEqual({
      text: 'Photography & Videography',
      href: '/services/Photography%20%26%20Videography',
    });
    expect(links(ask('How do I book?'))).toContainEqual({ text: 'request a call back', href: '/contact' });
    expect(partsToText(ask('Is a captain included?'))).toMatch(/captain and crew/);
    expect(links(ask('compare your packages'))).toContainEqual({ text: 'Packages', href: '/packages' });
    expect(links(ask('can I make my own custom trip'))).toContainEqual({
      text: 'Custom Package',
      href: '/packages/custom_pack&-1',
    });
  });

  it('never answers with more than 30 words', () => {
    const questions = [
      'Which yacht fits 2 guests?',
      'Which yacht fits 15 guests?',
      'for 1000 people',
      ...['birthday', 'party', 'honeymoon', 'anniversary', 'burj', 'atlantis', 'moon', 'bachelorette'].map(
        (word) => `tell me about the ${word} package`,
      ),
      'prices',
      'offers',
      'opening hours',
      'vip yachts',
      'what services do you have',
      'fishing',
      'water sports',
      'catering',
      'decoration',
      'crew',
      'how to book',
      'where are you located',
      'hello',
      'what is the meaning of life',
      '',
    ];
    for (const question of questions) {
      const words = countWords(partsToText(ask(question)));
      expect(words, question).toBeLessThanOrEqual(MAX_ANSWER_WORDS);
      expect(words, question).toBeGreaterThan(0);
    }
  });

  it('answers the last question of the conversation', async () => {
    const provider = createBuiltinProvider(() => data);
    const parts = await provider.reply([
      { role: 'user', content: 'hello' },
      { role: 'assistant', content: 'Hi' },
      { role: 'user', content: 'opening hours?' },
    ]);
    expect(partsToText(parts)).toContain('We are open');
  });
});
