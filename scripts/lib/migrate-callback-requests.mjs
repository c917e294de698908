// Moves call-back requests stored before enquiries existed (`callbackRequests/{id}`) into `enquiries/{reference}`
// (docs/decisions/0012-booking-data.md): channel 'callback', no quote, language 'en', 'handled' → 'contacted', the
// same createdAt. Each is written and its original deleted in one batch, so running it again moves only what is left.
import { randomInt } from 'node:crypto';

const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** A reference like MLY-7K2Q9P, as src/domain/booking/reference.ts makes them. */
export function newReference() {
  let code = '';
  for (let i = 0; i < 6; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return `MLY-${code}`;
}

/**
 * @param {Record<string, unknown>} request a stored call-back request
 * @param {string} reference
 */
export function enquiryFromCallbackRequest(request, reference) {
  const text = (/** @type {unknown} */ value) => (typeof value === 'string' ? value : '');
  const name = text(request.name);
  return {
    reference,
    channel: 'callback',
    name,
    nameKey: name.toLowerCase(),
    phone: text(request.phone),
    preferredTime: text(request.preferredTime),
    message: text(request.message),
    language: 'en',
    campaign: {},
    quote: null,
    status: request.status === 'handled' ? 'contacted' : 'new',
    bookingId: null,
    createdAt: request.createdAt ?? new Date(0),
  };
}

/**
 * @param {import('firebase-admin/firestore').Firestore} db
 * @returns {Promise<number>} how many were moved
 */
export async function migrateCallbackRequests(db) {
  const old = await db.collection('callbackRequests').get();
  let moved = 0;
  for (const document of old.docs) {
    for (let attempt = 0; ; attempt += 1) {
      const reference = newReference();
      const target = db.collection('enquiries').doc(reference);
      try {
        await db.runTransaction(async (tx) => {
          if ((await tx.get(target)).exists) throw new Error('taken');
          tx.create(target, enquiryFromCallbackRequest(document.data(), reference));
          tx.delete(document.ref);
        });
        moved += 1;
        break;
      } catch (error) {
        if (attempt >= 4 || !(error instanceof Error) || error.message !== 'taken') throw error;
      }
    }
  }
  return moved;
}
