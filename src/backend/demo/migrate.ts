import type { IDBPDatabase, IDBPTransaction, StoreNames } from 'idb';
import { createReference } from '../../domain/booking/reference';
import type { Enquiry } from '../../domain/enquiry';
import type { DemoSchema } from './schema';

/** A call-back request as version 1 of the demo database stored it. */
interface StoredCallbackRequest {
  id: string;
  name: string;
  phone: string;
  preferredTime: string;
  message: string;
  createdAt: string;
  status: 'new' | 'handled';
}

/**
 * Version 1 → 2: every call-back request becomes an enquiry (channel 'callback', no quote, a new reference as its
 * id; 'handled' becomes 'contacted'), and the old store is deleted (docs/decisions/0012-booking-data.md).
 */
export async function migrateCallbackRequests(
  database: IDBPDatabase<DemoSchema>,
  transaction: IDBPTransaction<DemoSchema, StoreNames<DemoSchema>[], 'versionchange'>,
): Promise<void> {
  const names = database.objectStoreNames as DOMStringList;
  if (!names.contains('callbackRequests')) return;
  // The old store is not in the current schema's types.
  const untyped = transaction as unknown as IDBPTransaction<unknown, ['callbackRequests'], 'versionchange'>;
  const old = (await untyped.objectStore('callbackRequests').getAll()) as StoredCallbackRequest[];
  const enquiries = transaction.objectStore('enquiries');
  for (const request of old) {
    let reference = createReference();
    while (old.some((other) => other.id === reference)) reference = createReference();
    const enquiry: Enquiry = {
      id: reference,
      reference,
      channel: 'callback',
      name: request.name,
      phone: request.phone,
      preferredTime: request.preferredTime,
      message: request.message,
      language: 'en',
      campaign: {},
      quote: null,
      createdAt: request.createdAt,
      status: request.status === 'handled' ? 'contacted' : 'new',
      bookingId: null,
    };
    await enquiries.put(enquiry);
  }
  (database as unknown as IDBPDatabase).deleteObjectStore('callbackRequests');
}
