import type { Page } from '@playwright/test';
import { paths } from '../../../src/config/paths';
import { makePng } from './admin-helpers';
import { ARABIC_TEXT, BOOKED_REFERENCE, LONG_YACHT_ID, LONG_YACHT_NAME } from './admin-phone-data';
import { expect } from './fixtures';

/** An admin screen as the phone check (admin-phone.spec.ts) opens it. */
export interface AdminScreen {
  name: string;
  /** Where it opens. */
  path: string;
  /** Opened signed out (the sign-in screen); every other screen is opened signed in as the operator. */
  signedOut?: boolean;
  /**
   * Brings the screen to where all its controls show (lists loaded, forms and dialogs open, long texts typed);
   * resolves once they do.
   */
  ready: (page: Page) => Promise<void>;
  /** Accessible names of controls that must be among those checked (proof the screen showed its content). */
  primary: string[];
  /** Where its controls are checked, when not the whole page (a CSS selector). */
  scope?: string;
}

async function fillArabic(page: Page, labels: string[]) {
  for (const label of labels) await page.getByLabel(label, { exact: true }).fill(ARABIC_TEXT);
}

/**
 * The screens checked, in the order the admin's navigation lists them. To check a new screen, add it here: its
 * address, what opens all its controls, and a few of them by name.
 */
