import Offcanvas from 'react-bootstrap/Offcanvas';
import { useSiteData } from '../../backend/react/site-data';
import OffersList from './offers-list';
import { offersPanelStrings as offersStrings } from './panel-strings';
import { orderOffers, visibleOffers } from '../../domain/visible-offers';
import './offers.scss';

export interface OffersPanelProps {
  open: boolean;
  onClose: () => void;
}

/** The offers panel (closed by its X or Escape); loaded the first time a visitor opens it. */
export default function OffersPanel({ open, onClose }: OffersPanelProps) {
  const { offers } = useSiteData();
  // Filtered at each render (opening the panel re-renders), so an offer that has started since shows up.
  const shown = orderOffers(visibleOffers(offers));
  return (
    <Offcanvas
      id="offers-panel"
      className="offers-panel"
      show={open}
      onHide={onClose}
      placement="end"
      backdrop={false}
      scroll
      // The page stays usable beside the panel, so it is not modal.
      aria-modal={false}
      aria-labelledby="offers-panel-title"
    >
      <Offcanvas.Header closeButton closeLabel={offersStrings.closePanel}>
        <Offcanvas.Title as="h2" id="offers-panel-title" className="h4">
          {offersStrings.panelTitle}
        </Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body>
        <OffersList offers={shown} />
      </Offcanvas.Body>
    </Offcanvas>
  );
}
