import { componentStrings as t } from './strings';

/** A read that failed: what went wrong, and a "Try again" button. Plain Bootstrap markup (public pages use it). */
export default function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="alert alert-danger" role="alert">
      <p>{message}</p>
      <button type="button" className="btn btn-outline-danger" onClick={onRetry}>
        {t.tryAgain}
      </button>
    </div>
  );
}
