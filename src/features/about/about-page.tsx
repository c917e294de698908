import { Link } from 'react-router-dom';
import { usePageTitle } from '../../components/use-page-title';
import { site } from '../../config/site';

const reasons = [
  {
    title: 'A fleet for every occasion',
    text: 'Ten yachts from a 36 ft day boat for eight friends to a 120 ft megayacht for eighty guests, all berthed at one pier.',
  },
  {
    title: 'Licensed, experienced crews',
    text: 'Every captain is licensed by the Dubai Maritime Authority, and every trip carries life jackets and first aid for all on board.',
  },
  {
    title: 'Clear, hourly prices',
    text: 'The price you see is per hour with crew, fuel and soft drinks included. Extras are quoted before you book, never after.',
  },
  {
    title: 'We answer, day and night',
    text: 'Message us on WhatsApp or ask for a call back: we reply within minutes from 8 AM to midnight, every day of the week.',
  },
];

export default function AboutPage() {
  usePageTitle('About us');
  return (
    <article className="container py-5 about-page">
      <h1 className="h2">About {site.name}</h1>
      <p className="lead">
        We are a family-run yacht charter company based in Dubai Marina, taking guests out on the Arabian Gulf
        since 2012.
      </p>

      <section aria-labelledby="story-heading" className="mt-4">
        <h2 id="story-heading" className="h4">
          Our story
        </h2>
        <p>
          It started with one 42 ft boat and a captain who knew every corner of the coast between the Marina
          and the Burj Al Arab. Friends told friends, birthdays became weddings, and the one boat became a
          fleet. Twelve years on we still run every charter the same way: on time, spotless, and with a crew
          that makes guests feel at home.
        </p>
      </section>

      <section aria-labelledby="owner-heading" className="mt-4">
        <h2 id="owner-heading" className="h4">
          Meet the owner
        </h2>
        <p>
          Captain Khalid Al Mansoori spent fifteen years at sea with commercial fleets before founding the
          company. He still takes the helm for proposals and anniversaries — and personally checks every yacht
          before the weekend.
        </p>
      </section>

      <section aria-labelledby="location-heading" className="mt-4">
        <h2 id="location-heading" className="h4">
          Where to find us
        </h2>
        <p>
          {site.address.lines.join(', ')} — a short walk from Dubai Marina tram and metro stations, with
          parking at Marina Mall.{' '}
          <a href={site.address.mapUrl} target="_blank" rel="noopener noreferrer">
            Open in maps
          </a>
          .
        </p>
      </section>

      <section aria-labelledby="reasons-heading" className="mt-4">
        <h2 id="reasons-heading" className="h4">
          Four reasons to sail with us
        </h2>
        <ol className="row row-cols-1 row-cols-md-2 g-3 list-unstyled">
          {reasons.map((reason, index) => (
            <li key={reason.title} className="col">
              <div className="card h-100 shadow-sm">
                <div className="card-body">
                  <h3 className="h5">
                    <span className="text-gold">{index + 1}.</span> {reason.title}
                  </h3>
                  <p className="mb-0">{reason.text}</p>
                </div>
              </div>
            </li>
          ))}
        </ol>
      </section>

      <p className="mt-4">
        Ready to plan your trip? <Link to="/">Browse the fleet</Link> or <Link to="/contact">contact us</Link>
        .
      </p>
    </article>
  );
}
