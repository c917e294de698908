import { usePageTitle } from '../../../components/page-title';
import { PeriodFigures } from './period';

/** The admin's landing page. (Minimal here: the period figures; the cockpit's page takes its place.) */
export default function DashboardPage() {
  usePageTitle('Admin: dashboard');
  return (
    <>
      <h1 className="h3">Dashboard</h1>
      <PeriodFigures />
    </>
  );
}
