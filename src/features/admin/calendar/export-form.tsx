import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useBackend } from '../../../backend/react/backend-context';
import type { Yacht } from '../../../domain/yacht';
import { downloadText } from '../enquiries/download';
import FlashAlert from '../flash-alert';
import { useLocalAction } from '../use-admin-action';
import { exportCharters } from './calendar-export';
import { calendarStrings as t } from './strings';

/** Downloads the confirmed charters from today on, of all yachts or one, as an .ics file for a calendar app. */
export default function ExportForm({ yachts, onClose }: { yachts: readonly Yacht[]; onClose: () => void }) {
  const backend = useBackend();
  const [yachtId, setYachtId] = useState('');
  const action = useLocalAction();

  async function download(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await action.run(
      async () => {
        const file = await exportCharters(backend, yachts, yachtId || null, Date.now());
        downloadText(file.text, file.fileName, 'text/calendar;charset=utf-8', false);
        return file;
      },
      {
        success: (file) => t.exported(file.count, file.fileName),
        failure: t.exportFailed,
        log: 'The calendar export failed.',
      },
    );
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
        <Button type="submit" disabled={action.busy}>
          {action.busy ? 'Preparing...' : 'Download .ics'}
        </Button>
        <Button variant="outline-secondary" onClick={onClose}>
          Close
        </Button>
      </div>
      <FlashAlert action={action} dismissible={false} className="mb-0 py-2" />
    </Form>
  );
}
