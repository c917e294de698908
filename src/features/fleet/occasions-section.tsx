import { Link } from 'react-router-dom';
import { packageLinks } from '../../config/package-links';
import { paths } from '../../config/paths';
import { FLEET_ANCHOR } from './anchors';
import { homeSectionsStrings as t } from './home-sections-strings';

/** An occasion people book for: its package's id, or none (its link goes to the fleet on the same page). */
interface Occasion {
  key: string;
  title: string;
  text: string;
  packageId?: number;
}

const occasions = (): Occasion[] => [
  { key: 'birthday', title: t.occasionBirthday, text: t.occasionBirthdayText, packageId: 0 },
  { key: 'proposal', title: t.occasionProposal, text: t.occasionProposalText, packageId: 3 },
  { key: 'honeymoon', title: t.occasionHoneymoon, text: t.occasionHoneymoonText, packageId: 2 },
  { key: 'party', title: t.occasionParty, text: t.occasionPartyText, packageId: 1 },
  { key: 'bachelor', title: t.occasionBachelor, text: t.occasionBachelorText, packageId: 7 },
  { key: 'sightseeing', title: t.occasionSightseeing, text: t.occasionSightseeingText, packageId: 4 },
  { key: 'corporate', title: t.occasionCorporate, text: t.occasionCorporateText },
  { key: 'sunset', title: t.occasionSunset, text: t.occasionSunsetText },
  { key: 'family', title: t.occasionFamily, text: t.occasionFamilyText },
  { key: 'fishing', title: t.occasionFishing, text: t.occasionFishingText },
];

/** Occasions, each a card linking to its package's page, or to the fleet when no package fits. */
export function OccasionsSection() {
  return (
    <section className="home-section container" aria-labelledby="occasions-heading">
      <h2 id="occasions-heading" className="h3">
        {t.occasionsHeading}
      </h2>
      <p className="home-section-intro">{t.occasionsIntro}</p>
      <ul className="occasion-grid list-unstyled mb-0">
        {occasions().map((occasion) => {
          const pack = packageLinks.find((link) => link.id === occasion.packageId);
          return (
            <li key={occasion.key} className="occasion-card">
              <h3 className="h6 mb-1">
                {pack ? (
                  <Link to={paths.package(pack)} className="stretched-link">
                    {occasion.title}
                  </Link>
                ) : (
                  <a href={`#${FLEET_ANCHOR}`} className="stretched-link">
                    {occasion.title}
                  </a>
                )}
              </h3>
              <p className="mb-1 small">{occasion.text}</p>
              <p className="occasion-target mb-0 small">{pack ? pack.label : t.chooseAYacht}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
