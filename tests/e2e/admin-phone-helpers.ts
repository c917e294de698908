import type { Page } from '@playwright/test';
import { paths } from '../../src/config/paths';
import { makePng } from './admin-helpers';
import { expect } from './fixtures';

/**
 * Issue 24, point 5: every admin screen works on a phone. The screens checked (each opened with its forms, lists
 * and dialogs showing), what a busy demo puts on them, and the check itself: no sideways scrolling, every control
 * a thumb can take (44 × 44 CSS px), nothing lying over a control.
 */

/** The phones checked (width × height in CSS px): the benchmark's phone and the narrowest common one. */
export const ADMIN_PHONES = [
  { width: 412, height: 823 },
  { width: 360, height: 740 },
] as const;

/** A thumb's target: WCAG 2.5.5 (AAA) and the platforms' guidelines. */
export const MIN_TARGET = 44;

/** A yacht name as long as the form allows in spirit: it must wrap, never widen the page. */
export const LONG_YACHT_NAME = 'Princess Al Maktoum Grand Voyager Superyacht Seventy-Eight Deluxe Edition';
const LONG_YACHT_ID = 'phone-long-name';
/** Arabic typed into the translation fields (right to left, long words). */
export const ARABIC_TEXT =
  'رحلة بحرية فاخرة حول مرسى دبي مع عشاء على ضوء الشموع وإطلالة على برج العرب ونخلة جميرا للعائلات والأصدقاء';

/**
 * Scroll boxes allowed to be wider inside than they are: the calendar's time bar and week table (they scroll
 * sideways inside their box with the yacht names kept in view), and the admin navigation on a phone (a row of
 * screens that scrolls inside itself).
 */
export const ALLOWED_SCROLLERS = ['.calendar-scroll', '.admin-nav-scroller'] as const;

/**
 * Controls allowed below 44 × 44, each with its reason. A control matching one is still checked for being covered.
 */
export const SMALL_TARGET_EXCEPTIONS: { selector: string; reason: string }[] = [
  {
    selector: 'p a, .form-text a, .alert a',
    reason:
      'a link inside running text (WCAG 2.5.8 exempts inline targets; the line spacing keeps them apart)',
  },
];

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

/** `YYYY-MM-DD` in Dubai, today. */
const dubaiToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dubai' }).format(new Date());

async function fillArabic(page: Page, labels: string[]) {
  for (const label of labels) await page.getByLabel(label, { exact: true }).fill(ARABIC_TEXT);
}

