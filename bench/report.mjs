// The budgets a phone's visit must keep (scores, timings, bytes; demo and Firebase builds), and the table and
// verdicts the bench prints.

/**
 * One page's results: Lighthouse medians for the app and for the same page as plain HTML, and the gzip bytes of
 * the scripts and stylesheets the app loaded.
 * @typedef {object} PageResult
 * @property {string} path
 * @property {import('./lighthouse.mjs').MedianRun} app
 * @property {import('./lighthouse.mjs').MedianRun} static
 * @property {number} lcpRatio the app's LCP over the static page's
 * @property {number} jsGzip
 * @property {number} cssGzip
 */

/** @typedef {{ js: number, css: number }} VisitBytes */
/** @typedef {{ demo?: VisitBytes, firebase?: VisitBytes }} FirstVisit the builds measured */
/** @typedef {{ path: string, bytes: number, images: number }} ImageBytes a phone's first view of a page */
/** @typedef {{ path: string, bytes: number, files: number }} FontBytes a phone's first view of a page */
/** @typedef {Awaited<ReturnType<typeof import('./scale.mjs').runScale>>} ScaleResult */

/**
 * A budget with its measured value, shown as text, and its verdict.
 * @typedef {object} BudgetCheck
 * @property {string} name
 * @property {number | boolean} value
 * @property {number | boolean} limit
 * @property {boolean} pass
 * @property {string} shown
 * @property {string} limitShown
 */

/** 1 KB = 1000 bytes, as Vite reports sizes. */
export const KB = 1000;

export const BUDGETS = {
  firstVisitJsDemo: 110 * KB,
  firstVisitJsFirebase: 130 * KB,
  css: 25 * KB,
  score: 95,
  /** Lighthouse SEO. */
  seo: 100,
  cls: 0.02,
  tbtMs: 150,
  homeLcpRatio: 1.25,
  /** A yacht page's LCP over its static limit (the same HTML and photos, no script). */
  yachtLcpRatio: 1.25,
  /** Images of a phone's first view (bytes/firstViewImageBytes): the home page, a yacht page with camera photos. */
  imageBytesHome: 300 * KB,
  imageBytesYacht: 350 * KB,
  /** Fonts of a phone's first view of each language's home page (docs/decisions/0025-visual-identity.md). */
  fontBytes: 90 * KB,
  longestTaskMs: 200,
};

/** @param {string} path */
export const isYachtPage = (path) => path.startsWith('/productdetail/');

/** @param {number} bytes */
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
/** @param {number} value */
const ms = (value) => `${Math.round(value)} ms`;

/**
 * Every budget with its measured value and verdict.
 * @param {object} results
 * @param {PageResult[]} [results.pages]
 * @param {FirstVisit} [results.firstVisit] to /
 * @param {FirstVisit} [results.firstVisitYacht] to the yacht page
 * @param {string} [results.yachtPath]
 * @param {ImageBytes[]} [results.imageBytes]
 * @param {FontBytes[]} [results.fontBytes]
 * @param {ScaleResult} [results.scale]
 * @param {{ path: string, seo: number }[]} [results.languages]
 * @returns {BudgetCheck[]}
 */
export function checkBudgets({
  pages,
  firstVisit,
  firstVisitYacht,
  yachtPath,
  imageBytes,
  fontBytes,
  scale,
  languages,
}) {
  /** @type {BudgetCheck[]} */
  const checks = [];
  /**
   * @param {string} name
   * @param {number | boolean} value
   * @param {number | boolean} limit
   * @param {boolean} pass
   */
  const add = (name, value, limit, pass, shown = String(value), limitShown = String(limit)) =>
    checks.push({ name, value, limit, pass, shown, limitShown });
  for (const [path, visits] of /** @type {[string, FirstVisit | undefined][]} */ ([
    ['/', firstVisit],
    [yachtPath ?? 'a yacht page', firstVisitYacht],
  ])) {
    for (const [mode, visit] of Object.entries(visits ?? {})) {
      const label = mode === 'demo' ? 'demo' : 'Firebase';
      const jsLimit = mode === 'demo' ? BUDGETS.firstVisitJsDemo : BUDGETS.firstVisitJsFirebase;
      add(
        `JS, first visit to ${path} (${label})`,
        visit.js,
        jsLimit,
        visit.js <= jsLimit,
        kb(visit.js),
        kb(jsLimit),
      );
      add(
        `CSS, first visit to ${path} (${label})`,
        visit.css,
        BUDGETS.css,
        visit.css <= BUDGETS.css,
        kb(visit.css),
        kb(BUDGETS.css),
      );
    }
  }
  for (const page of imageBytes ?? []) {
    const limit = page.path === '/' ? BUDGETS.imageBytesHome : BUDGETS.imageBytesYacht;
    add(
      `Images, a phone's first view of ${page.path}`,
      page.bytes,
      limit,
      page.bytes <= limit,
      `${kb(page.bytes)} (${page.images} files)`,
      kb(limit),
    );
  }
  for (const page of fontBytes ?? []) {
    add(
      `Fonts, a phone's first view of ${page.path}`,
      page.bytes,
      BUDGETS.fontBytes,
      page.bytes <= BUDGETS.fontBytes,
      `${kb(page.bytes)} (${page.files} files)`,
      kb(BUDGETS.fontBytes),
    );
  }
  for (const page of pages ?? []) {
    const { app } = page;
    for (const [category, score] of /** @type {const} */ ([
      ['Performance', app.score],
      ['SEO', app.seo],
    ])) {
      const limit = category === 'SEO' ? BUDGETS.seo : BUDGETS.score;
      add(`${category} ${page.path}`, score, limit, score >= limit, String(score), `≥ ${limit}`);
    }
    add(`CLS ${page.path}`, app.cls, BUDGETS.cls, app.cls <= BUDGETS.cls, app.cls.toFixed(3));
    add(`TBT ${page.path}`, app.tbt, BUDGETS.tbtMs, app.tbt <= BUDGETS.tbtMs, ms(app.tbt), ms(BUDGETS.tbtMs));
    add(
      `CSS ${page.path}`,
      page.cssGzip,
      BUDGETS.css,
      page.cssGzip <= BUDGETS.css,
      kb(page.cssGzip),
      kb(BUDGETS.css),
    );
  }
  // The same pages in the other languages: found by search engines too.
  for (const page of languages ?? []) {
    add(
      `SEO ${page.path}`,
      page.seo,
      BUDGETS.seo,
      page.seo >= BUDGETS.seo,
      String(page.seo),
      `≥ ${BUDGETS.seo}`,
    );
  }
  const home = (pages ?? []).find((page) => page.path === '/');
  if (home) {
    add(
      'Home LCP / static-HTML LCP',
      home.lcpRatio,
      BUDGETS.homeLcpRatio,
      home.lcpRatio <= BUDGETS.homeLcpRatio,
      `${home.lcpRatio.toFixed(2)}×`,
      `${BUDGETS.homeLcpRatio}×`,
    );
  }
  const yacht = (pages ?? []).find((page) => isYachtPage(page.path));
  if (yacht) {
    add(
      'Yacht page LCP / static-HTML LCP',
      yacht.lcpRatio,
      BUDGETS.yachtLcpRatio,
      yacht.lcpRatio <= BUDGETS.yachtLcpRatio,
      `${yacht.lcpRatio.toFixed(2)}×`,
      `${BUDGETS.yachtLcpRatio}×`,
    );
  }
  if (scale) {
    add(
      `Longest task, / with ${scale.yachts} more yachts`,
      scale.longestTaskMs,
      BUDGETS.longestTaskMs,
      scale.longestTaskMs <= BUDGETS.longestTaskMs,
      ms(scale.longestTaskMs),
      ms(BUDGETS.longestTaskMs),
    );
    add(
      'Images below the fold wait for scrolling',
      scale.lazyImagesOk,
      true,
      scale.lazyImagesOk,
      `${scale.imagesBeforeScroll} requested before, ${scale.imagesAfterScroll} after`,
      'none far below',
    );
  }
  return checks;
}

