import { layoutStrings } from '../strings';

/** Marks a site running on the built-in demo backend. */
export default function DemoBadge() {
  if (__BACKEND__ !== 'demo') return null;
  return (
    <p className="demo-badge badge text-bg-warning mb-0" title={layoutStrings.demoHint}>
      {layoutStrings.demoMode}
    </p>
  );
}
