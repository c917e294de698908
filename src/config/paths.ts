/**
 * The route map: every path of the site, as the router matches it (`routes`) and as links build it (`paths`).
 * Links, redirects, the prerender list, WhatsApp texts and the assistant's answers all come from here; no other
 * module writes an app path (a unit test checks it).
 */
import { DEPOSIT_RETURN_PATHS } from '../domain/deposit-paths';
import { fillPattern, packageSlug } from '../domain/slugs';

/** The id the route gives the Custom Package, after the eight catalogue packages (0–7). */
export const CUSTOM_PACKAGE_ID = -1;

/** A package's route segment: `{slug}&{id}`. */
export const packageSegment = (pack: { id: number; name: string }) => `${packageSlug(pack.name)}&${pack.id}`;

/** The Custom Package's segment: `custom_pack&-1`. */
export const CUSTOM_PACKAGE_SEGMENT = packageSegment({ id: CUSTOM_PACKAGE_ID, name: 'Custom Pack' });

/** Patterns of the public pages, inside the shared layout. */
export const routes = {
  home: '/',
  /** Old addresses of the home page that still show it. */
  homeAliases: ['/home', '/index'],
  vip: '/vipRental',
  yacht: '/productdetail/:id',
  about: '/about',
  contact: '/contact',
  /** Cancellation, weather, deposit and guest ID rules. */
  policies: '/policies',
  packages: '/packages',
  package: '/packages/:pack',
  /** The Custom Package, a page of its own at a package's address. */
  customPackage: `/packages/${CUSTOM_PACKAGE_SEGMENT}`,
  services: '/services',
  service: '/services/:service',
  login: '/login',
  /**
   * Where Stripe's payment page sends a client back after paying the deposit, or leaving it unpaid: the server makes
   * these addresses from the same constants (docs/decisions/0037-deposits.md).
   */
  depositPaid: DEPOSIT_RETURN_PATHS.paid,
  depositUnpaid: DEPOSIT_RETURN_PATHS.cancelled,
  /**
   * A confirmed charter's own page, at its secret address, and its guest list's page, at the guest list's own
   * (docs/decisions/0043-charter-page.md): read in the browser only, never prerendered, cached or indexed.
   */
  charter: '/charter/:token',
  charterGuests: '/charter/:token/guests',
  /** Everything under /admin, with its own layout. */
  admin: '/admin/*',
} as const;

const ADMIN = '/admin';

/** Patterns of the admin screens, relative to /admin. */
export const adminRoutes = {
  /** The landing page: today's and tomorrow's charters, the action queue (docs/decisions/0030-dashboard.md). */
  dashboard: '',
  /** The yacht list (it was /admin before the dashboard). */
  yachts: 'products',
  addYacht: 'add-product',
  editYacht: 'edit-product/:id',
  offers: 'offers',
  enquiries: 'enquiries',
  /** One enquiry with its actions, opened from the dashboard. */
  enquiry: 'enquiries/:id',
  /** The services screen, at the address the spec names. */
  services: 'servicePanel',
  /** Booking settings and add-ons. */
  booking: 'booking',
  /** Bookings and blocks by day or week (`?date=YYYY-MM-DD&view=day|week`). */
  calendar: 'calendar',
  /** Guests' reviews the operator enters. */
  reviews: 'reviews',
  /** The FAQ in three languages, in the order visitors read it. */
  faq: 'faq',
  /** Older addresses that lead to the screens above. */
  legacy: { yachtPanel: 'productPanel', addYacht: 'addProduct', yachtDetail: 'productdetail/:id' },
} as const;

const admin = (pattern: string, params: Record<string, string> = {}) =>
  fillPattern(pattern ? `${ADMIN}/${pattern}` : ADMIN, params);

/** Links to every page. */
export const paths = {
  home: routes.home,
  /** The paths that show the home page. */
  homePaths: [routes.home, ...routes.homeAliases] as readonly string[],
  /** The navbar's Home link. */
  homeLink: routes.homeAliases[0],
  vip: routes.vip,
  about: routes.about,
  contact: routes.contact,
  policies: routes.policies,
  packages: routes.packages,
  services: routes.services,
  login: routes.login,
  depositPaid: routes.depositPaid,
  depositUnpaid: routes.depositUnpaid,
  yacht: (id: string) => fillPattern(routes.yacht, { id }),
  package: (pack: { id: number; name: string }) =>
    fillPattern(routes.package, { pack: packageSegment(pack) }, false),
  customPackage: routes.customPackage,
  service: (service: { name: string }) => fillPattern(routes.service, { service: service.name }),
  admin: {
    dashboard: admin(adminRoutes.dashboard),
    yachts: admin(adminRoutes.yachts),
    addYacht: admin(adminRoutes.addYacht),
    editYacht: (id: string) => admin(adminRoutes.editYacht, { id }),
    offers: admin(adminRoutes.offers),
    services: admin(adminRoutes.services),
    enquiries: admin(adminRoutes.enquiries),
    enquiry: (id: string) => admin(adminRoutes.enquiry, { id }),
    /** The enquiries screen searching for a reference, a name or a phone. */
    enquiriesFor: (term: string) =>
      `${admin(adminRoutes.enquiries)}?${new URLSearchParams({ q: term }).toString()}`,
    booking: admin(adminRoutes.booking),
    reviews: admin(adminRoutes.reviews),
    faq: admin(adminRoutes.faq),
    calendar: admin(adminRoutes.calendar),
    /** The calendar opened on a Dubai date, in the day or week view. */
    calendarAt: (date: string, view: 'day' | 'week' = 'day') =>
      `${admin(adminRoutes.calendar)}?${new URLSearchParams({ date, view }).toString()}`,
  },
} as const;
