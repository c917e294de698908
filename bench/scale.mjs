// The home page with a large fleet: 500 yachts written into the demo backend's IndexedDB (or, for the Firebase build,
// into the Firestore emulator), then `/` loaded again.
// Measures the first card on screen, the whole grid, the long tasks on the way, and which images are requested
// before and after scrolling.
import { waitUntilLive } from './bytes.mjs';

export const DB_NAME = 'marina-luxe-demo';
const GRID = 'ul[aria-label="Yachts"] > li';
const SLUGS = ['azure-pearl', 'marina-star', 'royal-falcon', 'sea-breeze', 'golden-horizon'];

/**
 * What the page records while it loads (`window.__scale`): long tasks, and when the first and the last card
 * appeared (ms since navigation start; null until then).
 * @typedef {object} ScaleState
 * @property {{ start: number, duration: number }[]} longTasks
 * @property {number | null} firstCard
 * @property {number | null} allCards
 */
/** @typedef {typeof window & { __scale: ScaleState }} ScaleWindow */

/**
 * Yachts that sort after the fixtures, each with its own image URL so every request can be counted.
 * @param {number} count
 */
export function benchYachts(count) {
  return Array.from({ length: count }, (_, index) => ({
    id: `bench-${index + 1}`,
    name: `Bench Yacht ${index + 1}`,
    price: 400 + (index % 40) * 50,
    feet: 40 + (index % 60),
    capacity: 8 + (index % 40),
    complementary: 'Captain and crew, soft drinks, water',
    images: [`/img/yachts/${SLUGS[index % SLUGS.length]}-1.webp?bench=${index + 1}`],
    isVIP: index % 10 === 0,
    position: 100 + index,
  }));
}

/**
 * Blocks imported from other channels' calendars (docs/decisions/0050-calendar-import.md) on the bench's yachts:
 * `count` of them, spread evenly over the yachts, one a day each from `firstDate` (Dubai), 4 hours from 09:00, 13:00
 * or 17:00, so a third of the yachts are busy at any evening the finder asks about.
 * @param {number} count
 * @param {number} yachtCount
 * @param {string} firstDate YYYY-MM-DD
 */
export function benchImportedBlocks(count, yachtCount, firstDate) {
  const first = Date.parse(`${firstDate}T00:00:00+04:00`);
  return Array.from({ length: count }, (_, index) => {
    const yacht = index % yachtCount;
    const day = Math.floor(index / yachtCount);
    const start = first + day * 86_400_000 + (9 + 4 * ((yacht + day) % 3)) * 3_600_000;
    return {
      id: `imp-bench${String(index).padStart(9, '0')}`,
      kind: 'block',
      yachtId: `bench-${yacht + 1}`,
      start: new Date(start).toISOString(),
      end: new Date(start + 4 * 3_600_000).toISOString(),
      enquiryId: null,
      reference: null,
      blockKind: 'imported',
      reason: 'Sold on Bench Marketplace',
      summary: `Bench booking ${index + 1}`,
      source: { feedId: 'bench-feed', uid: `bench-${index}`, recurrenceId: null },
      allDay: false,
      createdAt: new Date(first).toISOString(),
    };
  });
}

/**
 * Has the demo backend open (and seed) its database in `page`: a first visit to a prerendered page reads the page's
 * own catalogue without it (src/backend/demo/deferred.ts); a yacht page with a selection in its address opens its
 * booking panel at once, which does.
 * @param {import('@playwright/test').Page} page
 * @param {string} baseUrl
 */
export async function openDemoDatabase(page, baseUrl) {
  await page.goto(`${baseUrl}/productdetail/royal-falcon?guests=2`);
  await waitUntilLive(page);
  // The panel shows its fields once it has read the settings from the database, made and seeded by the app (an
  // open without a version from the seeding below would otherwise make an empty one first).
  await page.locator('.booking-panel input[type="date"]').waitFor();
}

/**
 * Runs in the page: waits for the app's first-run seed, then adds the yachts (and the imported blocks, if any) in one
 * transaction.
 * @param {{ dbName: string, yachts: ReturnType<typeof benchYachts>,
 *   blocks?: ReturnType<typeof benchImportedBlocks> }} seed
 */
