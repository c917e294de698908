import { usePageMeta } from '../../components/page-meta';
import { paths } from '../../config/paths';
import { CUSTOM_PACKAGE_PHOTO } from './custom/custom-package';
import CustomPackagePage from './custom/custom-package-page';
import { packagesStrings as t } from './strings';

/** The Custom Package's metadata: its own description and picture (the page itself sets only its title). */
function CustomPackageMeta() {
  usePageMeta({
    title: t.customName,
    description: t.customMetaDescription,
    path: paths.customPackage,
    image: { ...CUSTOM_PACKAGE_PHOTO, alt: t.customName },
  });
  return null;
}

/** `/packages/custom_pack&-1`: the trip builder, with the page's metadata. */
export default function CustomPackageRoute() {
  return (
    <>
      <CustomPackageMeta />
      <CustomPackagePage />
    </>
  );
}
