import type { Booking } from '../../../domain/booking/bookings';
import { QuestionModal } from '../confirm-delete-modal';
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
  return (
    <QuestionModal
      show={booking !== null}
      titleId="cancel-booking-title"
      title={t.cancelTitle(booking?.reference ?? '')}
      detail={t.cancelDetail}
      busy={busy}
      yes={t.confirmCancel}
      working={t.cancelling}
      no={t.keepBooking}
      onYes={() => booking && onConfirm(booking)}
      onNo={onClose}
    />
  );
}
