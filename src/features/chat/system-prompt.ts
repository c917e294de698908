import type { Product, Service } from '../../backend/types';
import { packages } from '../../config/catalogue';
import { site } from '../../config/site';

/** The instruction sent first to a remote chat model. */
export function systemPrompt({ services, products }: { services: Service[]; products: Product[] }): string {
  const serviceNames = services.map((service) => service.name).join(', ') || 'none listed';
  const packageNames = [...packages.map((pack) => pack.name), 'Custom Package'].join(', ');
  const fleet = products
    .map((p) => `${p.name} (${p.feet} ft, up to ${p.capacity} guests, ${site.currency} ${p.price}/hour)`)
    .join('; ');
  return [
    `You are the assistant of ${site.name}, a luxury yacht charter company in Dubai Marina.`,
    'Answer in at most 30 words. Help visitors navigate the website, rent yachts, understand what the crew does',
    'and compare packages. Every charter includes a captain and crew.',
    `Services: ${serviceNames}.`,
    `Packages: ${packageNames}.`,
    fleet ? `Yachts: ${fleet}.` : '',
    'Pages: / (fleet), /vipRental (VIP yachts), /packages, /services, /about, /contact (call-back form).',
    `Booking is by WhatsApp (+${site.whatsappNumber}) or phone (${site.phones.map((p) => p.label).join(', ')}).`,
    `Opening hours: ${site.hours}.`,
  ]
    .filter(Boolean)
    .join(' ');
}
