import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import type { Booking } from '../../../domain/booking/bookings';
import { calendarStrings as t } from './strings';

interface CancelBookingModalProps {
  /** The booking asked about; null when the question is closed. */
  booking: Booking | null;
  busy: boolean;
  onConfirm: (booking: Booking) => void;
  onClose: () => void;
}

/** Asks before a confirmed booking is cancelled from the calendar (its slot is freed). */
export default function CancelBookingModal({ booking, busy, onConfirm, onClose }: CancelBookingModalProps) {
  const reference = booking?.reference ?? '';
  return (
    <Modal
      show={booking !== null}
      onHide={busy ? () => undefined : onClose}
      centered
      className="admin-modal"
      aria-labelledby="cancel-booking-title"
    >
      <Modal.Header closeButton={!busy}>
        <Modal.Title id="cancel-booking-title" as="h2" className="h5">
          {t.cancelTitle(reference)}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{t.cancelDetail}</Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onClose} disabled={busy}>
          {t.keepBooking}
        </Button>
        <Button variant="danger" onClick={() => booking && onConfirm(booking)} disabled={busy}>
          {busy ? t.cancelling : t.confirmCancel}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
