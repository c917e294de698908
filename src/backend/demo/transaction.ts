import type { IDBPTransaction, StoreNames } from 'idb';
import type { DemoDb, DemoSchema } from './schema';

type Stores = StoreNames<DemoSchema>;
export type Tx<S extends Stores[]> = IDBPTransaction<DemoSchema, S, 'readwrite'>;

/**
 * Runs `work` in one IndexedDB readwrite transaction over `stores`: IndexedDB runs transactions whose stores overlap
 * one after another, so a read, a check and a write in it are atomic (as a Firestore transaction). A thrown error
 * aborts it: nothing it wrote is kept.
 */
export async function inTransaction<S extends Stores[], T>(
  db: DemoDb,
  stores: S,
  work: (tx: Tx<S>) => Promise<T>,
) {
  const tx = db.transaction(stores, 'readwrite');
  try {
    const result = await work(tx);
    await tx.done;
    return result;
  } catch (error) {
    try {
      tx.abort();
    } catch {
      // Already finished.
    }
    await tx.done.catch(() => undefined);
    throw error;
  }
}
