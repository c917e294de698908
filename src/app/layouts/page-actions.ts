import { i18n } from '@lingui/core';
import { matchPath, useLocation } from 'react-router-dom';
import { packageEnquiry, packageLinks } from '../../config/package-links';
import { CUSTOM_PACKAGE_SEGMENT, packageSegment, paths, routes } from '../../config/paths';
import { yachtEnquiryText } from '../../domain/whatsapp';
import type { Yacht } from '../../domain/yacht';
import { BOOKING_ANCHOR } from '../../features/booking';
import { FLEET_ANCHOR, fleetStrings } from '../../features/fleet';

export interface PageActions {
  /** The WhatsApp message of the page's own WhatsApp button: the yacht's or the package's, else the hero's. */
  whatsappText: () => string;
  /** "Check availability": the fleet on the home page, the booking of a yacht or package page, else the home page's fleet. */
  availability: string;
}

/** What the phone bar's WhatsApp and "Check availability" do on the page shown. */
export function usePageActions(yachts: readonly Yacht[]): PageActions {
  const { pathname } = useLocation();
  const yachtId = matchPath(routes.yacht, pathname)?.params.id;
  const segment = matchPath(routes.package, pathname)?.params.pack;
  const yacht = yachtId === undefined ? undefined : yachts.find((yacht) => yacht.id === yachtId);
  const pack = packageLinks.find((link) => packageSegment(link) === segment);
  const booking = yacht || pack || segment === CUSTOM_PACKAGE_SEGMENT;
  return {
    whatsappText: yacht
      ? () => yachtEnquiryText(yacht, i18n)
      : pack
        ? () => packageEnquiry(pack.label)
        : () => fleetStrings.heroWhatsAppText,
    availability: paths.homePaths.includes(pathname)
      ? `#${FLEET_ANCHOR}`
      : booking
        ? `#${BOOKING_ANCHOR}`
        : `${paths.home}#${FLEET_ANCHOR}`,
  };
}
