// A visitor's reads of the reviews and the published FAQ through Firestore's REST API, without the SDK, loaded when
// a page first reads them (docs/decisions/0023-reviews-and-faq.md, 0013).
import { faqOrder, type FaqEntry } from '../../domain/faq';
import { newestReviewsFirst, type Review } from '../../domain/review';
import { readCollection, request, type RestCatalogueSettings } from './rest-catalogue';
import { BODY_HEADERS, documentsUrl, fromRestFields, type RestDocument } from './rest-request';
import { toFaqEntry, toReview } from './reviews-faq-converters';

const idOf = (name: string) => name.slice(name.lastIndexOf('/') + 1);

export async function readReviews(settings: RestCatalogueSettings): Promise<Review[]> {
  const reviews = await readCollection(settings, 'reviews', toReview);
  return reviews.filter((review): review is Review => review !== null).sort(newestReviewsFirst);
}

/** The published entries (a structured query: the rules let visitors read only those). */
export async function readPublishedFaq(settings: RestCatalogueSettings): Promise<FaqEntry[]> {
  const body = {
    structuredQuery: {
      from: [{ collectionId: 'faq' }],
      where: {
        fieldFilter: { field: { fieldPath: 'published' }, op: 'EQUAL', value: { booleanValue: true } },
      },
    },
  };
  const response = await request(
    'faq',
    `${documentsUrl(settings)}:runQuery?${new URLSearchParams({ key: settings.apiKey })}`,
    { method: 'POST', headers: BODY_HEADERS, body: JSON.stringify(body) },
  );
  const rows = (await response.json()) as { document?: RestDocument }[];
  return rows
    .flatMap((row) =>
      row.document ? [toFaqEntry(idOf(row.document.name), fromRestFields(row.document.fields))] : [],
    )
    .sort(faqOrder);
}