/**
 * @param {string[]} headings
 * @param {(string | number)[][]} rows
 */
function table(headings, rows) {
  const widths = headings.map((heading, column) =>
    Math.max(heading.length, ...rows.map((row) => String(row[column]).length)),
  );
  /** @param {(string | number)[]} cells */
  const line = (cells) => cells.map((cell, column) => String(cell).padEnd(widths[column])).join('  ');
  return [line(headings), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

/**
 * @param {PageResult[]} pages
 * @param {ImageBytes[]} [imageBytes]
 */
export function formatPages(pages, imageBytes = []) {
  /** @param {string} path */
  const images = (path) => {
    const measured = imageBytes.find((page) => page.path === path);
    return measured ? kb(measured.bytes) : '–';
  };
  return table(
    [
      'Page',
      'Score',
      'SEO',
      'FCP',
      'LCP',
      'TBT',
      'CLS',
      'JS gz',
      'CSS gz',
      'Static LCP',
      'LCP ratio',
      'Img 1st view',
    ],
    pages.map(({ path, app, static: plain, jsGzip, cssGzip, lcpRatio }) => [
      path,
      app.score,
      app.seo,
      ms(app.fcp),
      ms(app.lcp),
      ms(app.tbt),
      app.cls.toFixed(3),
      kb(jsGzip),
      kb(cssGzip),
      ms(plain.lcp),
      `${lcpRatio.toFixed(2)}×`,
      images(path),
    ]),
  );
}

/**
 * @param {FirstVisit} firstVisit to /
 * @param {FirstVisit} [firstVisitYacht] to the yacht page `yachtPath`
 * @param {string} [yachtPath]
 */
export function formatFirstVisit(firstVisit, firstVisitYacht, yachtPath = 'the yacht page') {
  /** @param {FirstVisit} visits */
  const parts = (visits) =>
    Object.entries(visits)
      .map(
        ([mode, visit]) =>
          `${mode === 'demo' ? 'demo' : 'Firebase'} JS ${kb(visit.js)}, CSS ${kb(visit.css)}`,
      )
      .join('; ');
  const lines = [`First visit to /: ${parts(firstVisit)}`];
  if (firstVisitYacht) lines.push(`First visit to ${yachtPath}: ${parts(firstVisitYacht)}`);
  return lines.join('\n');
}

/** @param {ScaleResult} scale */
export function formatScale(scale) {
  return [
    `${scale.yachts} extra yachts (${scale.cards} cards) on /, phone viewport${scale.cpuSlowdown > 1 ? `, CPU ${scale.cpuSlowdown}× slower` : ''}:`,
    `  first card on screen ${ms(scale.firstCardMs)}, all cards ${ms(scale.allCardsMs)}`,
    `  long tasks: ${scale.longTasks}, ${ms(scale.longTaskTotalMs)} in all, longest ${ms(scale.longestTaskMs)}`,
    `  yacht images requested: ${scale.imagesBeforeScroll} before scrolling, ${scale.imagesAfterScroll} after scrolling half way` +
      ` (the image there ${scale.middleImageRequested ? 'was' : 'was NOT'} requested)`,
  ].join('\n');
}

/** @param {BudgetCheck[]} checks */
export function formatChecks(checks) {
  return table(
    ['Budget', 'Measured', 'Limit', 'Verdict'],
    checks.map(({ name, shown, limitShown, pass }) => [name, shown, limitShown, pass ? 'PASS' : 'FAIL']),
  );
}
