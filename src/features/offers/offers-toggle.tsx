import { useState } from 'react';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { useSiteData } from '../../app/data-context';
import OffersList from './offers-list';
import { visibleOffers } from './visible-offers';

/** The 'View Offers' / 'Close Offers' button and the offers panel it opens (also closed by its X). */
export default function OffersToggle() {
  const [open, setOpen] = useState(false);
  const { offers } = useSiteData();
  const shown = visibleOffers(offers);

  return (
    <>
      <button
        type="button"
        className="offers-toggle btn btn-gold shadow"
        aria-expanded={open}
        aria-controls="offers-panel"
        onClick={() => setOpen((value) => !value)}
      >
        {open ? 'Close Offers' : 'View Offers'}
      </button>
      <Offcanvas
        id="offers-panel"
        show={open}
        onHide={() => setOpen(false)}
        placement="end"
        backdrop={false}
        scroll
        aria-labelledby="offers-panel-title"
      >
        <Offcanvas.Header closeButton closeLabel="Close offers panel">
          <Offcanvas.Title as="h2" id="offers-panel-title" className="h4">
            Special Offers
          </Offcanvas.Title>
        </Offcanvas.Header>
        <Offcanvas.Body>
          <OffersList offers={shown} />
        </Offcanvas.Body>
      </Offcanvas>
    </>
  );
}
