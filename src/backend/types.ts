/**
 * The one typed interface between the UI and whatever stores the data.
 * Implementations: `demo/` (IndexedDB, zero configuration) and `firebase/` (Firestore, Storage, Auth), held to the
 * same behaviour by one contract suite (docs/decisions/0001).
 * Re-exports the interface (backend-api.ts), its error (backend-error.ts) and the paging order (cursors.ts).
 */
export * from './booking-types';
export * from './charter-types';
export * from './ledger-types';
export * from './payment-types';
export * from './cancellation-types';
export * from './backend-api';
export * from './backend-error';
export * from './cursors';
export * from './public-url';
