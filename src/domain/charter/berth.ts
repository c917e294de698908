/** Where clients board: set per yacht, with a default for the site in the booking settings. */
import { fits, LIMITS } from '../limits';

export interface Berth {
  /** The marina and pontoon: "Dubai Marina Yacht Club, pontoon C". */
  name: string;
  /** A map link (https), or ''. */
  mapUrl: string;
  /** Arrival notes: when to arrive, where to park, whom to ask for. */
  notes: string;
}

/** Why a berth cannot be stored, in the admin's words; null when it can. An empty name means none. */
export function berthError(berth: Berth): string | null {
  if (berth.name.trim() === '' && (berth.mapUrl !== '' || berth.notes.trim() !== '')) {
    return 'Name the berth, or leave its map link and notes empty too.';
  }
  if (!fits(berth.name, LIMITS.name)) return `The berth's name can be at most ${LIMITS.name} characters.`;
  if (berth.mapUrl !== '' && !(/^https:\/\/\S+$/.test(berth.mapUrl) && fits(berth.mapUrl, LIMITS.path))) {
    return 'The map link must be an https:// address.';
  }
  if (!fits(berth.notes, LIMITS.text)) return `The arrival notes can be at most ${LIMITS.text} characters.`;
  return null;
}
