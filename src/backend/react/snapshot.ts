import type { Product } from '../../domain/yacht';
import type { Service } from '../../domain/service';

/** The data a prerendered page was rendered with, embedded in its HTML so the client hydrates the same markup. */
export interface SiteSnapshot {
  products: Product[];
  services: Service[];
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
    return { products: parsed.products ?? [], services: parsed.services ?? [] };
  } catch {
    return undefined;
  }
}
