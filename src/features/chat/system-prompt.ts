import type { Yacht } from '../../domain/yacht';
import type { Service } from '../../domain/service';
import { chatInstruction } from '../../domain/chat-instruction';
import { packages } from '../../config/catalogue';
import { paths } from '../../config/paths';
import { site } from '../../config/site';
import { activeLocale } from '../../i18n/catalogues';

/**
 * The instruction sent first to a remote chat model the browser calls itself (VITE_CHAT_API_URL): it answers in the
 * visitor's language (the page's). The site's own proxy builds its instruction on the server instead
 * (docs/decisions/0039-functions-hardening.md).
 */
export function systemPrompt({ services, yachts }: { services: Service[]; yachts: Yacht[] }): string {
  return chatInstruction({
    business: {
      name: site.name,
      currency: site.currency,
      whatsappNumber: site.whatsappNumber,
      phones: site.phones.map((phone) => phone.label),
      hours: site.hours,
    },
    pages: paths,
    locale: activeLocale(),
    services,
    packages: [...packages.map((pack) => pack.name), 'Custom Package'],
    yachts: yachts,
  });
}
