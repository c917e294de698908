import { msg } from '@lingui/core/macro';
import { translated } from '../../i18n/translated';

/** Text shown by the services pages. */
export const servicesStrings = translated({
  listMetaDescription: msg`Services on board our Dubai yachts: private charters, fishing trips, water sports, catering, event decoration and photography, arranged with your booking.`,
  /** A service without a description of its own. */
  serviceMetaDescription: (name: string) =>
    msg`${name} with Marina Luxe Yachts in Dubai Marina: ask us to add it to your yacht charter by WhatsApp or a call back.`,
  /** The breadcrumb's first step. */
  breadcrumbHome: msg`Home`,
  listTitle: msg`Our Services`,
  /** The list's page title, and the list's name. */
  listPageTitle: msg`Services`,
  allServices: msg`← All services`,
  listIntro: msg`Everything that makes a day on the water complete, on its own or added to any yacht and package.`,
  empty: msg`No services yet. Please check back soon or contact us.`,
  loading: msg`Loading services...`,
  view: msg`Learn more`,
  /** A card's link, named for screen readers with the service it opens. */
  viewService: (name: string) => msg`Learn more: ${name}`,
  related: msg`Packages with this service`,
  book: msg`Book on WhatsApp`,
  enquiry: (name: string) => msg`Hi, I am interested in the service: ${name}`,
  callBack: msg`Request a call back`,
  noDescription: msg`Ask us for the details: we tailor it to your trip.`,
});
