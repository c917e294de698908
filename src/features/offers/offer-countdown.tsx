import { countdownText, TIMES_UP } from '../../domain/countdown';
import { offersPanelStrings as offersStrings } from './panel-strings';
import { useNow } from '../../components/use-now';

/** The time left until `endTime`, ticking every second on the shared ticker; nothing without an end time. */
export default function OfferCountdown({ endTime }: { endTime: string | undefined }) {
  // Only offers with an end time subscribe to the ticker.
  if (!endTime) return null;
  return <Countdown endTime={endTime} />;
}

function Countdown({ endTime }: { endTime: string }) {
  const now = useNow();
  const text = countdownText(endTime, now);
  if (text === null) return null;
  const ended = text === TIMES_UP;
  return (
    <p className={`offer-countdown mb-2 fw-semibold ${ended ? 'text-danger' : 'text-gold'}`}>
      {ended ? (
        text
      ) : (
        <>
          {offersStrings.timeLeft}{' '}
          <span role="timer" className="font-monospace">
            {text}
          </span>
        </>
      )}
    </p>
  );
}
