import { homeSectionsStrings as t } from './home-sections-strings';

/** Why book with us: short facts about the licence, the crew, what is included and safety. */
export function WhyBookSection() {
  const reasons = [
    { key: 'licence', title: t.whyLicenceTitle, text: t.whyLicenceText },
    { key: 'crew', title: t.whyCrewTitle, text: t.whyCrewText },
    { key: 'included', title: t.whyIncludedTitle, text: t.whyIncludedText },
    { key: 'safety', title: t.whySafetyTitle, text: t.whySafetyText },
  ];
  return (
    <section className="home-section home-section-alt" aria-labelledby="why-heading">
      <div className="container">
        <h2 id="why-heading" className="h3">
          {t.whyHeading}
        </h2>
        <ul className="reason-grid list-unstyled mb-0">
          {reasons.map((reason) => (
            <li key={reason.key} className="reason">
              <h3 className="h6 mb-1">{reason.title}</h3>
              <p className="mb-0 small">{reason.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
