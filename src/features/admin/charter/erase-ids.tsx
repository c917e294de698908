import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { QuestionModal } from '../confirm-delete-modal';
import { guestStrings as t } from './strings';

interface EraseIdsProps {
  /** Whether any guest still has a number (or a name, to erase with it). */
  anything: boolean;
  busy: boolean;
  /** Erases; resolves to whether it worked. */
  onErase: (names: boolean) => Promise<boolean>;
}

/** "Erase ID numbers": asked first, with the choice of erasing the names too. */
export default function EraseIds({ anything, busy, onErase }: EraseIdsProps) {
  const [asking, setAsking] = useState(false);
  const [names, setNames] = useState(false);
  return (
    <>
      <Button
        size="sm"
        variant="outline-danger"
        disabled={busy || !anything}
        onClick={() => {
          setNames(false);
          setAsking(true);
        }}
      >
        {t.erase}
      </Button>
      <QuestionModal
        show={asking}
        titleId="erase-ids-title"
        title={t.eraseTitle}
        detail={
          <>
            <p>{t.eraseDetail}</p>
            <Form.Check
              id="erase-names"
              type="checkbox"
              label={t.eraseNames}
              checked={names}
              disabled={busy}
              onChange={(event) => setNames(event.target.checked)}
            />
          </>
        }
        busy={busy}
        yes={t.eraseYes}
        working={t.erasing}
        no="Cancel"
        onYes={() => void onErase(names).then(() => setAsking(false))}
        onNo={() => setAsking(false)}
      />
    </>
  );
}
