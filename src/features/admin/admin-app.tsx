import { Link, Navigate, Route, Routes, useParams } from 'react-router-dom';
import { usePageTitle } from '../../components/use-page-title';
import AdminGuard from '../auth/admin-guard';
import AdminLayout from './admin-layout';
import EnquiriesPage from './enquiries/enquiries-page';
import OffersPage from './offers/offers-page';
import AddProductPage from './products/add-product-page';
import EditProductPage from './products/edit-product-page';
import { editProductPath } from './products/product-row';
import ProductsPage from './products/products-page';
import ServicesPage from './services/services-page';

/** The spec's /admin/productdetail/{id} is the edit screen. */
function LegacyProductDetail() {
  const { id = '' } = useParams();
  return <Navigate to={editProductPath(id)} replace />;
}

function AdminNotFound() {
  usePageTitle('Admin: page not found');
  return (
    <>
      <h1 className="h3">Page not found</h1>
      <p>There is no admin screen at this address.</p>
      <Link to="/admin">Back to the yachts</Link>
    </>
  );
}

/**
 * Everything under /admin, loaded only when an admin route is visited. Canonical routes: /admin, /admin/add-product,
 * /admin/edit-product/{id}, /admin/offers, /admin/enquiries; the spec's other paths lead to the same screens.
 */
export default function AdminApp() {
  return (
    <AdminGuard>
      {(user) => (
        <Routes>
          <Route element={<AdminLayout user={user} />}>
            <Route index element={<ProductsPage />} />
            <Route path="add-product" element={<AddProductPage />} />
            <Route path="edit-product/:id" element={<EditProductPage />} />
            <Route path="offers" element={<OffersPage />} />
            <Route path="enquiries" element={<EnquiriesPage />} />
            <Route path="servicePanel" element={<ServicesPage />} />
            <Route path="productPanel" element={<Navigate to="/admin" replace />} />
            <Route path="addProduct" element={<Navigate to="/admin/add-product" replace />} />
            <Route path="productdetail/:id" element={<LegacyProductDetail />} />
            <Route path="*" element={<AdminNotFound />} />
          </Route>
        </Routes>
      )}
    </AdminGuard>
  );
}
