import { usePageMeta } from '../../components/page-meta';
import { packages } from '../../config/catalogue';
import { paths } from '../../config/paths';
import PackageCard from './package-card';
import { CUSTOM_PACKAGE_PHOTO } from './custom/custom-package';
import { packagesStrings as t } from './strings';
import { firstSentence } from './summary';

/** Every catalogue package, then the Custom Package. */
export default function PackagesPage() {
  usePageMeta({
    title: t.listPageTitle,
    description: t.listMetaDescription,
    image: packages[0]?.photos[0] ?? CUSTOM_PACKAGE_PHOTO,
    jsonLd: ({ url, ld }) => [
      ld.catalogueJsonLd(t.listTitle, url(paths.packages), [
        ...packages.map((pack) => ({
          name: pack.label,
          url: url(paths.package(pack)),
          description: firstSentence(pack.description),
        })),
        { name: t.customName, url: url(paths.customPackage), description: t.customTeaser },
      ]),
    ],
  });
  return (
    <section className="container py-5" aria-labelledby="packages-heading">
      <h1 id="packages-heading" className="h2">
        {t.listTitle}
      </h1>
      <p className="lead mb-4">{t.listIntro}</p>
      <ul
        className="row row-cols-1 row-cols-sm-2 row-cols-lg-3 g-4 list-unstyled mb-0"
        aria-label={t.listPageTitle}
      >
        {packages.map((pack, index) => (
          <li key={pack.id} className="col">
            <PackageCard
              name={pack.label}
              photo={pack.photos[0]}
              summary={firstSentence(pack.description)}
              to={paths.package(pack)}
              linkLabel={t.view}
              linkName={t.viewNamed(pack.label)}
              eager={index < 3}
            />
          </li>
        ))}
        <li className="col">
          <PackageCard
            name={t.customName}
            photo={CUSTOM_PACKAGE_PHOTO}
            summary={t.customTeaser}
            to={paths.customPackage}
            linkLabel={t.compose}
            linkName={t.composeNamed(t.customName)}
          />
        </li>
      </ul>
    </section>
  );
}
