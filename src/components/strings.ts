import { msg } from '@lingui/core/macro';
import { translated } from '../i18n/translated';

/** Text shown by the shared components. */
export const componentStrings = translated({
  loading: msg`Loading...`,
  loadingImage: msg`Loading image`,
  tryAgain: msg`Try again`,
});

/** The layout: navbar, footer and the buttons on every page. */
export const layoutStrings = translated({
  mainNav: msg`Main`,
  toggleNav: msg`Toggle navigation`,
  home: msg`Home`,
  vip: msg`VIPYacht`,
  about: msg`About`,
  contact: msg`Contact`,
  packages: msg`Packages`,
  customPackage: msg`Custom Package`,
  services: msg`Services`,
  noServices: msg`No services yet`,
  footerNav: msg`Footer`,
  explore: msg`Explore`,
  callUs: msg`Call us`,
  followUs: msg`Follow us`,
  policies: msg`Booking policies`,
  rights: (year: number, name: string) => msg`© ${year} ${name}. All rights reserved.`,
  scrollTop: msg`Scroll to top`,
  /** The bar of primary actions at the bottom of a phone's screen (phone-bar.tsx). */
  quickActions: msg`Quick actions`,
  whatsapp: msg`WhatsApp`,
  call: msg`Call`,
  checkAvailability: msg`Check availability`,
  errorTitle: msg`Something went wrong`,
  errorText: msg`This page could not be shown. Please reload, or try again in a moment.`,
  backToFleet: msg`Back to the fleet`,
  contactUs: msg`Contact us`,
  skipToContent: msg`Skip to content`,
  demoMode: msg`Demo mode`,
  demoHint: msg`Data is kept in this browser only`,
});
