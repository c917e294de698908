import { getDoc, type DocumentReference } from 'firebase/firestore/lite';
import { notFound } from '../backend-error';

/** The stored document at `ref`; none: BackendError('not-found') naming it as `what`. */
export async function requireExisting(ref: DocumentReference, what = 'document') {
  const snapshot = await getDoc(ref);
  if (!snapshot.exists()) throw notFound(what, ref.id);
  return snapshot;
}
