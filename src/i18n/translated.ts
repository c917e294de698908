import { i18n, type MessageDescriptor } from '@lingui/core';

/**
 * What a feature's text module holds: messages, functions that make one, lists and groups of them, and plain values
 * that are not text to translate (an anchor's id, a number).
 */
type Source =
  | MessageDescriptor
  | ((...args: never[]) => MessageDescriptor)
  | string
  | number
  | readonly Source[]
  | { readonly [key: string]: Source };

/** The same shape with every message in the active language: a string, or a function that returns one. */
export type Translated<T> = T extends MessageDescriptor
  ? string
  : T extends (...args: infer A) => MessageDescriptor
    ? (...args: A) => string
    : T extends string | number
      ? T
      : T extends readonly (infer U)[]
        ? readonly Translated<U>[]
        : { readonly [K in keyof T]: Translated<T[K]> };

const isDescriptor = (value: object): value is MessageDescriptor =>
  typeof (value as { id?: unknown }).id === 'string' && !Array.isArray(value);

/** Puts `value`, translated, at `key` of `target`: a message is read each time (in the then active language). */
function define(target: object, key: string, value: Source): void {
  if (typeof value === 'function') {
    Object.defineProperty(target, key, {
      enumerable: true,
      value: (...args: never[]) => i18n._(value(...args)),
    });
  } else if (typeof value === 'string' || typeof value === 'number') {
    Object.defineProperty(target, key, { enumerable: true, value });
  } else if (Array.isArray(value)) {
    const list: unknown[] = [];
    value.forEach((item: Source, index) => define(list, String(index), item));
    Object.defineProperty(target, key, { enumerable: true, value: Object.freeze(list) });
  } else if (isDescriptor(value)) {
    Object.defineProperty(target, key, { enumerable: true, get: () => i18n._(value) });
  } else {
    // A group (Array.isArray does not narrow a readonly list away).
    const group = value as { readonly [key: string]: Source };
    Object.defineProperty(target, key, { enumerable: true, value: translated(group) });
  }
}

/**
 * A feature's text in the language of the page: `fleetStrings.fleetHeading` is a string, `fleetStrings.size('60 ft')`
 * returns one, each read when used (so a page rendered in Arabic gets Arabic), from messages written with Lingui's
 * `msg` macro. Components use the result like a plain object of strings.
 */
export function translated<T extends { readonly [key: string]: Source }>(source: T): Translated<T> {
  const result = {};
  for (const [key, value] of Object.entries(source)) define(result, key, value);
  return result as Translated<T>;
}
