// Firestore's enquiry reads: lists, pages, counts, the dashboard's totals and the admin's search.
import {
  collection,
  count as countOf,
  doc,
  documentId,
  getAggregate,
  getCount,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  sum,
  Timestamp,
  where,
  type CollectionReference,
  type DocumentSnapshot,
  type Firestore,
  type QueryConstraint,
} from 'firebase/firestore/lite';
import { type Enquiry } from '../../domain/enquiry';
import { periodSpan } from '../../domain/dashboard/periods';
import { CONFIRMED_STATUSES } from '../../domain/dashboard/figures';
import {
  checkManyIds,
  checkOldestQuery,
  MAX_SEARCH_RESULTS,
  matchesSearch,
  searchTerms,
} from '../booking-checks';
import { newestFirst, type EnquiriesApi, type EnquiryWrites } from '../types';
import { toEnquiry, toNote } from './booking-converters';
import { mapErrors } from './errors';
import { timestampCursor } from './cursor';

const toEnquiries = (docs: readonly DocumentSnapshot[]) => docs.map((d) => toEnquiry(d.id, d.data()));

/** Enquiries stored (`createdAt`) on the Dubai dates `fromDate` to `toDate` inclusive. */
function createdIn(fromDate: string, toDate: string): QueryConstraint[] {
  const { start, end } = periodSpan({ from: fromDate, to: toDate });
  return [
    where('createdAt', '>=', Timestamp.fromMillis(start)),
    where('createdAt', '<', Timestamp.fromMillis(end)),
  ];
}

/** `in` takes at most 30 values: the ids are read 30 at a time. */
async function getMany(enquiriesRef: CollectionReference, ids: readonly string[]) {
  checkManyIds(ids);
  const distinct = [...new Set(ids)];
  const chunks = Array.from({ length: Math.ceil(distinct.length / 30) }, (_, index) =>
    distinct.slice(index * 30, index * 30 + 30),
  );
  const found = new Map<string, Enquiry>();
  const snapshots = await Promise.all(
    chunks.map((chunk) => getDocs(query(enquiriesRef, where(documentId(), 'in', chunk)))),
  );
  for (const snapshot of snapshots) {
    for (const enquiry of toEnquiries(snapshot.docs)) found.set(enquiry.id, enquiry);
  }
  return ids.flatMap((id) => found.get(id) ?? []);
}

/** By reference, phone or the start of the name; each found enquiry is checked against the term (matchesSearch). */
async function search(enquiriesRef: CollectionReference, term: string) {
  const terms = searchTerms(term);
  const { reference, phone, name } = terms;
  if (!name) return [];
  const queries = [
    query(
      enquiriesRef,
      where('nameKey', '>=', name),
      where('nameKey', '<=', `${name}\uf8ff`),
      limit(MAX_SEARCH_RESULTS),
    ),
  ];
  if (reference)
    queries.push(query(enquiriesRef, where('reference', '==', reference), limit(MAX_SEARCH_RESULTS)));
  if (phone) queries.push(query(enquiriesRef, where('phone', '==', phone), limit(MAX_SEARCH_RESULTS)));
  const found = new Map<string, Enquiry>();
  for (const snapshot of await Promise.all(queries.map((q) => getDocs(q)))) {
    for (const enquiry of toEnquiries(snapshot.docs)) {
      if (matchesSearch(enquiry, terms)) found.set(enquiry.id, enquiry);
    }
  }
  return [...found.values()].sort(newestFirst).slice(0, MAX_SEARCH_RESULTS);
}

export function createFirestoreEnquiryReads(db: Firestore): Omit<EnquiriesApi, EnquiryWrites> {
  const enquiriesRef = collection(db, 'enquiries');
  return {
    list: () =>
      mapErrors(async () => {
        const snapshot = await getDocs(
          query(enquiriesRef, orderBy('createdAt', 'desc'), orderBy(documentId(), 'desc')),
        );
        return toEnquiries(snapshot.docs);
      }),
    page: ({ status, limit: size, after }) =>
      mapErrors(async () => {
        const constraints: QueryConstraint[] = [];
        if (status) constraints.push(where('status', '==', status));
        constraints.push(orderBy('createdAt', 'desc'), orderBy(documentId(), 'desc'));
        const from = after ? timestampCursor.parse(after) : null;
        if (from) constraints.push(startAfter(from.createdAt, from.id));
        // One more than asked: whether there is a next page, without another read.
        const snapshot = await getDocs(query(enquiriesRef, ...constraints, limit(size + 1)));
        const shown = snapshot.docs.slice(0, size);
        const last = shown.at(-1);
        return {
          items: toEnquiries(shown),
          next:
            last && snapshot.docs.length > size ? timestampCursor.of(last.id, last.data().createdAt) : null,
        };
      }),
    count: (status) =>
      mapErrors(async () => {
        const counted = await getCount(
          status ? query(enquiriesRef, where('status', '==', status)) : enquiriesRef,
        );
        return counted.data().count;
      }),
    created: (fromDate, toDate) =>
      mapErrors(async () => {
        const snapshot = await getDocs(
          query(enquiriesRef, ...createdIn(fromDate, toDate), orderBy('createdAt'), orderBy(documentId())),
        );
        return toEnquiries(snapshot.docs);
      }),
    // Aggregation queries: the comparison period's figures cost one read per 1000 enquiries, not one each.
    totals: (fromDate, toDate) =>
      mapErrors(async () => {
        const period = query(enquiriesRef, ...createdIn(fromDate, toDate));
        const [all, confirmed] = await Promise.all([
          getCount(period),
          getAggregate(query(period, where('status', 'in', CONFIRMED_STATUSES)), {
            confirmed: countOf(),
            confirmedFils: sum('quote.totalFils'),
          }),
        ]);
        return {
          enquiries: all.data().count,
          confirmed: confirmed.data().confirmed,
          confirmedFils: confirmed.data().confirmedFils ?? 0,
        };
      }),
    get: (id) =>
      mapErrors(async () => {
        const snapshot = await getDoc(doc(enquiriesRef, id));
        return snapshot.exists() ? toEnquiry(snapshot.id, snapshot.data()) : null;
      }),
    getMany: (ids) => mapErrors(() => getMany(enquiriesRef, ids)),
    oldest: (status, size) =>
      mapErrors(async () => {
        checkOldestQuery(status, size);
        const snapshot = await getDocs(
          query(
            enquiriesRef,
            where('status', '==', status),
            orderBy('createdAt', 'asc'),
            orderBy(documentId(), 'asc'),
            limit(size),
          ),
        );
        return toEnquiries(snapshot.docs);
      }),
    search: (term) => mapErrors(() => search(enquiriesRef, term)),
    notes: (id) =>
      mapErrors(async () => {
        const snapshot = await getDocs(
          query(
            collection(db, 'enquiries', id, 'notes'),
            orderBy('createdAt', 'asc'),
            orderBy(documentId(), 'asc'),
          ),
        );
        return snapshot.docs.map((note) => toNote(note.id, note.data()));
      }),
  };
}
