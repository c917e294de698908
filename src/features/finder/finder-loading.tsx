import { finderLoadingStrings as t } from './loading-strings';

/** While the answer (or its code) loads: said to screen readers, a quiet spinner for the eye. */
export function FinderLoading() {
  return (
    <div role="status" className="text-center py-5">
      <span className="spinner-border text-secondary" aria-hidden="true" />
      <span className="visually-hidden">{t.finding}</span>
    </div>
  );
}
