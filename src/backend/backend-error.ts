// The error every backend throws, with a stable code the UI picks a message by.
/** Errors every implementation throws with a stable code, so the UI can pick a message. */
export type BackendErrorCode =
  | 'invalid-credentials'
  | 'not-found'
  | 'permission-denied'
  | 'unavailable'
  | 'invalid-argument'
  | 'canceled'
  /** A booking or block would overlap another one (the message names it). */
  | 'conflict'
  /** Over a limit of the server (Cloud Functions answered 429): too many requests for now. */
  | 'resource-exhausted'
  | 'unknown';

export class BackendError extends Error {
  readonly code: BackendErrorCode;
  constructor(code: BackendErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'BackendError';
    this.code = code;
  }
}

/** The error for an id that names nothing stored (`what`: 'enquiry', 'FAQ entry', ...). */
export const notFound = (what: string, id: string) =>
  new BackendError('not-found', `No ${what} with id ${id}.`);