export function seedInPage({ dbName, yachts, blocks = [] }) {
  /** @returns {Promise<IDBDatabase>} */
  const open = () =>
    new Promise((resolve, reject) => {
      const request = indexedDB.open(dbName);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
  /** @param {IDBTransaction} transaction */
  const done = (transaction) =>
    new Promise((resolve, reject) => {
      transaction.oncomplete = resolve;
      transaction.onerror = () => reject(transaction.error);
    });
  /** @returns {Promise<boolean>} */
  const seeded = async () => {
    const db = await open();
    try {
      if (!db.objectStoreNames.contains('meta')) return false;
      const read = db.transaction('meta').objectStore('meta').get('seeded');
      return await new Promise((resolve) => {
        read.onsuccess = () => resolve(read.result !== undefined);
        read.onerror = () => resolve(false);
      });
    } finally {
      db.close();
    }
  };
  return (async () => {
    for (let attempt = 0; !(await seeded()); attempt++) {
      if (attempt > 100) throw new Error('The demo backend never seeded its database.');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const db = await open();
    const transaction = db.transaction(['products', 'bookings'], 'readwrite');
    for (const yacht of yachts) transaction.objectStore('products').put(yacht);
    for (const block of blocks) transaction.objectStore('bookings').put(block);
    await done(transaction);
    db.close();
  })();
}

/**
 * Installed before the page loads: long tasks, and the frames where the first and the last card appear.
 * @param {number} expectedCards
 */
function observeInPage(expectedCards) {
  /** @type {ScaleState} */
  const state = { longTasks: [], firstCard: null, allCards: null };
  /** @type {ScaleWindow} */ (window).__scale = state;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      state.longTasks.push({ start: Math.round(entry.startTime), duration: Math.round(entry.duration) });
    }
  }).observe({ type: 'longtask', buffered: true });
  const check = () => {
    const cards = document.querySelectorAll('ul[aria-label="Yachts"] > li').length;
    if (cards > 0 && state.firstCard === null) state.firstCard = Math.round(performance.now());
    if (cards >= expectedCards && state.allCards === null) state.allCards = Math.round(performance.now());
    if (state.allCards === null) requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {string} baseUrl
 * @param {{ count?: number, cpuSlowdown?: number,
 *   addYachts?: (yachts: ReturnType<typeof benchYachts>) => Promise<void> }} [options] `addYachts` stores them
 *   where the build's backend reads (default: the demo backend's IndexedDB, from the page)
 */
export async function runScale(browser, baseUrl, { count = 500, cpuSlowdown = 1, addYachts } = {}) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const setup = await context.newPage();
  await setup.goto(`${baseUrl}/`);
  await waitUntilLive(setup);
  const fixtures = await setup.locator(GRID).count();
  if (addYachts) await addYachts(benchYachts(count));
  else {
    await openDemoDatabase(setup, baseUrl);
    await setup.evaluate(seedInPage, { dbName: DB_NAME, yachts: benchYachts(count) });
  }
  await setup.close();

  const expectedCards = fixtures + count;
  const page = await context.newPage();
  if (cpuSlowdown > 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  }
  /** @type {Set<string>} */
  const images = new Set();
  page.on('request', (request) => {
    if (request.resourceType() === 'image' && request.url().includes('?bench=')) images.add(request.url());
  });
  await page.addInitScript(observeInPage, expectedCards);
  await page.goto(`${baseUrl}/`);
  await page.waitForFunction(() => /** @type {ScaleWindow} */ (window).__scale.allCards !== null, null, {
    timeout: 60_000,
  });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  const state = await page.evaluate(() => /** @type {ScaleWindow} */ (window).__scale);
  const imagesBeforeScroll = images.size;

  // Half way down the list: the images there are requested, those far below still are not.
  const middle = Math.floor(expectedCards / 2);
  await page.locator(GRID).nth(middle).scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  const middleImage = await page
    .locator(GRID)
    .nth(middle)
    .locator('img')
    .evaluate(/** @param {HTMLImageElement} image */ (image) => image.currentSrc || image.src);
  const imagesAfterScroll = images.size;
  await context.close();

  const tasks = state.longTasks;
  return {
    yachts: count,
    cpuSlowdown,
    cards: expectedCards,
    // Both set by now: the wait above ended when the last card appeared, and the first came no later.
    firstCardMs: /** @type {number} */ (state.firstCard),
    allCardsMs: /** @type {number} */ (state.allCards),
    longTasks: tasks.length,
    longTaskTotalMs: tasks.reduce((total, task) => total + task.duration, 0),
    longestTaskMs: tasks.reduce((longest, task) => Math.max(longest, task.duration), 0),
    imagesBeforeScroll,
    imagesAfterScroll,
    middleImageRequested: images.has(middleImage),
    lazyImagesOk:
      imagesBeforeScroll < 30 && imagesAfterScroll > imagesBeforeScroll && images.has(middleImage),
  };
}
