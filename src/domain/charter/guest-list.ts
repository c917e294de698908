/**
 * A charter's guest list: who may add to it and until when, what guests are shown of it, and when its ID numbers are
 * erased. Times are instants; the lock and the erasure are counted from the charter's own start and end.
 */
import {
  checkIdNumber,
  isGuestIdType,
  ID_NUMBER_MAX_CHARS,
  type GuestIdType,
  type IdNumberProblem,
} from './guest-id';

/** The list locks this many hours before departure unless the operator sets otherwise (booking settings). */
export const DEFAULT_GUEST_LIST_CUTOFF_HOURS = 24;
/** ID numbers are erased this many days after the charter ends unless the operator sets otherwise. */
export const DEFAULT_ID_RETENTION_DAYS = 30;
export const GUEST_LIST_CUTOFF_RANGE = { min: 0, max: 168 } as const;
export const ID_RETENTION_RANGE = { min: 1, max: 365 } as const;

export const GUEST_NAME_MAX_CHARS = 80;

/** One guest as they add themselves: everything the Coast Guard's list asks for. */
export interface GuestInput {
  fullName: string;
  /** ISO 3166-1 alpha-2 code (the form names the countries in the visitor's language). */
  nationality: string;
  idType: GuestIdType;
  idNumber: string;
}

/** What a guest or the client is shown of the list: names only, never a number. */
export interface GuestListView {
  names: string[];
  booked: number;
  locked: boolean;
  /** When the list locks (ISO instant). */
  locksAt: string;
}

export type GuestField = keyof GuestInput;
export type GuestProblem =
  'missing' | 'too-long' | 'name-letters' | 'nationality' | 'id-type' | IdNumberProblem;

const MS_PER_HOUR = 3_600_000;
const MS_PER_DAY = 24 * MS_PER_HOUR;

/** The instant the list locks: `cutoffHours` before the charter starts. */
export function guestListLocksAt(start: string | number, cutoffHours: number): number {
  return new Date(start).getTime() - cutoffHours * MS_PER_HOUR;
}

export const isGuestListLocked = (now: number, start: string | number, cutoffHours: number) =>
  now >= guestListLocksAt(start, cutoffHours);

/** "k of N": complete once as many guests as were booked are on it. */
export function guestListCount(added: number, booked: number) {
  return { added, booked, complete: booked > 0 && added >= booked };
}

/** The instant a charter's ID numbers are due for erasure: `retentionDays` after it ends. */
export function idErasureDueAt(end: string | number, retentionDays: number): number {
  return new Date(end).getTime() + retentionDays * MS_PER_DAY;
}

export const isIdErasureDue = (now: number, end: string | number, retentionDays: number) =>
  now >= idErasureDueAt(end, retentionDays);

/** Letters of any script (Arabic, Cyrillic, Latin with accents…), with spaces, apostrophes, hyphens and dots. */
const NAME = /^[\p{L}\p{M}][\p{L}\p{M}' ’.-]*$/u;

/** The problems of a guest's entry, by field; empty when it can be saved. Names are trimmed and spaces collapsed. */
export function checkGuest(
  input: Partial<Record<GuestField, unknown>>,
): Partial<Record<GuestField, GuestProblem>> {
  const problems: Partial<Record<GuestField, GuestProblem>> = {};
  const name = typeof input.fullName === 'string' ? cleanName(input.fullName) : '';
  if (name === '') problems.fullName = 'missing';
  else if (name.length > GUEST_NAME_MAX_CHARS) problems.fullName = 'too-long';
  else if (!NAME.test(name)) problems.fullName = 'name-letters';
  if (typeof input.nationality !== 'string' || input.nationality === '') problems.nationality = 'missing';
  else if (!/^[A-Z]{2}$/.test(input.nationality)) problems.nationality = 'nationality';
  if (!isGuestIdType(input.idType)) problems.idType = 'id-type';
  const number = typeof input.idNumber === 'string' ? input.idNumber : '';
  if (number.length > ID_NUMBER_MAX_CHARS + 6) problems.idNumber = 'too-long';
  else if (isGuestIdType(input.idType)) {
    const problem = checkIdNumber(input.idType, number);
    if (problem) problems.idNumber = problem;
  } else if (number.trim() === '') problems.idNumber = 'missing';
  return problems;
}

/** A name as stored: trimmed, inner runs of spaces made one. */
export const cleanName = (name: string) => name.trim().replace(/\s+/g, ' ');