export const ADMIN_SCREENS: AdminScreen[] = [
  {
    name: 'sign-in',
    path: paths.login,
    signedOut: true,
    // The public site's header and footer around it are the public pages' (tests/e2e/no-cover.spec.ts).
    scope: 'main',
    ready: async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: 'Operator sign-in' })).toBeVisible();
    },
    primary: ['Email', 'Password', 'Sign in'],
  },
  {
    name: 'dashboard',
    path: paths.admin.dashboard,
    ready: async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'To do' })).toBeVisible();
      await expect(page.getByRole('link', { name: /^Call / }).first()).toBeVisible();
    },
    primary: ['Refresh', 'Dashboard'],
  },
  {
    name: 'one enquiry, opened from the dashboard',
    path: paths.admin.enquiry(BOOKED_REFERENCE),
    ready: async (page) => {
      await expect(
        page.getByRole('heading', { level: 1, name: `Enquiry ${BOOKED_REFERENCE}` }),
      ).toBeVisible();
      await page.getByRole('button', { name: `Notes on ${BOOKED_REFERENCE}` }).click();
      await expect(page.getByRole('list', { name: 'Notes' })).toBeVisible();
    },
    primary: ['← Dashboard', 'All enquiries', `Add note to ${BOOKED_REFERENCE}`],
  },
  {
    name: 'yachts',
    path: paths.admin.yachts,
    ready: async (page) => {
      await expect(page.getByRole('link', { name: LONG_YACHT_NAME, exact: true })).toBeVisible();
    },
    primary: ['Add a yacht', `Edit ${LONG_YACHT_NAME}`, `Move ${LONG_YACHT_NAME} up`, 'Logout'],
  },
  {
    name: 'yachts: delete question',
    path: paths.admin.yachts,
    ready: async (page) => {
      await page.getByRole('button', { name: `Delete ${LONG_YACHT_NAME}` }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
    primary: ['Close', 'Cancel', 'Delete'],
  },
  {
    name: 'add a yacht',
    path: paths.admin.addYacht,
    ready: async (page) => {
      await page.getByLabel('Name *').fill(LONG_YACHT_NAME);
      await page.getByLabel('Price (AED per hour) *').fill('1250');
      await fillArabic(page, ['Included services in Arabic (optional)']);
      await page.getByLabel('Choose images').setInputFiles([
        {
          name: 'a-very-long-camera-file-name-IMG_20260512_183045_HDR.png',
          mimeType: 'image/png',
          buffer: makePng(64, 48),
        },
        { name: 'deck.png', mimeType: 'image/png', buffer: makePng(64, 48, [200, 120, 40]) },
      ]);
      await expect(page.getByRole('list', { name: 'Chosen images' }).getByRole('listitem')).toHaveCount(2);
    },
    primary: ['Name *', 'VIP yacht', 'Choose images', 'Remove deck.png from the list', 'Upload', 'Cancel'],
  },
  {
    name: 'edit a yacht with photos',
    path: paths.admin.editYacht(LONG_YACHT_ID),
    ready: async (page) => {
      await expect(page.getByLabel('Name *')).toHaveValue(LONG_YACHT_NAME);
      await expect(
        page.getByRole('list', { name: 'Product images' }).getByRole('listitem').nth(1),
      ).toBeVisible();
    },
    primary: ['Move image 2 earlier', 'Remove image 1', 'Description of image 1 (optional)', 'VIP yacht'],
  },
  {
    name: 'offers',
    path: paths.admin.offers,
    ready: async (page) => {
      await expect(page.getByRole('list', { name: 'Offers' })).toBeVisible();
      await page.getByLabel('Name *').fill(`${LONG_YACHT_NAME} sunset offer`);
      await fillArabic(page, ['Name in Arabic', 'Description in Arabic', 'Features in Arabic']);
      await page.getByLabel('Choose an image').setInputFiles({
        name: 'offer.png',
        mimeType: 'image/png',
        buffer: makePng(64, 48),
      });
      await page.getByRole('button', { name: 'Upload' }).click();
      await expect(page.getByRole('button', { name: 'Remove image' })).toBeVisible();
    },
    primary: ['New offer', 'Start', 'End', 'Remove image', 'Add offer'],
  },
  {
    name: 'services: editing one',
    path: paths.admin.services,
    ready: async (page) => {
      await page
        .getByRole('list', { name: 'Services' })
        .getByRole('button', { name: /^Edit / })
        .first()
        .click();
      await expect(page.getByRole('heading', { level: 2, name: /^Edit / })).toBeVisible();
      await fillArabic(page, ['Name in Arabic', 'Description in Arabic']);
    },
    primary: ['New service', 'Name *', 'Cancel'],
  },
  {
    name: 'reviews: editing one',
    path: paths.admin.reviews,
    ready: async (page) => {
      await page
        .getByRole('list', { name: 'Reviews' })
        .getByRole('button', { name: /^Edit / })
        .first()
        .click();
      await expect(page.getByRole('heading', { level: 2, name: /^Edit / })).toBeVisible();
    },
    primary: ['New review', 'Occasion', 'Cancel'],
  },
  {
    name: 'FAQ: editing one',
    path: paths.admin.faq,
    ready: async (page) => {
      await page
        .getByRole('list', { name: 'Questions' })
        .getByRole('button', { name: /^Edit / })
        .first()
        .click();
      await expect(page.getByRole('heading', { level: 2, name: 'Edit the question' })).toBeVisible();
      await fillArabic(page, ['Question in Arabic', 'Answer in Arabic']);
    },
    primary: [
      'New question',
      'Question',
      'Published (visitors see it; a draft is shown here only)',
      'Cancel',
    ],
  },
  {
    name: 'enquiries: all, with notes and a cancel question open',
    path: paths.admin.enquiries,
    ready: async (page) => {
      await page.getByRole('radio', { name: /^All/ }).check();
      const list = page.getByRole('list', { name: 'Enquiries' });
      await expect(list.getByRole('listitem').nth(19)).toBeVisible();
      const booked = list.getByRole('listitem').filter({ hasText: BOOKED_REFERENCE });
      await booked.getByRole('button', { name: `Notes on ${BOOKED_REFERENCE}` }).click();
      await expect(booked.getByRole('list', { name: 'Notes' })).toBeVisible();
      await booked.getByRole('button', { name: `Cancel booking ${BOOKED_REFERENCE}` }).click();
      await expect(booked.getByRole('button', { name: 'Keep it' })).toBeVisible();
    },
    primary: ['Export CSV', 'Refresh', 'Search', `Add note to ${BOOKED_REFERENCE}`, 'Keep it', 'Load more'],
  },
  {
    name: 'enquiries: a search',
    path: paths.admin.enquiriesFor('Alexandra'),
    ready: async (page) => {
      await expect(page.getByText('Results for “Alexandra” (all statuses)')).toBeVisible();
      await expect(page.getByRole('list', { name: 'Enquiries' }).getByRole('listitem').first()).toBeVisible();
    },
    primary: ['Clear search', 'Search by reference, name or phone'],
  },
  {
    name: 'calendar: today, adding a block',
    path: paths.admin.calendar,
    ready: async (page) => {
      await expect(page.getByRole('region', { name: /time/i })).toBeVisible();
      await expect(
        page.getByRole('button', { name: new RegExp(`^Cancel booking ${BOOKED_REFERENCE}`) }),
      ).toBeVisible();
      await page.getByRole('button', { name: 'Add a block' }).click();
      await expect(page.getByRole('form', { name: 'Add a block' })).toBeVisible();
    },
    primary: [
      'Day',
      'Week',
      'Previous day',
      'Go to date',
      'Yacht',
      'Private use',
      'Add block',
      `Enquiry ${BOOKED_REFERENCE}`,
    ],
  },
  {
    name: 'calendar: the week',
    path: `${paths.admin.calendar}?view=week`,
    ready: async (page) => {
      // Today's column is in view in the week, which scrolls sideways on a phone.
      const today = page.locator('.calendar-scroll thead .calendar-today');
      const inView = await today.evaluate((cell) => {
        const row = (cell.closest('.calendar-scroll') ?? cell).getBoundingClientRect();
        const box = cell.getBoundingClientRect();
        return box.left >= row.left - 0.5 && box.right <= row.right + 0.5;
      });
      expect(inView, "today's column in view").toBe(true);
      await expect(
        page.getByRole('button', { name: new RegExp(`^Cancel booking ${BOOKED_REFERENCE}`) }),
      ).toBeVisible();
    },
    primary: ['Next week', 'Today', `Enquiry ${BOOKED_REFERENCE}`],
  },
  {
    name: 'calendar: the feed panel',
    path: paths.admin.calendar,
    ready: async (page) => {
      await page.getByRole('button', { name: 'Calendar feed' }).click();
      const panel = page.getByRole('region', { name: 'Subscribe from a phone calendar' });
      // The demo build has no Cloud Functions: the panel says the feed needs them.
      await expect(panel.getByText(/needs Cloud Functions/)).toBeVisible();
    },
    primary: ['Export .ics', 'Calendar feed', 'Close'],
  },
  {
    name: 'calendar: cancel question',
    path: paths.admin.calendar,
    ready: async (page) => {
      await page.getByRole('button', { name: new RegExp(`^Cancel booking ${BOOKED_REFERENCE}`) }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
    primary: ['Close', 'Yes, cancel the booking'],
  },
  {
    name: 'booking settings, adding an add-on',
    path: paths.admin.booking,
    ready: async (page) => {
      await expect(page.getByRole('checkbox', { name: 'Friday' })).toBeVisible();
      await page.getByRole('button', { name: 'New add-on' }).click();
      await page.getByLabel('Add-on name').fill('Professional photographer with drone footage');
      await fillArabic(page, ['Name in Arabic (optional)']);
    },
    primary: [
      'Friday',
      'Included in the prices',
      'Opening time (Dubai)',
      'Deposit (%)',
      'Save settings',
      'Offered to visitors (active)',
      'Remove DJ',
    ],
  },
];
