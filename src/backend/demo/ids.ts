/** A new document id: 20 characters, as Firestore's. */
export const newId = () => crypto.randomUUID().replace(/-/g, '').slice(0, 20);
