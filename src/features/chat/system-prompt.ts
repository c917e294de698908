import type { Product } from '../../domain/yacht';
import type { Service } from '../../domain/service';
import { packages } from '../../config/catalogue';
import { LOCALE_INFO, localePath } from '../../domain/locales';
import { paths } from '../../config/paths';
import { site } from '../../config/site';
import { activeLocale } from '../../i18n/catalogues';

/** The instruction sent first to a remote chat model: it answers in the visitor's language (the page's). */
export function systemPrompt({ services, products }: { services: Service[]; products: Product[] }): string {
  const serviceNames = services.map((service) => service.name).join(', ') || 'none listed';
  const packageNames = [...packages.map((pack) => pack.name), 'Custom Package'].join(', ');
  const fleet = products
    .map((p) => `${p.name} (${p.feet} ft, up to ${p.capacity} guests, ${site.currency} ${p.price}/hour)`)
    .join('; ');
  const locale = activeLocale();
  const { englishName } = LOCALE_INFO[locale];
  const page = (path: string) => localePath(locale, path);
  return [
    `You are the assistant of ${site.name}, a luxury yacht charter company in Dubai Marina.`,
    `The visitor reads the site in ${englishName}: always answer in ${englishName}.`,
    'Answer in at most 30 words. Help visitors navigate the website, rent yachts, understand what the crew does',
    'and compare packages. Every charter includes a captain and crew.',
    `Services: ${serviceNames}.`,
    `Packages: ${packageNames}.`,
    fleet ? `Yachts: ${fleet}.` : '',
    `Pages: ${page(paths.home)} (fleet), ${page(paths.vip)} (VIP yachts), ${page(paths.packages)}, ` +
      `${page(paths.services)}, ${page(paths.about)}, ${page(paths.contact)} (call-back form).`,
    `Booking is by WhatsApp (+${site.whatsappNumber}) or phone (${site.phones.map((p) => p.label).join(', ')}).`,
    `Opening hours: ${site.hours}.`,
  ]
    .filter(Boolean)
    .join(' ');
}
