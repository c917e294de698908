import type { Page } from '@playwright/test';

/** What a busy operator's admin holds, for the phone check (admin-phone.spec.ts): long names, Arabic, many enquiries. */

/** A yacht name as long as the form allows in spirit: it must wrap, never widen the page. */
export const LONG_YACHT_NAME = 'Princess Al Maktoum Grand Voyager Superyacht Seventy-Eight Deluxe Edition';
export const LONG_YACHT_ID = 'phone-long-name';
/** Arabic typed into the translation fields (right to left, long words). */
export const ARABIC_TEXT =
  'رحلة بحرية فاخرة حول مرسى دبي مع عشاء على ضوء الشموع وإطلالة على برج العرب ونخلة جميرا للعائلات والأصدقاء';
/** The enquiry booked today, with notes. */
export const BOOKED_REFERENCE = 'MLY-PHQNE2';

/**
 * Fills the demo backend's database as a busy operator's would be: a yacht with a very long name and several
 * photos, 60 enquiries (more than a page) over every status, channel and language (Arabic and Russian names and
 * messages, long campaigns), one of them booked today with notes, today's bookings and a block on the calendar, and
 * reviews in Arabic and Russian. Open a page after it to see them.
 */
export async function seedBusyDemo(page: Page) {
  await page.evaluate(
    ({ longName, longId, booked }) => {
      // Today in Dubai on the page's clock, which the rest of the page reads too.
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dubai' }).format(new Date());
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
    { longName: LONG_YACHT_NAME, longId: LONG_YACHT_ID, booked: BOOKED_REFERENCE },
  );
}
