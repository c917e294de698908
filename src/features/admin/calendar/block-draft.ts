import type { BlockInput, ManualBlockKind } from '../../../domain/booking/bookings';
import type { DubaiDate } from '../../../domain/booking';
import { dubaiIso } from './calendar-model';
import { calendarStrings as t } from './strings';

/** What the block form holds: dates and times of day in Dubai, as the fields give them. */
export interface BlockDraft {
  yachtId: string;
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  blockKind: ManualBlockKind;
  reason: string;
}

export type BlockErrors = Partial<Record<keyof BlockDraft, string>>;

/** A working day's block on `date`, for a yacht still to choose. */
export const newBlockDraft = (date: DubaiDate): BlockDraft => ({
  yachtId: '',
  startDate: date,
  startTime: '09:00',
  endDate: date,
  endTime: '17:00',
  blockKind: 'maintenance',
  reason: '',
});

const isDate = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text);

export function checkBlockDraft(draft: BlockDraft): BlockErrors {
  const errors: BlockErrors = {};
  if (draft.yachtId === '') errors.yachtId = t.chooseYacht;
  if (!isDate(draft.startDate)) errors.startDate = t.enterDate;
  if (!isDate(draft.endDate)) errors.endDate = t.enterDate;
  const start = dubaiIso(draft.startDate, draft.startTime);
  const end = dubaiIso(draft.endDate, draft.endTime);
  if (!errors.startDate && !start) errors.startTime = t.enterTime;
  if (!errors.endDate && !end) errors.endTime = t.enterTime;
  if (start && end && end <= start) errors.endTime = t.endAfterStart;
  if (draft.reason.trim() === '') errors.reason = t.enterReason;
  return errors;
}

/** The block to add, from a draft with no errors (checkBlockDraft). */
export function draftBlock(draft: BlockDraft): BlockInput {
  const start = dubaiIso(draft.startDate, draft.startTime);
  const end = dubaiIso(draft.endDate, draft.endTime);
  if (!start || !end) throw new Error('The block’s times were not checked.');
  return { yachtId: draft.yachtId, start, end, blockKind: draft.blockKind, reason: draft.reason.trim() };
}
