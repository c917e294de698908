import { lazy, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import Loading from '../../components/loading';
import NotFoundPage from '../../components/not-found-page';
import { CUSTOM_PACKAGE_PATH, findPackage } from '../../config/catalogue';
import PackageDetail from './package-detail';

const CustomPackagePage = lazy(() => import('./custom/custom-package-page'));

const CUSTOM_SEGMENT = CUSTOM_PACKAGE_PATH.slice('/packages/'.length);

/** `/packages/{slug}&{id}`: a catalogue package, the Custom Package, or the error page. */
export default function PackagePage() {
  const { pack: segment = '' } = useParams();
  if (segment === CUSTOM_SEGMENT) {
    return (
      <Suspense fallback={<Loading />}>
        <CustomPackagePage />
      </Suspense>
    );
  }
  const pack = findPackage(segment);
  return pack ? <PackageDetail pack={pack} /> : <NotFoundPage />;
}
