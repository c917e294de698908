import { describe, expect, it } from 'vitest';
import { faqFixtures } from '../../../fixtures/faq';
import {
  readSnapshot,
  serializeSnapshot,
  SNAPSHOT_ELEMENT_ID,
  type SiteSnapshot,
} from '../../../src/backend/react/snapshot';

/** A document with the snapshot's script element, as the prerender writes it. */
function pageWith(snapshot: SiteSnapshot): Document {
  const page = document.implementation.createHTMLDocument('page');
  const script = page.createElement('script');
  script.type = 'application/json';
  script.id = SNAPSHOT_ELEMENT_ID;
  script.textContent = serializeSnapshot(snapshot);
  page.body.append(script);
  return page;
}

describe('the page’s snapshot', () => {
  it('gives the home page’s FAQ and reviews back as written', () => {
    const snapshot: SiteSnapshot = {
      yachts: [],
      services: [],
      faq: faqFixtures,
      reviews: [
        {
          id: 'r1',
          name: 'Sara </script>',
          occasion: 'birthday',
          rating: 5,
          text: 'Lovely.',
          date: '2025-01-02',
          language: 'en',
        },
      ],
    };
    expect(readSnapshot(pageWith(snapshot))).toEqual(snapshot);
  });

  it('has no FAQ or reviews on the other pages', () => {
    const read = readSnapshot(pageWith({ yachts: [], services: [] }));
    expect(read).toEqual({ yachts: [], services: [] });
    expect(read).not.toHaveProperty('faq');
    expect(read).not.toHaveProperty('reviews');
  });
});
