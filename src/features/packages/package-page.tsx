import { useParams } from 'react-router-dom';
import NotFoundPage from '../../components/not-found-page';
import { findPackage } from '../../config/catalogue';
import PackageDetail from './package-detail';

/** `/packages/{slug}&{id}`: a catalogue package or the error page (the Custom Package has a route of its own). */
export default function PackagePage() {
  const { pack: segment = '' } = useParams();
  const pack = findPackage(segment);
  return pack ? <PackageDetail pack={pack} /> : <NotFoundPage />;
}
