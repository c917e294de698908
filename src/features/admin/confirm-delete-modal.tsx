import { useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { adminStrings } from './strings';
import type { AdminAction } from './use-admin-action';

/**
 * Deleting with a question first: `ask(item)` opens the modal, `confirm()` deletes through the admin action
 * (busy, then 'Deleted successfully.' or the failure) and closes it. The modal keeps the name while it fades out.
 */
export function useDeletion<T extends { name: string }>(
  action: AdminAction,
  remove: (item: T) => Promise<unknown>,
) {
  const [target, setTarget] = useState<T | null>(null);
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return {
    open,
    name: target?.name ?? '',
    ask(item: T) {
      setTarget(item);
      setOpen(true);
    },
    close,
    async confirm() {
      if (!open || !target) return;
      await action.run(() => remove(target), {
        success: adminStrings.deleted,
        failure: adminStrings.deleteFailed,
        log: `Deleting ${target.name} failed.`,
      });
      close();
    },
  };
}

interface QuestionModalProps {
  show: boolean;
  /** The title's id, which names the dialog. */
  titleId: string;
  title: string;
  /** What it does (a sentence, or a sentence and a choice). */
  detail: ReactNode;
  /** While the answer runs: the buttons are disabled and the modal stays open. */
  busy: boolean;
  /** The answer that goes ahead, what it says while it runs, and the one that does not. */
  yes: string;
  working: string;
  no: string;
  onYes: () => void;
  onNo: () => void;
}

/** Asks before something that cannot be undone (a delete, a cancelled booking): no, or yes (in red). */
export function QuestionModal({
  show,
  titleId,
  title,
  detail,
  busy,
  yes,
  working,
  no,
  onYes,
  onNo,
}: QuestionModalProps) {
  return (
    <Modal
      show={show}
      onHide={busy ? () => undefined : onNo}
      centered
      className="admin-modal"
      aria-labelledby={titleId}
    >
      <Modal.Header closeButton={!busy}>
        <Modal.Title id={titleId} as="h2" className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{detail}</Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onNo} disabled={busy}>
          {no}
        </Button>
        <Button variant="danger" onClick={onYes} disabled={busy}>
          {busy ? working : yes}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}

interface ConfirmDeleteModalProps {
  deletion: ReturnType<typeof useDeletion>;
  detail: string;
  busy: boolean;
}

/** Asks before anything is deleted. */
export default function ConfirmDeleteModal({ deletion, detail, busy }: ConfirmDeleteModalProps) {
  return (
    <QuestionModal
      show={deletion.open}
      titleId="confirm-delete-title"
      title={`Delete ${deletion.name}?`}
      detail={detail}
      busy={busy}
      yes="Delete"
      working="Deleting..."
      no="Cancel"
      onYes={() => void deletion.confirm()}
      onNo={deletion.close}
    />
  );
}
