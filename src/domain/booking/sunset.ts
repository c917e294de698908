/** Sunset at Dubai Marina, for marking sunset cruises. Computed by `suncalc` (a few kB, no data files). */
import { getTimes } from 'suncalc';
import type { DubaiDate } from './dubai-time';
import { dubaiInstant, MS_PER_MINUTE, toDubaiDateTime } from './dubai-time';

/** Dubai Marina, where the charters leave from. */
export const DUBAI_MARINA = { latitude: 25.08, longitude: 55.14 } as const;

/**
 * Sunset on a Dubai date as minutes after midnight in Dubai, rounded to the nearest minute (between about 17:30 in
 * December and 19:15 in June). Null if the sun did not set that day, which does not happen at this latitude.
 */
export function sunsetMinute(date: DubaiDate): number | null {
  const noon = new Date(dubaiInstant(date, 12 * 60));
  const sunset = getTimes(noon, DUBAI_MARINA.latitude, DUBAI_MARINA.longitude).sunset;
  if (!sunset) return null;
  const rounded = Math.round(sunset.getTime() / MS_PER_MINUTE) * MS_PER_MINUTE;
  const local = toDubaiDateTime(rounded);
  return local.date === date ? local.minute : null;
}

/** True when the charter is under way at sunset: it starts at or before sunset and ends after it. */
export function spansSunset(startMinute: number, hours: number, sunset: number | null): boolean {
  return sunset !== null && startMinute <= sunset && sunset < startMinute + hours * 60;
}