const BOOKED_REFERENCE = 'MLY-PHQNE2';

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
    name: 'yachts',
    path: paths.admin.products,
    ready: async (page) => {
      await expect(page.getByRole('link', { name: LONG_YACHT_NAME, exact: true })).toBeVisible();
    },
    primary: ['Add a yacht', `Edit ${LONG_YACHT_NAME}`, `Move ${LONG_YACHT_NAME} up`, 'Logout'],
  },
  {
    name: 'yachts: delete question',
    path: paths.admin.products,
    ready: async (page) => {
      await page.getByRole('button', { name: `Delete ${LONG_YACHT_NAME}` }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
    primary: ['Close', 'Cancel', 'Delete'],
  },
  {
    name: 'add a yacht',
    path: paths.admin.addProduct,
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
    path: paths.admin.editProduct(LONG_YACHT_ID),
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
      await expect(
        page.getByRole('button', { name: new RegExp(`^Cancel booking ${BOOKED_REFERENCE}`) }),
      ).toBeVisible();
    },
    primary: ['Next week', 'Today', `Enquiry ${BOOKED_REFERENCE}`],
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

/**
 * Fills the demo backend's database as a busy operator's would be: a yacht with a very long name and several
 * photos, 60 enquiries (more than a page) over every status, channel and language (Arabic names and messages, long campaigns), one
 * of them booked today with notes, and today's bookings and blocks on the calendar. Reload after.
 */
export async function seedBusyDemo(page: Page) {
  await page.evaluate(
    ({ longName, longId, booked, today }) => {
      const statuses = ['new', 'contacted', 'quoted', 'confirmed', 'completed', 'lost'];
      const names = [
        'Alexandra Konstantinopoulou-Vanderberg',
        'محمد عبد الرحمن الهاشمي',
        'Анастасия Владимировна Колесникова',
        'Omar',
      ];
      const yachts = ['azure-pearl', 'majesty', longId];
      const at = (minute: number) =>
        new Date(
          `${today}T${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}:00+04:00`,
        ).toISOString();
      const quote = (yachtId: string, startMinute: number, hours: number) => ({
        selection: { yachtId, date: today, startMinute, hours, guests: 12, addOnIds: ['dj', 'cake'] },
        yachtName: yachtId === longId ? longName : 'Azure Pearl',
        lines: [
          {
            kind: 'charter',
            rate: 'weekday',
            unitPriceFils: 125_000,
            quantity: hours,
            amountFils: 125_000 * hours,
          },
          {
            kind: 'add-on',
            id: 'dj',
            name: 'DJ',
            unit: 'hour',
            unitPriceFils: 50_000,
            quantity: hours,
            amountFils: 50_000 * hours,
          },
          {
            kind: 'add-on',
            id: 'cake',
            name: 'Celebration cake',
            unit: 'booking',
            unitPriceFils: 35_000,
            quantity: 1,
            amountFils: 35_000,
          },
        ],
        subtotalFils: 175_000 * hours + 35_000,
        vatMode: 'included',
        vatFils: Math.round(((175_000 * hours + 35_000) * 5) / 105),
        totalFils: 175_000 * hours + 35_000,
        depositFils: Math.round((175_000 * hours + 35_000) / 2),
      });
      const letters = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
      const enquiries = Array.from({ length: 60 }, (_, index) => {
        const reference =
          index === 0
            ? booked
            : `MLY-PHN${letters[Math.floor(index / letters.length)]}${letters[index % letters.length]}Q`;
        const status = index === 0 ? 'confirmed' : statuses[index % statuses.length];
        return {
          id: reference,
          reference,
          createdAt: new Date(Date.now() - index * 3_600_000 * 7).toISOString(),
          status: status === 'confirmed' && index !== 0 ? 'quoted' : status,
          bookingId: index === 0 ? 'phone-booking' : null,
          channel: index % 2 === 0 ? 'whatsapp' : 'callback',
          name: names[index % names.length],
          phone: '+971501234567',
          preferredTime:
            index % 2 === 0 ? '' : 'After 6 pm, or on the weekend morning before the marina gets busy',
          message:
            index % 3 === 0
              ? 'نرغب في حجز يخت لحفلة عيد ميلاد مع كعكة ودي جي وتصوير احترافي عند الغروب'
              : 'We would like a sunset cruise for a family celebration with a cake, a DJ and a photographer; https://example.com/a-very-long-link-to-our-celebration-plans-that-must-wrap',
          language: ['en', 'ar', 'ru'][index % 3],
          campaign: {
            utmSource: 'instagram',
            utmMedium: 'paid-social',
            utmCampaign: 'ramadan-sunset-cruises-family-packages-2026-retargeting',
            ...(index % 4 === 0 ? { gclid: 'Cj0KCQiA' } : {}),
          },
          quote: index % 5 === 4 ? null : quote(yachts[index % yachts.length], 600 + (index % 4) * 60, 3),
        };
      });
      const bookings = [
        {
          id: 'phone-booking',
          kind: 'booking',
          yachtId: longId,
          start: at(600),
          end: at(780),
          enquiryId: booked,
          reference: booked,
          createdAt: new Date().toISOString(),
        },
        {
          id: 'phone-booking-2',
          kind: 'booking',
          yachtId: 'azure-pearl',
          start: at(960),
          end: at(1140),
          enquiryId: 'MLY-PHNAEQ',
          reference: 'MLY-PHNAEQ',
          createdAt: new Date().toISOString(),
        },
        {
          id: 'phone-block',
          kind: 'block',
          yachtId: 'majesty',
          start: at(540),
          end: at(720),
          enquiryId: null,
          reference: null,
          blockKind: 'maintenance',
          reason: 'Hull cleaning and engine service by the shipyard team',
          createdAt: new Date().toISOString(),
        },
      ];
      const reviews = [
        {
          id: 'phone-review-ar',
          name: 'عائشة بنت عبد الله الفلاسي',
          occasion: 'birthday',
          rating: 5,
          date: today,
          language: 'ar',
          text: 'رحلة رائعة ومنظم ممتاز، الطاقم محترف جدا والغروب فوق مرسى دبي كان ساحرا. سنعود بالتأكيد مع العائلة في الصيف القادم',
        },
        {
          id: 'phone-review-ru',
          name: 'Екатерина Александровна Воскресенская',
          occasion: 'proposal',
          rating: 4,
          date: today,
          language: 'ru',
          text: 'Всё прошло идеально: капитан нашёл тихую бухту, а команда помогла с цветами и шампанским для предложения.',
        },
      ];
      const notes = [
        {
          id: 'phone-note-1',
          enquiryId: booked,
          text: 'Called back; wants the upper deck decorated in gold and white.',
          createdAt: new Date().toISOString(),
          author: 'operator@example.com',
        },
        {
          id: 'phone-note-2',
          enquiryId: booked,
          text: 'تم تأكيد الحجز وسيصل الضيوف قبل الموعد بنصف ساعة',
          createdAt: new Date().toISOString(),
          author: 'operator@example.com',
        },
      ];
      return new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('marina-luxe-demo');
        open.onerror = () => reject(open.error ?? new Error('open failed'));
        open.onsuccess = () => {
          const db = open.result;
          const read = db.transaction('products').objectStore('products').get('majesty');
          read.onsuccess = () => {
            const majesty = read.result as { images: unknown[] } & Record<string, unknown>;
            const tx = db.transaction(['products', 'enquiries', 'bookings', 'notes', 'reviews'], 'readwrite');
            tx.objectStore('products').put({
              ...majesty,
              id: longId,
              name: longName,
              position: 0,
              images: [...majesty.images, ...majesty.images].slice(0, 4),
            });
            for (const enquiry of enquiries) tx.objectStore('enquiries').put(enquiry);
            for (const booking of bookings) tx.objectStore('bookings').put(booking);
            for (const note of notes) tx.objectStore('notes').put(note);
            for (const review of reviews) tx.objectStore('reviews').put(review);
            tx.oncomplete = () => {
              db.close();
              resolve();
            };
            tx.onerror = () => reject(tx.error ?? new Error('write failed'));
          };
          read.onerror = () => reject(read.error ?? new Error('read failed'));
        };
      });
    },
    { longName: LONG_YACHT_NAME, longId: LONG_YACHT_ID, booked: BOOKED_REFERENCE, today: dubaiToday() },
  );
}

