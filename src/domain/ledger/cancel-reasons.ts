/** Why the operator cancels a charter (./cancellation.ts): alone, so reading a stored enquiry needs nothing more. */
export type CancelReason = 'client' | 'weather' | 'operator';
export const CANCEL_REASONS: readonly CancelReason[] = ['client', 'weather', 'operator'];
