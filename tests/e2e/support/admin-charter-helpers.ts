import type { Page } from '@playwright/test';

/** A guest as the demo database stores them. */
export interface DemoGuest {
  fullName: string;
  nationality: string;
  idType: 'passport' | 'emirates-id' | 'gcc-id';
  idNumber: string;
}

/** Twenty guests, long names and Arabic and Cyrillic ones among them: a full yacht's manifest. */
export function crowd(): DemoGuest[] {
  const names = [
    'عبد الرحمن بن محمد بن عبد الله آل مكتوم',
    'Maximilian Alexander von Hohenzollern-Sigmaringen',
    'Анастасия Владимировна Кузнецова',
    'فاطمة الزهراء الهاشمي',
    'Omar Haddad',
    'Priya Venkataraman-Subramanian',
    'Jean-Baptiste Delacroix',
    'Ольга Смирнова',
    'Chen Wei',
    'نورة القاسمي',
    'Siobhán Ní Bhriain',
    'Lars Øvergaard',
    'Aisha Mohammed',
    'Дмитрий Соколов',
    'Zoë Adebayo-Williams',
    'خالد المنصوري',
    'Hiroshi Tanaka',
    'María José García López',
    'Kwame Mensah',
    'Leila Farouk',
  ];
  const nationalities = ['AE', 'DE', 'RU', 'SA', 'JO', 'IN', 'FR', 'RU', 'CN', 'AE'];
  return names.map((fullName, index) => {
    const nationality = nationalities[index % nationalities.length];
    return index % 3 === 0
      ? { fullName, nationality, idType: 'emirates-id', idNumber: '784-1990-1234567-6' }
      : { fullName, nationality, idType: 'passport', idNumber: `P${String(4_800_000 + index * 7919)}` };
  });
}

/** Puts guests straight on a demo guest list (as the guests' phones would), in slots 1, 2, … */
export async function storeDemoGuests(page: Page, guestToken: string, guests: readonly DemoGuest[]) {
  await page.evaluate(
    ({ token, list }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('marina-luxe-demo');
        open.onerror = () => reject(open.error ?? new Error('open failed'));
        open.onsuccess = () => {
          const tx = open.result.transaction('guests', 'readwrite');
          list.forEach((guest, index) => {
            const slot = String(index + 1);
            tx.objectStore('guests').put({
              ...guest,
              key: `${token}/${slot}`,
              guestToken: token,
              slot,
              device: 'e2e-guest-phone',
              addedAt: new Date(Date.now() - (list.length - index) * 60_000).toISOString(),
            });
          });
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error ?? new Error('write failed'));
        };
      }),
    { token: guestToken, list: guests },
  );
}

/** How many pages a PDF has (its page objects). */
export const pdfPages = (pdf: Buffer) =>
  (pdf.toString('latin1').match(/\/Type\s*\/Page\b(?!s)/g) ?? []).length;
