import type { Yacht } from '../../domain/yacht';
import type { Service } from '../../domain/service';
import type { FaqEntry } from '../../domain/faq';
import type { Review } from '../../domain/review';

/** The data a prerendered page was rendered with, embedded in its HTML so the client hydrates the same markup. */
export interface SiteSnapshot {
  yachts: Yacht[];
  services: Service[];
  /**
   * The published FAQ and the reviews, on the home page only (its sections show them and its structured data is
   * made of them): other pages stay lean. Also the demo backend's starter FAQ (`SeedCatalogue.faq`).
   */
  faq?: FaqEntry[];
  reviews?: Review[];
}

export const SNAPSHOT_ELEMENT_ID = 'site-data';

/** JSON that is safe inside a <script> element. */
export function serializeSnapshot(snapshot: SiteSnapshot): string {
  return JSON.stringify(snapshot)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function readSnapshot(doc: Document = document): SiteSnapshot | undefined {
  const element = doc.getElementById(SNAPSHOT_ELEMENT_ID);
  if (!element?.textContent) return undefined;
  try {
    const parsed = JSON.parse(element.textContent) as Partial<SiteSnapshot>;
    const { faq, reviews } = parsed;
    return {
      yachts: parsed.yachts ?? [],
      services: parsed.services ?? [],
      ...(Array.isArray(faq) ? { faq } : {}),
      ...(Array.isArray(reviews) ? { reviews } : {}),
    };
  } catch {
    return undefined;
  }
}
