/** The catalogue entries a question names: a package, a service. */
import type { Service } from '../../domain/service';
import type { Package } from '../../config/catalogue';
import { LOCALES } from '../../domain/locales';
import { paths } from '../../config/paths';
import { serviceText } from '../../domain/localized';
import { longestKeyword } from './keywords';
import type { Question } from './question';

/**
 * The package a question names: by its name (English, or as the page shows it) or one of its keywords. Where it
 * names more than one ("bachelor party"), the one it names most exactly (the longest match); then catalogue order.
 */
export function mentionedPackage(q: Question): Package | undefined {
  let best: { pack: Package; length: number } | undefined;
  for (const pack of q.data.packages) {
    const named = [pack.name, pack.label]
      .map((name) => name.toLowerCase())
      .filter((name) => q.text.includes(name))
      .map((name) => name.length);
    const length = Math.max(0, ...named, longestKeyword(q.text, pack.keywords));
    if (length > (best?.length ?? 0)) best = { pack, length };
  }
  return best?.pack;
}

/** A service as the assistant names it: in the visitor's language where the operator wrote it; its page. */
export interface ServiceMention {
  name: string;
  description?: string;
  page: string;
}

/** Words in service names too general to point at one service. */
const genericWords = new Set(['yacht', 'yachts', 'charter', 'charters', 'trips', 'events']);

/**
 * Whether a question names a service: by its whole name in any language the operator wrote it in, or by the start
 * of a distinctive English word of it ('photo' for Photography, 'cater' for Catering).
 */
function names(q: Question, service: Service): boolean {
  const english = service.name.toLowerCase();
  const written = LOCALES.map((locale) => serviceText(service, locale).name.toLowerCase());
  if (written.some((name) => q.text.includes(name))) return true;
  return english
    .split(/[^a-z]+/)
    .filter((word) => word.length >= 6 && !genericWords.has(word))
    .some((word) => new RegExp(`\\b${word.slice(0, 5)}`).test(q.text));
}

/** The first service (in the operator's order) a question names, in the page's language. */
export function mentionedService(q: Question): ServiceMention | undefined {
  const service = q.data.services.find((candidate) => names(q, candidate));
  return service && { ...serviceText(service, q.locale), page: paths.service(service) };
}
