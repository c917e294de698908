// What the booking checks share: the refusal they throw ('invalid-argument') and the shapes of ids, amounts and phones
// (the same limits as firestore.rules, src/domain/limits.ts).
import { fits, LIMITS } from '../domain/limits';
import { BackendError } from './backend-error';

export function invalid(message: string): never {
  throw new BackendError('invalid-argument', message);
}

export const E164 = /^\+[1-9][0-9]{6,14}$/;

export const isWhole = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
export const isId = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '' && fits(value, LIMITS.id) && !value.includes('/');
export const isAmount = (value: unknown) => isWhole(value, 0, LIMITS.amountFils);
