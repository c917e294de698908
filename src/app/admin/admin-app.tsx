import { Link, Navigate, Route, Routes, useParams } from 'react-router-dom';
import { useNoIndex } from '../../components/page-meta';
import { usePageTitle } from '../../components/page-title';
import { adminRoutes, paths } from '../../config/paths';
import {
  AddProductPage,
  BookingSettingsPage,
  CalendarPage,
  DashboardPage,
  EditProductPage,
  EnquiriesPage,
  OffersPage,
  FaqPage,
  ProductsPage,
  ReviewsPage,
  ServicePanelPage,
} from '../../features/admin';
import { AdminGuard } from '../../features/auth';
import AdminLayout from '../layouts/admin-layout';

/** The older /admin/productdetail/{id} is the edit screen. */
function LegacyProductDetail() {
  const { id = '' } = useParams();
  return <Navigate to={paths.admin.editProduct(id)} replace />;
}

function AdminNotFound() {
  usePageTitle('Admin: page not found');
  return (
    <>
      <h1 className="h3">Page not found</h1>
      <p>There is no admin screen at this address.</p>
      <Link to={paths.admin.products}>Back to the yachts</Link>
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
            {/* Temporary (branch figures): the period figures above the yacht list, until the cockpit's dashboard. */}
            <Route
              index
              element={
                <>
                  <DashboardPage />
                  <ProductsPage />
                </>
              }
            />
            <Route path={adminRoutes.addProduct} element={<AddProductPage />} />
            <Route path={adminRoutes.editProduct} element={<EditProductPage />} />
            <Route path={adminRoutes.offers} element={<OffersPage />} />
            <Route path={adminRoutes.enquiries} element={<EnquiriesPage />} />
            <Route path={adminRoutes.servicePanel} element={<ServicePanelPage />} />
            <Route path={adminRoutes.booking} element={<BookingSettingsPage />} />
            <Route path={adminRoutes.calendar} element={<CalendarPage />} />
            <Route path={adminRoutes.reviews} element={<ReviewsPage />} />
            <Route path={adminRoutes.faq} element={<FaqPage />} />
            <Route
              path={adminRoutes.legacy.productPanel}
              element={<Navigate to={paths.admin.products} replace />}
            />
            <Route
              path={adminRoutes.legacy.addProduct}
              element={<Navigate to={paths.admin.addProduct} replace />}
            />
            <Route path={adminRoutes.legacy.productDetail} element={<LegacyProductDetail />} />
            <Route path="*" element={<AdminNotFound />} />
          </Route>
        </Routes>
      )}
    </AdminGuard>
  );
}
