import { useState } from 'react';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { useSiteData } from '../../app/data-context';
import OffersList from './offers-list';
import { offerStrings } from './strings';
import { orderOffers, visibleOffers } from './visible-offers';
import './offers.css';

/** The 'View Offers' / 'Close Offers' button and the offers panel it opens (also closed by its X or Escape). */
export default function OffersToggle() {
  const [open, setOpen] = useState(false);
  const { offers } = useSiteData();
  // Filtered at each render (opening the panel re-renders), so an offer that has started since shows up.
  const shown = orderOffers(visibleOffers(offers));

  return (
    <>
      <button
        type="button"
        className="offers-toggle btn btn-gold shadow"
        aria-expanded={open}
        aria-controls="offers-panel"
        onClick={() => setOpen((value) => !value)}
      >
        {open ? offerStrings.close : offerStrings.open}
      </button>
      <Offcanvas
        id="offers-panel"
        className="offers-panel"
        show={open}
        onHide={() => setOpen(false)}
        placement="end"
        backdrop={false}
        scroll
        // The page stays usable beside the panel, so it is not modal.
        aria-modal={false}
        aria-labelledby="offers-panel-title"
      >
        <Offcanvas.Header closeButton closeLabel={offerStrings.closePanel}>
          <Offcanvas.Title as="h2" id="offers-panel-title" className="h4">
            {offerStrings.panelTitle}
          </Offcanvas.Title>
        </Offcanvas.Header>
        <Offcanvas.Body>
          <OffersList offers={shown} />
        </Offcanvas.Body>
      </Offcanvas>
    </>
  );
}
