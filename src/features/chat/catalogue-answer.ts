/** Answers about what is on sale: the packages, a custom trip, the services, the running offers. */
import { i18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { Service } from '../../domain/service';
import type { Offer } from '../../domain/offer';
import type { Package } from '../../config/catalogue';
import type { Locale } from '../../domain/locales';
import { paths } from '../../config/paths';
import { countdownText, TIMES_UP } from '../../domain/countdown';
import { localized, serviceText } from '../../domain/localized';
import { visibleOffers } from '../../domain/visible-offers';
import { fitList, link, text } from './answer-helpers';
import type { ServiceMention } from './mentions';
import { withLinks } from './strings';
import type { ReplyPart } from './types';

const firstSentence = (value: string) => (/^.*?[.!?](\s|$)/.exec(value)?.[0] ?? value).trim();

/** What a package includes, with a link to it. */
export function packageAnswer(pack: Package): ReplyPart[] {
  return fitList(
    [link(pack.label, paths.package(pack)), text(i18n._(msg` includes `))],
    pack.packIncludes.map((item) => [text(item.charAt(0).toLowerCase() + item.slice(1))]),
    [text('.')],
  );
}

/** Building one's own trip. */
export function customTripAnswer(): ReplyPart[] {
  return withLinks(
    (marker) => {
      const custom = marker('custom');
      return i18n._(msg`Compose your own trip, yacht, time and add-ons with the ${custom}.`);
    },
    { custom: link(i18n._(msg`Custom Package`), paths.customPackage) },
  );
}

/** How many packages there are and their names (as many as fit), each linked. */
export function packagesAnswer(packs: readonly Package[]): ReplyPart[] {
  if (packs.length === 0) return customTripAnswer();
  const count = packs.length;
  return fitList(
    [text(i18n._(msg`We have ${plural(count, { one: '# package', other: '# packages' })}: `))],
    packs.map((pack) => [link(pack.label, paths.package(pack))]),
    withLinks(
      (marker) => {
        const list = marker('packages');
        const custom = marker('custom');
        return i18n._(msg`. Compare them on ${list} or build a ${custom}.`);
      },
      {
        packages: link(i18n._(msg`Packages`), paths.packages),
        custom: link(i18n._(msg`Custom Package`), paths.customPackage),
      },
    ),
  );
}

/** A service's first sentence, with a link to it. */
export function serviceAnswer(service: ServiceMention): ReplyPart[] {
  return [
    link(service.name, service.page),
    text(`: ${firstSentence(service.description ?? i18n._(msg`ask us for details.`))}`),
  ];
}

/** The services (as many as fit), each linked. */
export function servicesAnswer(services: readonly Service[], locale: Locale): ReplyPart[] {
  if (services.length === 0) {
    return withLinks(
      (marker) => {
        const ours = marker('ours');
        return i18n._(msg`See ${ours}.`);
      },
      { ours: link(i18n._(msg`our services`), paths.services) },
    );
  }
  return fitList(
    [text(i18n._(msg`We offer `))],
    services.map((service) => [link(serviceText(service, locale).name, paths.service(service))]),
    withLinks(
      (marker) => {
        const all = marker('all');
        return i18n._(msg`. See ${all}.`);
      },
      { all: link(i18n._(msg`all services`), paths.services) },
    ),
  );
}

/** The offers running now, by name; or where to look instead. */
export function offersAnswer(offers: readonly Offer[], now: number, locale: Locale): ReplyPart[] {
  const running = visibleOffers(offers, now).filter((o) => countdownText(o.endTime, now) !== TIMES_UP);
  if (running.length === 0) {
    return withLinks(
      (marker) => {
        const ours = marker('packages');
        return i18n._(msg`No offers are running right now. See ${ours} instead.`);
      },
      { packages: link(i18n._(msg`our packages`), paths.packages) },
    );
  }
  return fitList(
    [text(i18n._(msg`Current offers: `))],
    running.map((o) => [text(localized(o, 'name', locale))]),
    // The button is in the phone bar, or floating at the bottom left (right, right to left): its label, in both.
    [text(i18n._(msg`. Tap 'Offers' at the bottom of the screen for details.`))],
  );
}
