#!/usr/bin/env node
/**
 * Adds the new files under public/img/ to scripts/images/checksums.json and drops the ones that are gone
 * (npm run images:checksums). Refuses, naming them, when a listed file changed: Hosting serves the site's pictures as
 * immutable, so a changed picture needs a new name (scripts/images/checksums.mjs).
 */
import { refreshChecksumsFile } from './images/checksums.mjs';

refreshChecksumsFile().then(
  ({ added, dropped }) => {
    for (const file of added) console.log(`added   ${file}`);
    for (const file of dropped) console.log(`dropped ${file}`);
    console.log(`scripts/images/checksums.json: ${added.length} added, ${dropped.length} dropped`);
  },
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
