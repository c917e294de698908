import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useBackend } from '../../../backend/react/backend-context';
import type { Yacht } from '../../../domain/yacht';
import { downloadText } from '../enquiries/download';
import { exportCharters } from './calendar-export';
import { calendarStrings as t } from './strings';

type Outcome = { variant: 'success' | 'danger'; text: string } | null;

/** Downloads the confirmed charters from today on, of all yachts or one, as an .ics file for a calendar app. */
export default function ExportForm({ yachts, onClose }: { yachts: readonly Yacht[]; onClose: () => void }) {
  const backend = useBackend();
  const [yachtId, setYachtId] = useState('');
  const [working, setWorking] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  async function download(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setWorking(true);
    setOutcome(null);
    try {
      const file = await exportCharters(backend, yachts, yachtId || null, Date.now());
      downloadText(file.text, file.fileName, 'text/calendar;charset=utf-8', false);
      setOutcome({ variant: 'success', text: t.exported(file.count, file.fileName) });
    } catch (error) {
      console.warn('The calendar export failed.', error);
      setOutcome({ variant: 'danger', text: t.exportFailed });
    } finally {
      setWorking(false);
    }
  }

  return (
    <Form
      aria-label={t.exportTitle}
      onSubmit={(event) => void download(event)}
      className="card card-body mb-3 d-flex flex-column gap-2"
    >
      <h2 className="h6 mb-0">{t.exportTitle}</h2>
      <p className="small mb-0">{t.exportRange}</p>
      <div className="d-flex flex-wrap align-items-end gap-2">
        <Form.Group controlId="calendar-export-yacht">
          <Form.Label className="small mb-0">Yachts</Form.Label>
          <Form.Select value={yachtId} onChange={(event) => setYachtId(event.target.value)}>
            <option value="">All yachts</option>
            {yachts.map((yacht) => (
              <option key={yacht.id} value={yacht.id}>
                {yacht.name}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Button type="submit" disabled={working}>
          {working ? 'Preparing...' : 'Download .ics'}
        </Button>
        <Button variant="outline-secondary" onClick={onClose}>
          Close
        </Button>
      </div>
      {outcome && (
        <Alert variant={outcome.variant} role="alert" className="mb-0 py-2">
          {outcome.text}
        </Alert>
      )}
    </Form>
  );
}
