/**
 * The operator's check of a stored quote: the enquiry's selection priced again with today's price list (the same
 * engine as the booking panel), compared with what was stored line by line and in total, and the yacht named from
 * the fleet by its id, never by the name stored with the quote (a visitor can store any text there). The same
 * terms (capacity, maximum hours, operating hours) are what Confirm refuses (src/backend/booking-checks.ts).
 */
import type { Yacht } from '../yacht';
import { MINUTES_PER_DAY } from './dubai-time';
import type { BookingSelection, QuoteLine } from './quote';
import { quote as priceQuote } from './quote';
import type { AddOn, BookingSettings } from './settings';
import { pricingFor } from './settings';

/** What the check needs of a yacht in the fleet. */
export type FleetYacht = Pick<Yacht, 'id' | 'name' | 'price' | 'capacity' | 'pricing'>;

/** Today's price list: the fleet (with each yacht's pricing), the booking settings and the add-ons. */
export interface PriceList {
  yachts: readonly FleetYacht[];
  settings: BookingSettings;
  addOns: readonly AddOn[];
}

/** What a stored quote holds that the check compares. */
export interface StoredQuote {
  selection: BookingSelection;
  yachtName: string;
  lines: readonly QuoteLine[];
  totalFils: number;
}

/** One line of the stored quote or of today's, side by side; null where one side has no such line. */
export interface LineComparison {
  key: string;
  label: string;
  storedFils: number | null;
  todayFils: number | null;
}

export type QuoteCheck =
  | { status: 'no-yacht'; yachtId: string; storedName: string; storedTotalFils: number }
  | {
      status: 'matches' | 'differs';
      /** The fleet's name of the yacht. */
      yachtName: string;
      /** The name stored with the quote, which may differ (renamed yacht, forged quote). */
      storedName: string;
      storedTotalFils: number;
      todayTotalFils: number;
      /** Only the lines whose amounts differ (or that only one side has). */
      differentLines: LineComparison[];
      /** Why Confirm would refuse this selection on this yacht (capacity, hours), or null. */
      problem: string | null;
    };

const pad = (value: number) => String(value).padStart(2, '0');
/** `HH:MM`; midnight at the end of the day reads `24:00`. */
const clock = (minute: number) => `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`;
const hoursText = (hours: number) => `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
const guestsText = (guests: number) => `${guests} ${guests === 1 ? 'guest' : 'guests'}`;

export const missingYachtMessage = (yachtId: string) =>
  `The yacht of this enquiry (id “${yachtId}”) is no longer in the fleet.`;

/**
 * Why this selection cannot be chartered on this yacht under these settings, in the operator's English, or null:
 * more guests than the yacht takes, more hours than its maximum, or a charter outside the operating hours.
 */
export function charterProblem(
  selection: Pick<BookingSelection, 'startMinute' | 'hours' | 'guests'>,
  yacht: FleetYacht,
  settings: Pick<BookingSettings, 'openingMinute' | 'closingMinute'>,
): string | null {
  if (selection.guests > yacht.capacity) {
    return `${yacht.name} takes at most ${guestsText(yacht.capacity)}; this enquiry is for ${selection.guests}.`;
  }
  const { maxHours } = pricingFor(yacht);
  if (selection.hours > maxHours) {
    return `${yacht.name} can be chartered for at most ${hoursText(maxHours)}; this enquiry is for ${selection.hours}.`;
  }
  const end = selection.startMinute + selection.hours * 60;
  if (selection.startMinute < settings.openingMinute || end > settings.closingMinute) {
    const open = `${clock(settings.openingMinute)}–${clock(settings.closingMinute)}`;
    const until = end > MINUTES_PER_DAY ? `${clock(end - MINUTES_PER_DAY)} the next day` : clock(end);
    return `This charter, ${clock(selection.startMinute)} to ${until} (Dubai time), is outside the operating hours (${open}).`;
  }
  return null;
}

const lineKey = (line: QuoteLine) => (line.kind === 'charter' ? 'charter' : `add-on:${line.addOnId}`);
const lineLabel = (line: QuoteLine) =>
  line.kind === 'charter' ? `Charter (${hoursText(line.quantity)}, ${line.rate} rate)` : line.name;

function compareLines(stored: readonly QuoteLine[], today: readonly QuoteLine[]): LineComparison[] {
  const todayByKey = new Map(today.map((line) => [lineKey(line), line]));
  const storedKeys = new Set(stored.map(lineKey));
  const both = stored.map((line) => {
    const now = todayByKey.get(lineKey(line));
    return {
      key: lineKey(line),
      label: lineLabel(now ?? line),
      storedFils: line.amountFils,
      todayFils: now ? now.amountFils : null,
    };
  });
  const onlyToday = today
    .filter((line) => !storedKeys.has(lineKey(line)))
    .map((line) => ({
      key: lineKey(line),
      label: lineLabel(line),
      storedFils: null,
      todayFils: line.amountFils,
    }));
  return [...both, ...onlyToday].filter((line) => line.storedFils !== line.todayFils);
}

/** The stored quote priced again with today's price list and compared with it. */
export function checkQuote(stored: StoredQuote, prices: PriceList): QuoteCheck {
  const { selection } = stored;
  const yacht = prices.yachts.find((candidate) => candidate.id === selection.yachtId);
  if (!yacht) {
    return {
      status: 'no-yacht',
      yachtId: selection.yachtId,
      storedName: stored.yachtName,
      storedTotalFils: stored.totalFils,
    };
  }
  const today = priceQuote(selection, pricingFor(yacht), prices.settings, prices.addOns);
  const differentLines = compareLines(stored.lines, today.lines);
  const same = today.totalFils === stored.totalFils && differentLines.length === 0;
  return {
    status: same ? 'matches' : 'differs',
    yachtName: yacht.name,
    storedName: stored.yachtName,
    storedTotalFils: stored.totalFils,
    todayTotalFils: today.totalFils,
    differentLines,
    problem: charterProblem(selection, yacht, prices.settings),
  };
}
