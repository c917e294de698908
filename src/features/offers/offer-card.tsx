import type { Offer } from '../../domain/offer';
import PhotoImage from '../../components/photo-image';
import { photoSizes, type PhotoLayout } from '../../components/photo-sizes';
import { localized } from '../../domain/localized';
import { activeLocale } from '../../i18n/catalogues';
import { WhatsAppButton } from '../booking';
import OfferCountdown from './offer-countdown';
import { offersPanelStrings as offersStrings } from './panel-strings';

/** The offers panel is at most 400 px wide (32 px of padding), the screen's width less 32 px below; 16:9. */
export const OFFER_PHOTO: PhotoLayout = {
  widths: [
    [432, 368],
    [0, -32, 100],
  ],
  crop: 16 / 9,
};

/** Name, image, description, features, countdown and 'Book Now' (WhatsApp) for one offer. */
export default function OfferCard({ offer }: { offer: Offer }) {
  const headingId = `offer-${offer.id}-name`;
  // The operator's text in the page's language where written, English otherwise.
  const locale = activeLocale();
  const name = localized(offer, 'name', locale);
  const description = localized(offer, 'description', locale);
  const features = localized(offer, 'features', locale);
  return (
    <article className="card offer-card shadow-sm" aria-labelledby={headingId}>
      <PhotoImage
        photo={offer.image}
        alt=""
        sizes={photoSizes(OFFER_PHOTO, offer.image)}
        loading="lazy"
        className="card-img-top offer-card-image"
      />
      <div className="card-body">
        <h3 className="h5 card-title" id={headingId}>
          {name}
        </h3>
        {description && <p className="card-text">{description}</p>}
        {features.length > 0 ? (
          <ul className="offer-features small mb-2" aria-label={offersStrings.featuresOf(name)}>
            {features.map((feature, index) => (
              <li key={`${index}-${feature}`}>{feature}</li>
            ))}
          </ul>
        ) : (
          <p className="small text-body-secondary mb-2">{offersStrings.noFeatures}</p>
        )}
        <OfferCountdown endTime={offer.endTime} />
        <WhatsAppButton text={() => offersStrings.enquiry(name)} className="w-100">
          {offersStrings.bookNow}
        </WhatsAppButton>
      </div>
    </article>
  );
}
