import { Link, Navigate, Route, Routes, useParams } from 'react-router-dom';
import { useNoIndex } from '../../components/page-meta';
import { usePageTitle } from '../../components/page-title';
import { adminRoutes, paths } from '../../config/paths';
import {
  AddYachtPage,
  BookingSettingsPage,
  CalendarPage,
  DashboardPage,
  EditYachtPage,
  EnquiriesPage,
  EnquiryPage,
  OffersPage,
  FaqPage,
  YachtsPage,
  ReviewsPage,
  ServicesPage,
} from '../../features/admin';
import { AdminGuard } from '../../features/auth';
import AdminLayout from '../layouts/admin-layout';

/** The older /admin/productdetail/{id} is the edit screen. */
function LegacyYachtDetail() {
  const { id = '' } = useParams();
  return <Navigate to={paths.admin.editYacht(id)} replace />;
}

function AdminNotFound() {
  usePageTitle('Admin: page not found');
  return (
    <>
      <h1 className="h3">Page not found</h1>
      <p>There is no admin screen at this address.</p>
      <Link to={paths.admin.dashboard}>Back to the dashboard</Link>
    </>
  );
}

/**
 * Everything under /admin, loaded only when an admin route is visited: the sign-in guard, the admin layout and
 * its screens (routes in src/config/paths.ts; the older addresses lead to the same screens).
 */
export default function AdminApp() {
  useNoIndex();
  return (
    <AdminGuard>
      {(user) => (
        <Routes>
          <Route element={<AdminLayout user={user} />}>
            <Route index element={<DashboardPage />} />
            <Route path={adminRoutes.yachts} element={<YachtsPage />} />
            <Route path={adminRoutes.addYacht} element={<AddYachtPage />} />
            <Route path={adminRoutes.editYacht} element={<EditYachtPage />} />
            <Route path={adminRoutes.offers} element={<OffersPage />} />
            <Route path={adminRoutes.enquiries} element={<EnquiriesPage />} />
            <Route path={adminRoutes.enquiry} element={<EnquiryPage />} />
            <Route path={adminRoutes.services} element={<ServicesPage />} />
            <Route path={adminRoutes.booking} element={<BookingSettingsPage />} />
            <Route path={adminRoutes.calendar} element={<CalendarPage />} />
            <Route path={adminRoutes.reviews} element={<ReviewsPage />} />
            <Route path={adminRoutes.faq} element={<FaqPage />} />
            <Route
              path={adminRoutes.legacy.yachtPanel}
              element={<Navigate to={paths.admin.yachts} replace />}
            />
            <Route
              path={adminRoutes.legacy.addYacht}
              element={<Navigate to={paths.admin.addYacht} replace />}
            />
            <Route path={adminRoutes.legacy.yachtDetail} element={<LegacyYachtDetail />} />
            <Route path="*" element={<AdminNotFound />} />
          </Route>
        </Routes>
      )}
    </AdminGuard>
  );
}
