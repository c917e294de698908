// Starts the app on a prerendered page (tools/prerender.mjs copies this file into the build, with the app's
// script and module preloads in place of the empty list below). The page is complete without its code, so the
// code is fetched only once the page has been painted with the images on screen: it then does not compete for
// the network with what the visitor sees first. Until then buttons and form fields have no code behind them:
// they are marked unavailable here, and released part by part as the page comes alive
// (src/components/layout/live-controls.tsx). Timers only as a last resort: tests may fake them.
/** @type {({ tag: 'script', type: string, src: string } | { tag: 'link', rel: string, href: string })[]} */
const appElements = /* app elements */ [];
const LONGEST_WAIT_MS = 3000;

const root = document.getElementById('root');
if (root?.hasAttribute('data-prerendered')) {
  // Links to our own pages work without the code (a full page load), so they keep taking clicks; they are marked
  // too, as the in-app navigation (no reload, scroll restored on the way back) starts with the code.
  for (const control of /** @type {NodeListOf<Element & { disabled?: boolean }>} */ (
    root.querySelectorAll('button, input, select, textarea, a[href^="/"]')
  )) {
    if (control.disabled || control.hasAttribute('aria-disabled')) continue;
    control.setAttribute('data-until-live', '');
    control.setAttribute('aria-disabled', 'true');
  }
}

let started = false;
function start() {
  if (started) return;
  started = true;
  for (const { tag, ...attributes } of appElements) {
    const element = document.createElement(tag);
    element.crossOrigin = '';
    Object.assign(element, attributes);
    document.head.append(element);
  }
}

/** @param {HTMLImageElement | HTMLLinkElement} element */
function settled(element) {
  return new Promise((resolve) => {
    element.addEventListener('load', resolve, { once: true });
    element.addEventListener('error', resolve, { once: true });
  });
}

/** @returns {Promise<void>} */
function firstContentfulPaint() {
  return new Promise((resolve) => {
    new PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    }).observe({ type: 'paint', buffered: true });
  });
}

/** @param {Element} element */
function onScreen(element) {
  const box = element.getBoundingClientRect();
  return box.width > 0 && box.top < window.innerHeight && box.bottom > 0;
}

/**
 * Whether a preloaded image has arrived: the browser fetches its `href` or, with `imagesrcset`, the one file of the
 * set that fits the screen (its load event may have fired already).
 * @param {HTMLLinkElement} link
 */
function preloaded(link) {
  const files = link.imageSrcset
    ? link.imageSrcset.split(',').map((entry) => new URL(entry.trim().split(/\s+/)[0], document.baseURI).href)
    : [];
  return [link.href, ...files].some((file) => performance.getEntriesByName(file, 'resource').length > 0);
}

/** Eager images in the first screenful, and preloaded images (the hero background), still loading. */
function imagesOnScreen() {
  const images = [...document.images].filter(
    (image) => image.loading !== 'lazy' && !image.complete && onScreen(image),
  );
  const preloads = [
    .../** @type {NodeListOf<HTMLLinkElement>} */ (
      document.querySelectorAll('link[rel="preload"][as="image"][href]')
    ),
  ].filter((link) => (!link.media || matchMedia(link.media).matches) && !preloaded(link));
  return Promise.all([...images, ...preloads].map(settled));
}

/**
 * After the next task: the frame with the images is painted first.
 * @returns {Promise<void>}
 */
function nextTask() {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

if (document.visibilityState === 'hidden') {
  start();
} else {
  // However slow the images are, the page becomes live after a few seconds.
  setTimeout(start, LONGEST_WAIT_MS);
  Promise.all([firstContentfulPaint(), imagesOnScreen()]).then(nextTask).then(start, start);
}
