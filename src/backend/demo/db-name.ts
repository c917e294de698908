/** The demo database's name in IndexedDB (db.ts opens it; deferred.ts asks whether this browser has one). */
export const DEFAULT_DB_NAME = 'marina-luxe-demo';

/**
 * The version of the database's stores (db.ts): version 5 has the charter pages, guest lists and guests; version 6 the charters' ledger. Here, apart
 * from the code that makes and seeds it, so the charter pages can tell whether this browser's database is current
 * (charter-guests.ts).
 */
export const SCHEMA_VERSION = 8;
