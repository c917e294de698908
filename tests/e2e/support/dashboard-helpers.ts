import type { Page } from '@playwright/test';

const DAY_MS = 24 * 3_600_000;

/** A callback request, new. */
function callback(reference: string, name: string, createdAt: string, phone: string) {
  return {
    id: reference,
    reference,
    createdAt,
    status: 'new',
    bookingId: null,
    channel: 'callback',
    name,
    phone,
    preferredTime: '18:00',
    message: 'Please call me back',
    language: 'en',
    campaign: {},
    quote: null,
  };
}

/**
 * The dashboard's test data, relative to `now`: Zara's call-back from years ago (older than anything a seeded demo
 * holds, so the oldest new one), Yusuf's from two hours ago, and Hana's quote for tonight 22:00–24:00 Dubai on Blue
 * Lagoon with a DJ, waiting for an answer.
 */
export function dashboardRecords(today: string, now: number) {
  const oldest = callback('MLY-ZRA2QK', 'Zara Oldest', '2020-01-02T08:00:00.000Z', '+971501112233');
  const newer = callback(
    'MLY-YSF3PM',
    'Yusuf Newer',
    new Date(now - DAY_MS / 12).toISOString(),
    '+971502223344',
  );
  const hours = 2;
  const charter = 45_000 * hours;
  const dj = 50_000 * hours;
  const tonight = {
    ...callback('MLY-HNA4TX', 'Hana Tonight', new Date(now - DAY_MS).toISOString(), '+971507654321'),
    status: 'quoted',
    channel: 'whatsapp',
    quote: {
      selection: {
        yachtId: 'blue-lagoon',
        date: today,
        startMinute: 22 * 60,
        hours,
        guests: 6,
        addOnIds: ['dj'],
      },
      yachtName: 'Blue Lagoon',
      lines: [
        { kind: 'charter', rate: 'weekday', unitPriceFils: 45_000, quantity: hours, amountFils: charter },
        {
          kind: 'add-on',
          addOnId: 'dj',
          name: 'DJ',
          unit: 'hour',
          unitPriceFils: 50_000,
          quantity: hours,
          amountFils: dj,
        },
      ],
      subtotalFils: charter + dj,
      vatMode: 'included',
      vatFils: Math.round(((charter + dj) * 5) / 105),
      totalFils: charter + dj,
      depositFils: (charter + dj) / 2,
    },
  };
  return { oldest, newer, tonight, all: [oldest, newer, tonight] };
}

/** Tonight's slot of the test's charter (Blue Lagoon, 21:00–24:00 Dubai with the turnaround), as instants. */
export function tonightSlot(today: string) {
  return {
    yachtId: 'blue-lagoon',
    start: Date.parse(`${today}T21:00:00+04:00`),
    end: Date.parse(`${today}T23:59:59+04:00`) + 1_000,
  };
}

/**
 * Frees tonight's slot in the demo database: a seeded demo may have booked Blue Lagoon tonight, and the test
 * confirms its own charter there.
 */
export async function freeTonight(page: Page, today: string) {
  await page.evaluate(
    (slot) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('marina-luxe-demo');
        open.onerror = () => reject(open.error ?? new Error('open failed'));
        open.onsuccess = () => {
          const tx = open.result.transaction('bookings', 'readwrite');
          const store = tx.objectStore('bookings');
          const all = store.getAll();
          all.onsuccess = () => {
            for (const booking of all.result as {
              id: string;
              yachtId: string;
              start: string;
              end: string;
            }[]) {
              const overlaps = Date.parse(booking.start) < slot.end && Date.parse(booking.end) > slot.start;
              if (booking.yachtId === slot.yachtId && overlaps) store.delete(booking.id);
            }
          };
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error ?? new Error('write failed'));
        };
      }),
    tonightSlot(today),
  );
}
