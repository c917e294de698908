import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import ICAL from 'ical.js';
import type { EnquiryInput } from '../../../src/domain/enquiry';
import { expect } from './fixtures';

/** What a stored quote differs in. */
export interface StoredChoice {
  startMinute?: number;
  hours?: number;
  guests?: number;
  yachtName?: string;
  totalFils?: number;
}

/**
 * An enquiry as a visitor's browser could store it: a quote of Azure Pearl (AED 450 an hour on weekdays, 12 guests)
 * on `date` from `startMinute` for `hours`, for `guests`, with the stored name and total given (a forger's quote).
 */
export function quotedEnquiry(
  name: string,
  date: string,
  {
    startMinute = 600,
    hours = 4,
    guests = 8,
    yachtName = 'Azure Pearl',
    totalFils = 45_000 * hours,
  }: StoredChoice = {},
): EnquiryInput {
  return {
    channel: 'whatsapp',
    name,
    phone: '+971501234567',
    preferredTime: '',
    message: 'Birthday party\nVegetarian menu, please',
    language: 'en',
    campaign: {},
    quote: {
      selection: { yachtId: 'azure-pearl', date, startMinute, hours, guests, addOnIds: [] },
      yachtName,
      lines: [
        {
          kind: 'charter',
          rate: 'weekday',
          unitPriceFils: 45_000,
          quantity: hours,
          amountFils: 45_000 * hours,
        },
      ],
      subtotalFils: totalFils,
      vatMode: 'included',
      vatFils: Math.round((totalFils * 5) / 105),
      totalFils,
      depositFils: Math.round(totalFils / 2),
    },
  };
}

/** The three stored enquiries of the journey, by their references. */
export interface QuoteCheckReferences {
  /** Forger: Azure Pearl quoted as “Cheap Boat”, AED 100 for 4 hours from 10:00. */
  forged: string;
  /** Crowd: 15 guests (Azure Pearl takes 12), 16:00 for 2 hours. */
  crowd: string;
  /** Fair Client: 20:00 for 2 hours at the listed price. */
  fair: string;
}

/** The three enquiries the journey reads, for `date`: store them with the mode's backend. */
export const quoteCheckEnquiries = (references: QuoteCheckReferences, date: string) => [
  {
    reference: references.forged,
    enquiry: quotedEnquiry('Forger', date, { yachtName: 'Cheap Boat', totalFils: 10_000 }),
  },
  {
    reference: references.crowd,
    enquiry: quotedEnquiry('Crowd', date, { startMinute: 16 * 60, hours: 2, guests: 15 }),
  },
  {
    reference: references.fair,
    enquiry: quotedEnquiry('Fair Client', date, { startMinute: 20 * 60, hours: 2 }),
  },
];

/** What a mode checks besides at each step of the journey. */
export interface QuoteCheckJourneyChecks {
  /** The forged quote, flagged. */
  forged?: () => Promise<void>;
  /** The enquiry over capacity, refused. */
  refused?: () => Promise<void>;
  /** The export form, before downloading. */
  exporting?: (form: Locator) => Promise<void>;
  /** The export form, downloaded. */
  downloaded?: (form: Locator) => Promise<void>;
}

/**
 * The operator, signed in, with the three enquiries stored (`quoteCheckEnquiries`): the forged quote is flagged with
 * both totals, Confirm of the one over capacity is refused with the reason, the fair one is confirmed, and the
 * calendar's .ics export (reached by `openCalendar` from the fair one's item; the file's name `fileName`) parses,
 * with the fair one's charter at 20:00 Dubai time. Returns that charter's event.
 */
export async function checkQuotesAndExport(
  page: Page,
  {
    references,
    date,
    openCalendar,
    fileName,
    checks = {},
  }: {
    references: QuoteCheckReferences;
    date: string;
    openCalendar: (fair: Locator) => Promise<void>;
    fileName: RegExp;
    checks?: QuoteCheckJourneyChecks;
  },
) {
  // The forged quote: the fleet's name for the yacht, and both totals before Confirm.
  await page.goto(`/admin/enquiries?q=${references.forged}`);
  const forged = page.getByRole('listitem').filter({ hasText: references.forged });
  await expect(forged).toContainText('Azure Pearl (quoted as “Cheap Boat”)');
  await expect(forged).toContainText(
    /The quote differs from today’s price list\. Stored total AED\s100; today’s price AED\s1,800\./,
  );
  await checks.forged?.();

  // Over capacity: flagged before, and Confirm refused with the reason.
  await page.goto(`/admin/enquiries?q=${references.crowd}`);
  const crowd = page.getByRole('listitem').filter({ hasText: references.crowd });
  await expect(crowd).toContainText(
    'Confirm will be refused: Azure Pearl takes at most 12 guests; this enquiry is for 15.',
  );
  await crowd.getByRole('button', { name: `Confirm booking ${references.crowd}` }).click();
  await expect(crowd.getByRole('alert')).toHaveText(
    'Could not confirm this booking. Azure Pearl takes at most 12 guests; this enquiry is for 15.',
  );
  await checks.refused?.();

  // A fair one is confirmed, then exported from the calendar.
  await page.goto(`/admin/enquiries?q=${references.fair}`);
  const fair = page.getByRole('listitem').filter({ hasText: references.fair });
  await expect(fair).toContainText('Price checked: the quote matches today’s price list.');
  await fair.getByRole('button', { name: `Confirm booking ${references.fair}` }).click();
  await expect(fair.getByRole('alert')).toHaveText(/Booked\./);

  await openCalendar(fair);
  await page.getByRole('button', { name: 'Export .ics' }).click();
  const form = page.getByRole('form', { name: 'Export confirmed charters (.ics)' });
  await checks.exporting?.(form);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    form.getByRole('button', { name: 'Download .ics' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(fileName);
  await checks.downloaded?.(form);

  const text = await readFile((await download.path()) ?? '', 'utf8');
  const calendar = new ICAL.Component(ICAL.parse(text));
  const zone = calendar.getFirstSubcomponent('vtimezone');
  expect(zone).not.toBeNull();
  if (zone) ICAL.TimezoneService.register(zone);
  const event = calendar
    .getAllSubcomponents('vevent')
    .map((vevent) => new ICAL.Event(vevent))
    .find((candidate) => candidate.description.includes(references.fair));
  expect(event?.summary).toBe('Azure Pearl: Fair Client');
  // 20:00–22:00 in Dubai is 16:00–18:00 UTC.
  expect(event?.startDate.toJSDate().toISOString()).toBe(`${date}T16:00:00.000Z`);
  expect(event?.description).toContain('Client’s message: Birthday party\nVegetarian menu, please');
  return event;
}
