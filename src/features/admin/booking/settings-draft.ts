import { type BookingSettings, type VatMode, type Weekday } from '../../../domain/booking';
import { DEFAULT_CANCELLATION_TIERS } from '../../../domain/charter/cancellation-policy';

/** A cancellation tier as typed. */
export interface TierDraft {
  hoursBefore: string;
  refundPercent: string;
}

/** What the settings form holds: numbers as typed, so nothing typed is lost or reformatted. */
export interface SettingsDraft {
  weekendDays: Weekday[];
  openingMinute: string;
  closingMinute: string;
  startStepMinutes: string;
  turnaroundMinutes: string;
  leadTimeMinutes: string;
  horizonDays: string;
  depositPercent: string;
  vatMode: VatMode;
  /** Empty: none set (24 hours). */
  depositHoldHours: string;
  /** Empty: none set (24 hours). */
  quoteHoldHours: string;
  /** Empty: none set (24 hours, 30 days). */
  guestListCutoffHours: string;
  idRetentionDays: string;
  /** The site's berth: all empty for none. */
  berthName: string;
  berthMapUrl: string;
  berthNotes: string;
  /** Empty: none set (48 hours). */
  balanceDueHours: string;
  /** The refund tiers, from the most hours before departure down; none stored: the common terms. */
  tiers: TierDraft[];
  /** Who issues the tax invoices: empty for none. */
  legalName: string;
  legalAddress: string;
  trn: string;
}

/** Sunday to Saturday as `Date.getUTCDay` numbers them, listed from Monday. */
export const WEEKDAYS: { day: Weekday; name: string }[] = [
  { day: 1, name: 'Monday' },
  { day: 2, name: 'Tuesday' },
  { day: 3, name: 'Wednesday' },
  { day: 4, name: 'Thursday' },
  { day: 5, name: 'Friday' },
  { day: 6, name: 'Saturday' },
  { day: 0, name: 'Sunday' },
];

export const START_STEPS = [10, 15, 20, 30, 60];

export function settingsDraft(settings: BookingSettings): SettingsDraft {
  return {
    weekendDays: [...settings.weekendDays],
    openingMinute: String(settings.openingMinute),
    closingMinute: String(settings.closingMinute),
    startStepMinutes: String(settings.startStepMinutes),
    turnaroundMinutes: String(settings.turnaroundMinutes),
    leadTimeMinutes: String(settings.leadTimeMinutes),
    horizonDays: String(settings.horizonDays),
    depositPercent: String(settings.depositPercent),
    vatMode: settings.vatMode,
    depositHoldHours: optionalText(settings.depositHoldHours),
    quoteHoldHours: optionalText(settings.quoteHoldHours),
    guestListCutoffHours: optionalText(settings.guestListCutoffHours),
    idRetentionDays: optionalText(settings.idRetentionDays),
    berthName: settings.berth?.name ?? '',
    berthMapUrl: settings.berth?.mapUrl ?? '',
    berthNotes: settings.berth?.notes ?? '',
    balanceDueHours: optionalText(settings.balanceDueHours),
    tiers: (settings.cancellationTiers ?? DEFAULT_CANCELLATION_TIERS).map(
      ({ hoursBefore, refundPercent }) => ({
        hoursBefore: String(hoursBefore),
        refundPercent: String(refundPercent),
      }),
    ),
    legalName: settings.legalName ?? '',
    legalAddress: settings.legalAddress ?? '',
    trn: settings.trn ?? '',
  };
}

const optionalText = (value: number | undefined) => (value === undefined ? '' : String(value));

const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

export function draftSettings(draft: SettingsDraft): BookingSettings {
  const berth = {
    name: draft.berthName.trim(),
    mapUrl: draft.berthMapUrl.trim(),
    notes: draft.berthNotes.trim(),
  };
  return {
    weekendDays: WEEKDAYS.map(({ day }) => day).filter((day) => draft.weekendDays.includes(day)),
    openingMinute: numberOf(draft.openingMinute),
    closingMinute: numberOf(draft.closingMinute),
    startStepMinutes: numberOf(draft.startStepMinutes),
    turnaroundMinutes: numberOf(draft.turnaroundMinutes),
    leadTimeMinutes: numberOf(draft.leadTimeMinutes),
    horizonDays: numberOf(draft.horizonDays),
    depositPercent: numberOf(draft.depositPercent),
    vatMode: draft.vatMode,
    ...optionalNumber('depositHoldHours', draft.depositHoldHours),
    ...optionalNumber('quoteHoldHours', draft.quoteHoldHours),
    ...optionalNumber('guestListCutoffHours', draft.guestListCutoffHours),
    ...optionalNumber('idRetentionDays', draft.idRetentionDays),
    ...(berth.name || berth.mapUrl || berth.notes ? { berth } : {}),
    ...optionalNumber('balanceDueHours', draft.balanceDueHours),
    ...draftTiers(draft.tiers),
    ...optionalString('legalName', draft.legalName),
    ...optionalString('legalAddress', draft.legalAddress),
    // As printed on the certificate, often in groups: the spaces go.
    ...optionalString('trn', draft.trn.replace(/\s+/g, '')),
  };
}

/** The tiers as typed; none stored while they are the common terms (the default). */
function draftTiers(tiers: TierDraft[]): Pick<BookingSettings, 'cancellationTiers'> {
  const typed = tiers.map((tier) => ({
    hoursBefore: numberOf(tier.hoursBefore),
    refundPercent: numberOf(tier.refundPercent),
  }));
  const common =
    typed.length === DEFAULT_CANCELLATION_TIERS.length &&
    typed.every(
      (tier, index) =>
        tier.hoursBefore === DEFAULT_CANCELLATION_TIERS[index]?.hoursBefore &&
        tier.refundPercent === DEFAULT_CANCELLATION_TIERS[index]?.refundPercent,
    );
  return common ? {} : { cancellationTiers: typed };
}

/** A text the settings may leave out: none when its field is empty (spaces around it dropped). */
const optionalString = <Key extends string>(key: Key, text: string) =>
  (text.trim() === '' ? {} : { [key]: text.trim() }) as Partial<Record<Key, string>>;

/** A number the settings may leave out: none when its field is empty. */
const optionalNumber = <Key extends string>(key: Key, text: string) =>
  (text.trim() === '' ? {} : { [key]: numberOf(text) }) as Partial<Record<Key, number>>;

/** `08:30`; 1440 is `24:00 (midnight)`. */
export function clockLabel(minute: number): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const text = `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`;
  return minute === 24 * 60 ? `${text} (midnight)` : text;
}

/** Times of day every 15 minutes from `first` to `last` minutes, with `current` too when it is off that grid. */
export function clockOptions(first: number, last: number, current: string): number[] {
  const options: number[] = [];
  for (let minute = first; minute <= last; minute += 15) options.push(minute);
  const stored = Number(current);
  if (current !== '' && Number.isInteger(stored) && !options.includes(stored)) {
    options.push(stored);
    options.sort((a, b) => a - b);
  }
  return options;
}
