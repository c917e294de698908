import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useSiteData } from '../../../backend/react/site-data';
import { usePageTitle } from '../../../components/page-title';
import { dubaiToday } from '../../../domain/booking';
import { WhatsAppButton } from '../../booking';
import { packagesStrings } from '../strings';
import CustomCallback from './custom-callback';
import { capacityWarning, emptyTripPlan, tripMessage, type TripPlan } from './custom-package';
import TripFields from './trip-fields';
import { paths } from '../../../config/paths';

/** `/packages/custom_pack&-1`: compose a trip, then send it on WhatsApp or as a call-back request. */
export default function CustomPackagePage() {
  usePageTitle(packagesStrings.customName);
  const { products, status } = useSiteData();
  const [plan, setPlan] = useState<TripPlan>(emptyTripPlan);
  // Charters are in Dubai: its date, whatever the device's time zone.
  const [today] = useState(() => dubaiToday(Date.now()));
  const yacht = products.find((product) => product.id === plan.yachtId);
  const warning = capacityWarning(plan, yacht);
  const message = tripMessage(plan, yacht);

  return (
    <section className="container py-5 custom-package" aria-labelledby="custom-heading">
      <p className="mb-1">
        <Link to={paths.packages}>← All packages</Link>
      </p>
      <h1 id="custom-heading" className="h2">
        {packagesStrings.customName}
      </h1>
      <p className="lead">{packagesStrings.customTeaser}</p>
      <div className="row gx-4 gx-lg-5 gy-5">
        <div className="col-12 col-lg-7">
          <TripFields
            plan={plan}
            onChange={setPlan}
            yachts={products}
            yachtsLoading={status === 'loading'}
            today={today}
            capacityWarning={warning}
          />
        </div>
        <div className="col-12 col-lg-5">
          <h2 className="h4">Your message</h2>
          <pre className="trip-message" data-testid="trip-message">
            {message}
          </pre>
          <WhatsAppButton text={message} size="lg" className="w-100">
            Send on WhatsApp
          </WhatsAppButton>
        </div>
      </div>
      <hr className="my-5" />
      <CustomCallback message={message} />
    </section>
  );
}
