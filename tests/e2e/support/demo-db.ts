import type { Page } from '@playwright/test';

/**
 * Stores enquiries straight into the demo backend's database (after the app has made and seeded it), as the
 * visitor's booking panel would, or as a forger could. With `replace`, the lived-in demo's activity (its enquiries,
 * bookings and notes, decision 0027) is cleared first, so what a screen counts is the test's own.
 */
export async function storeDemoEnquiries(
  page: Page,
  enquiries: readonly object[],
  { replace = false }: { replace?: boolean } = {},
) {
  await page.evaluate(
    ({ records, clear }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('marina-luxe-demo');
        open.onerror = () => reject(open.error ?? new Error('open failed'));
        open.onsuccess = () => {
          const stores = clear ? ['enquiries', 'bookings', 'notes'] : ['enquiries'];
          const tx = open.result.transaction(stores, 'readwrite');
          if (clear) for (const store of stores) tx.objectStore(store).clear();
          for (const record of records) tx.objectStore('enquiries').put(record);
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error ?? new Error('write failed'));
        };
      }),
    { records: enquiries, clear: replace },
  );
}
