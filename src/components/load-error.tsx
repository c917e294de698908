import { componentStrings as t } from './strings';

/**
 * A read that failed: what went wrong, and a "Try again" button. Plain Bootstrap markup (public pages use it). A page
 * with its own catalogue (the charter pages) gives the button's words.
 */
export default function LoadError({
  message,
  onRetry,
  retryLabel = t.tryAgain,
}: {
  message: string;
  onRetry: () => void;
  retryLabel?: string;
}) {
  return (
    <div className="alert alert-danger" role="alert">
      <p>{message}</p>
      <button type="button" className="btn btn-outline-danger" onClick={onRetry}>
        {retryLabel}
      </button>
    </div>
  );
}
