import PhotoImage from '../../components/photo-image';
import { photoSizes } from '../../components/photo-sizes';
import { CHARTER_PHOTO } from './charter-photo';
import { charterTerms, type CharterPage } from '../../domain/charter';
import BerthRow from './berth-row';
import CalendarButton from './calendar-button';
import CharterIncluded from './charter-included';
import CharterMoney, { CharterDocuments } from './charter-money';
import CharterTermsSection from './charter-terms-section';
import CharterWhenRow from './charter-when';
import ContactLinks from './contact-links';
import { charterWhen } from './format';
import GuestListSummary from './guest-list-summary';
import { CancelledNotice, LanguageOffer } from './page-states';
import { charterStrings as t } from './strings';
import { charterPaths } from '../../config/charter-paths';

/** The client's page: phone first, what they need on the day at the top, the money and the terms below. */
export default function CharterView({ page, now }: { page: CharterPage; now: number }) {
  const { selection } = page.quote;
  const terms = charterTerms(selection, page.cutoffHours, page.payment);
  const cancelled = page.status === 'cancelled';
  const photo = page.yacht.photo ?? undefined;
  return (
    <article className="container py-4 charter-page">
      <LanguageOffer language={page.language} path={charterPaths.page(page.token)} />
      <p className="text-body-secondary mb-1">
        {t.reference}: <bdi className="fw-semibold charter-reference">{page.reference}</bdi>
      </p>
      <h1 className="h2 charter-title">{page.yacht.name}</h1>
      {cancelled && <CancelledNotice reference={page.reference} voucher={page.voucher} />}
      <div className="row g-4">
        <div className="col-lg-5">
          <PhotoImage
            photo={photo}
            alt={t.yachtPhoto(page.yacht.name)}
            sizes={photoSizes(CHARTER_PHOTO, photo)}
            fetchPriority="high"
            className="charter-photo"
          />
        </div>
        <div className="col-lg-7">
          <dl className="charter-facts">
            <CharterWhenRow selection={selection} />
            <div className="charter-fact">
              <dt>{t.guests}</dt>
              <dd>{t.guestCount(selection.guests)}</dd>
            </div>
            <BerthRow berth={page.berth} />
          </dl>
          {!cancelled && (
            <div className="d-flex flex-wrap gap-2">
              <CalendarButton page={page} terms={terms} />
            </div>
          )}
        </div>
      </div>
      <div className="row g-4 mt-1">
        <div className="col-lg-7">
          {!cancelled && (
            <GuestListSummary
              page={page}
              locksAt={terms.guestListLocksAt}
              now={now}
              dateText={charterWhen(selection).date}
            />
          )}
          <CharterIncluded page={page} />
          {!cancelled && <CharterTermsSection terms={terms} now={now} />}
        </div>
        <div className="col-lg-5">
          <CharterMoney page={page} balanceDueAt={terms.balanceDueAt} />
          <CharterDocuments page={page} />
          <section aria-labelledby="charter-contact" className="charter-section">
            <h2 id="charter-contact" className="h4">
              {t.questions}
            </h2>
            <ContactLinks reference={page.reference} />
          </section>
        </div>
      </div>
    </article>
  );
}
