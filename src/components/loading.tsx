import { componentStrings as t } from './strings';

/** A centred loading indicator with a readable label. */
export default function Loading({ label = t.loading }: { label?: string }) {
  return (
    <div className="d-flex align-items-center justify-content-center gap-2 py-5" role="status">
      <span className="spinner-border spinner-border-sm" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
