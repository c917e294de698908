/** Importing other channels' calendars (docs/decisions/0050-calendar-import.md): pure, no I/O. */
export * from './feed-interval';
export { parseFeed } from './parse-feed';
export * from './feed';
export * from './import-blocks';
export * from './diff-blocks';
export * from './clashes';
