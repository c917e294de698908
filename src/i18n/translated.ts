import { i18n, type MessageDescriptor } from '@lingui/core';

/** What a feature's text module holds: messages, functions that make one, and groups of them. */
type Source =
  MessageDescriptor | ((...args: never[]) => MessageDescriptor) | { readonly [key: string]: Source };

/** The same shape with every message in the active language: a string, or a function that returns one. */
export type Translated<T> = T extends MessageDescriptor
  ? string
  : T extends (...args: infer A) => MessageDescriptor
    ? (...args: A) => string
    : { readonly [K in keyof T]: Translated<T[K]> };

const isDescriptor = (value: object): value is MessageDescriptor =>
  typeof (value as { id?: unknown }).id === 'string';

/**
 * A feature's text in the language of the page: `fleetStrings.fleetHeading` is a string, `fleetStrings.size('60 ft')`
 * returns one, each read when used (so a page rendered in Arabic gets Arabic), from messages written with Lingui's
 * `msg` macro. Components use the result like a plain object of strings.
 */
export function translated<T extends { readonly [key: string]: Source }>(source: T): Translated<T> {
  const result = {};
  for (const [key, value] of Object.entries(source)) {
    if (typeof value === 'function') {
      Object.defineProperty(result, key, {
        enumerable: true,
        value: (...args: never[]) => i18n._(value(...args)),
      });
    } else if (isDescriptor(value)) {
      Object.defineProperty(result, key, { enumerable: true, get: () => i18n._(value) });
    } else {
      Object.defineProperty(result, key, { enumerable: true, value: translated(value) });
    }
  }
  return result as Translated<T>;
}
