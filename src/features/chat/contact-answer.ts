/** Answers about reaching us: opening hours, how to book, where we are, a greeting, and what the assistant knows. */
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { paths } from '../../config/paths';
import { site } from '../../config/site';
import { link, text } from './answer-helpers';
import { withLinks } from './strings';
import type { ReplyPart } from './types';

const phoneLink = () => link(site.phones[0].label, `tel:${site.phones[0].tel}`);

/** When we are open, and how to call. */
export function hoursAnswer(): ReplyPart[] {
  const hours = site.hours;
  return withLinks(
    (marker) => {
      const phone = marker('phone');
      const callback = marker('callback');
      return i18n._(msg`We are open ${hours}. Call ${phone} or ${callback}.`);
    },
    { phone: phoneLink(), callback: link(i18n._(msg`request a call back`), paths.contact) },
  );
}

/** How a charter is booked. */
export function howToBookAnswer(): ReplyPart[] {
  return withLinks(
    (marker) => {
      const callback = marker('callback');
      const fleet = marker('fleet');
      return i18n._(
        msg`Choose a yacht or package and tap its WhatsApp button, or ${callback}. Start with ${fleet}.`,
      );
    },
    {
      callback: link(i18n._(msg`request a call back`), paths.contact),
      fleet: link(i18n._(msg`the fleet`), paths.home),
    },
  );
}

/** Where we are and how to reach us. */
export function contactAnswer(): ReplyPart[] {
  const address = site.address.lines[0];
  return withLinks(
    (marker) => {
      const phone = marker('phone');
      const contact = marker('contact');
      return i18n._(msg`We are at ${address}. Call ${phone} or see ${contact}.`);
    },
    { phone: phoneLink(), contact: link(i18n._(msg`Contact`), paths.contact) },
  );
}

export function greetingAnswer(): ReplyPart[] {
  return [
    text(
      i18n._(
        msg`Hello! Ask me which yacht fits your group, prices, packages, offers, opening hours or how to book.`,
      ),
    ),
  ];
}

/** When no intent matches: what the assistant can help with, and who can help with the rest. */
export function fallbackAnswer(): ReplyPart[] {
  return withLinks(
    (marker) => {
      const team = marker('team');
      return i18n._(
        msg`I can help with yachts, guests, prices, packages, offers, hours and booking. For anything else, ${team}.`,
      );
    },
    { team: link(i18n._(msg`contact our team`), paths.contact) },
  );
}
