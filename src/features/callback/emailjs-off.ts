/**
 * Stands in for `@emailjs/browser` in a build with Cloud Functions on (vite.config.ts): the server emails the
 * operator there, so neither the library nor its keys are in the site (and nothing here is ever called: without its
 * keys, emailConfig() gives none).
 */
export function send(): Promise<never> {
  return Promise.reject(new Error('EmailJS is not part of a build with Cloud Functions on.'));
}
