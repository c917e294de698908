/**
 * The pages that may call the chat proxy from a browser (docs/decisions/0039-functions-hardening.md): the site's
 * own origin (SITE_ORIGIN), and on the emulators any page on this machine (`http://localhost:<port>`,
 * `http://127.0.0.1:<port>`: the dev server, the preview, the Hosting emulator). Nothing else, so a hostile page
 * cannot spend the provider's credit through its own visitors' browsers.
 */
const LOCAL_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1)(:\d{1,5})?$/;

/** An origin as browsers send it: scheme and host, lower case, no trailing slash. */
const normalise = (origin: string) => origin.trim().replace(/\/+$/, '').toLowerCase();

export function chatOriginCheck(siteOrigin: string, onEmulator: boolean): (origin: string) => boolean {
  const site = normalise(siteOrigin);
  return (origin) => {
    const given = normalise(origin);
    return (site !== '' && given === site) || (onEmulator && LOCAL_ORIGIN.test(given));
  };
}
