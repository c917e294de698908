/** The demo database's name in IndexedDB (db.ts opens it; deferred.ts asks whether this browser has one). */
export const DEFAULT_DB_NAME = 'marina-luxe-demo';