export interface PhoneLayoutReport {
  /** The controls checked, described by tag and name. */
  checked: string[];
  /** The page is wider than the screen, and by what. */
  overflow: string[];
  /** Boxes other than the allowed ones that scroll sideways inside themselves. */
  scrollers: string[];
  /** Controls smaller than 44 × 44 (checkboxes and radios with their labels). */
  small: string[];
  /** Controls whose centre is under something else once scrolled into view. */
  covered: string[];
  /**
   * Fields the on-screen keyboard serves badly: text under 16 px (the phone zooms in when it takes the focus), a
   * number without a numeric keyboard (`inputmode`).
   */
  keyboard: string[];
}

/**
 * Looks at the screen as a phone shows it: whether the page scrolls sideways (and what sticks out), which boxes
 * scroll sideways inside themselves, and for every visible control (in the open dialog when there is one) its size
 * and whether it is the topmost element at its centre when scrolled to the middle and the bottom of the screen.
 */
export function phoneLayoutReport(page: Page, scope = 'body'): Promise<PhoneLayoutReport> {
  return page.evaluate(
    ({ allowed, exceptions, min, region }) => {
      const width = document.documentElement.clientWidth;
      const inAllowed = (element: Element) => allowed.some((selector) => element.closest(selector) !== null);
      const describe = (element: Element | null) => {
        if (!element) return 'nothing (off screen)';
        const label = (element as HTMLInputElement).labels?.[0]?.textContent;
        const name = (element.getAttribute('aria-label') ?? label ?? element.textContent ?? '')
          .trim()
          .replace(/\s+/g, ' ')
          .slice(0, 100);
        const classes = typeof element.className === 'string' ? element.className.trim() : '';
        return `<${element.tagName.toLowerCase()}${classes ? ` class="${classes}"` : ''}> "${name}"`;
      };
      const shown = (element: Element) => {
        const box = element.getBoundingClientRect();
        return (
          box.width >= 2 &&
          box.height >= 2 &&
          getComputedStyle(element).visibility !== 'hidden' &&
          element.closest('.visually-hidden, .visually-hidden-focusable') === null
        );
      };

      const overflow: string[] = [];
      const scrollWidth = Math.max(document.documentElement.scrollWidth, document.body.scrollWidth);
      if (scrollWidth > width) overflow.push(`the page is ${scrollWidth} px wide on a ${width} px screen`);
      // What sticks out past the screen's edges (also where an overflow rule hides it), outside the allowed boxes.
      for (const element of document.body.querySelectorAll('*')) {
        if (!shown(element) || inAllowed(element)) continue;
        const box = element.getBoundingClientRect();
        if (box.right > width + 0.5 || box.left < -0.5) {
          overflow.push(`${describe(element)} spans ${Math.round(box.left)}–${Math.round(box.right)} px`);
        }
      }

      const scrollers: string[] = [];
      for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
        const { overflowX } = getComputedStyle(element);
        if (!['auto', 'scroll'].includes(overflowX) || !shown(element)) continue;
        if (element.scrollWidth > element.clientWidth + 1 && !allowed.some((s) => element.matches(s))) {
          scrollers.push(
            `${describe(element)} scrolls ${element.scrollWidth} px inside ${element.clientWidth} px`,
          );
        }
      }

      const dialog = document.querySelector(
        '.modal.show [role="dialog"], [role="dialog"][aria-modal="true"]',
      );
      const scope: ParentNode = dialog ?? document.querySelector(region) ?? document;
      const controls = [
        ...scope.querySelectorAll<HTMLElement>(
          'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [tabindex="0"]',
        ),
      ].filter(
        (control) =>
          shown(control) &&
          (control.closest('details:not([open])') === null || control.matches('details > summary')),
      );
      const checked: string[] = [];
      const small: string[] = [];
      const covered: string[] = [];
      const keyboard: string[] = [];
      for (const control of controls) {
        if (
          control.matches('input, select, textarea') &&
          parseFloat(getComputedStyle(control).fontSize) < 16
        ) {
          keyboard.push(
            `${describe(control)} has ${getComputedStyle(control).fontSize} text: the phone zooms in`,
          );
        }
        if (control.matches('input[type="number"]:not([inputmode])')) {
          keyboard.push(`${describe(control)} is a number without inputmode`);
        }
        checked.push(describe(control));
        // A checkbox or radio is taken with its label: the box they make together.
        const input = control as HTMLInputElement;
        const parts: Element[] =
          control.matches('input[type="checkbox"], input[type="radio"]') && input.labels
            ? [control, ...input.labels]
            : [control];
        const boxes = parts.map((part) => part.getBoundingClientRect());
        const target = {
          width: Math.max(...boxes.map((b) => b.right)) - Math.min(...boxes.map((b) => b.left)),
          height: Math.max(...boxes.map((b) => b.bottom)) - Math.min(...boxes.map((b) => b.top)),
        };
        const excepted = exceptions.some(({ selector }) => control.matches(selector));
        if (!excepted && (target.width < min - 0.5 || target.height < min - 0.5)) {
          small.push(`${describe(control)} is ${Math.round(target.width)} × ${Math.round(target.height)} px`);
        }
        const first = control.getBoundingClientRect();
        // Taller than half the screen: its centre may be off screen however it is scrolled.
        if (first.height > window.innerHeight / 2) continue;
        // A disabled control takes no tap (and no pointer): nothing to cover.
        if (control.matches(':disabled')) continue;
        for (const block of ['end', 'center'] as const) {
          control.scrollIntoView({ block, inline: 'nearest' });
          // A link that wraps is boxes on two lines: the centre of its first one is in the link.
          const box = control.getClientRects()[0] ?? control.getBoundingClientRect();
          const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          if (
            hit &&
            (control.contains(hit) || (input.labels && [...input.labels].some((l) => l.contains(hit))))
          )
            continue;
          covered.push(`${describe(control)} (scrolled to the ${block}) is under ${describe(hit)}`);
        }
      }
      window.scrollTo(0, 0);
      for (const selector of allowed)
        for (const box of document.querySelectorAll(selector)) box.scrollLeft = 0;
      return { checked, overflow: overflow.slice(0, 20), scrollers, small, covered, keyboard };
    },
    { allowed: [...ALLOWED_SCROLLERS], exceptions: SMALL_TARGET_EXCEPTIONS, min: MIN_TARGET, region: scope },
  );
}
