/** Answers about the fleet: which yachts take a group, prices, VIP yachts, the crew, the fleet itself. */
import { i18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { Yacht } from '../../domain/yacht';
import { paths } from '../../config/paths';
import { aed, fitList, link, text } from './answer-helpers';
import { withLinks } from './strings';
import type { ReplyPart } from './types';

const byPrice = (a: Yacht, b: Yacht) => a.price - b.price;

/** ". See the fleet." */
const seeTheFleet = (): ReplyPart[] =>
  withLinks(
    (marker) => {
      const fleet = marker('fleet');
      return i18n._(msg`. See ${fleet}.`);
    },
    { fleet: link(i18n._(msg`the fleet`), paths.home) },
  );

/** The yachts that take `guests`, cheapest first; or the largest, when none does. */
export function guestsAnswer(guests: number, yachts: readonly Yacht[]): ReplyPart[] {
  const fitting = yachts.filter((p) => p.capacity >= guests).sort(byPrice);
  if (fitting.length > 0) {
    return fitList(
      [text(i18n._(msg`For ${plural(guests, { one: '# guest', other: '# guests' })}: `))],
      fitting.map((p) => {
        const price = aed(p.price);
        return [link(p.name, paths.yacht(p.id)), text(i18n._(msg` (${price}/hour)`))];
      }),
      seeTheFleet(),
    );
  }
  const largest = [...yachts].sort((a, b) => b.capacity - a.capacity)[0];
  if (!largest)
    return withLinks(
      (marker) => {
        const contact = marker('contact');
        return i18n._(msg`Our fleet list is loading; please ask again in a moment or ${contact}.`);
      },
      { contact: link(i18n._(msg`contact us`), paths.contact) },
    );
  const capacity = largest.capacity;
  return withLinks(
    (marker) => {
      const yacht = marker('yacht');
      const contact = marker('contact');
      return i18n._(
        msg`No single yacht takes ${plural(guests, { one: '# guest', other: '# guests' })}; the largest, ${yacht}, takes ${capacity}. ${contact} to arrange two yachts.`,
      );
    },
    {
      yacht: link(largest.name, paths.yacht(largest.id)),
      contact: link(i18n._(msg`Contact us`), paths.contact),
    },
  );
}

/** The price range of the fleet, from the cheapest yacht to the dearest. */
export function priceAnswer(yachts: readonly Yacht[]): ReplyPart[] {
  if (yachts.length === 0)
    return withLinks(
      (marker) => {
        const contact = marker('contact');
        return i18n._(msg`Prices are per hour; ${contact} for a quote.`);
      },
      { contact: link(i18n._(msg`contact us`), paths.contact) },
    );
  const sorted = [...yachts].sort(byPrice);
  const cheapest = sorted[0];
  const top = sorted[sorted.length - 1];
  const low = aed(cheapest.price);
  const high = aed(top.price);
  return withLinks(
    (marker) => {
      const from = marker('from');
      const to = marker('to');
      const fleet = marker('fleet');
      return i18n._(
        msg`Yachts cost ${low} to ${high} per hour, captain and crew included. From ${from} up to ${to}. See ${fleet}.`,
      );
    },
    {
      from: link(cheapest.name, paths.yacht(cheapest.id)),
      to: link(top.name, paths.yacht(top.id)),
      fleet: link(i18n._(msg`the fleet`), paths.home),
    },
  );
}

/** The VIP yachts, each linked. */
export function vipAnswer(yachts: readonly Yacht[]): ReplyPart[] {
  return fitList(
    [text(i18n._(msg`VIP yachts: `))],
    yachts.filter((p) => p.isVIP).map((p) => [link(p.name, paths.yacht(p.id))]),
    withLinks(
      (marker) => {
        const all = marker('vip');
        return i18n._(msg`. See ${all}.`);
      },
      { vip: link(i18n._(msg`VIP yachts`), paths.vip) },
    ),
  );
}

/** Who sails with the yacht. */
export function crewAnswer(): ReplyPart[] {
  return withLinks(
    (marker) => {
      const fleet = marker('fleet');
      return i18n._(
        msg`Every charter includes a licensed captain and crew; larger yachts add a host or chef. See ${fleet} for each yacht.`,
      );
    },
    { fleet: link(i18n._(msg`the fleet`), paths.home) },
  );
}

/** How many yachts there are, and where to see them. */
export function fleetAnswer(yachts: readonly Yacht[]): ReplyPart[] {
  const count = yachts.length;
  return withLinks(
    (marker) => {
      const fleet = marker('fleet');
      const vip = marker('vip');
      return i18n._(
        msg`We have ${plural(count, { one: '# yacht', other: '# yachts' })}. Browse ${fleet} or the ${vip}.`,
      );
    },
    {
      fleet: link(i18n._(msg`the fleet`), paths.home),
      vip: link(i18n._(msg`VIP yachts`), paths.vip),
    },
  );
}
