import { useState } from 'react';
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

interface ConfirmDeleteModalProps {
  deletion: ReturnType<typeof useDeletion>;
  detail: string;
  busy: boolean;
}

/** Asks before anything is deleted. */
export default function ConfirmDeleteModal({ deletion, detail, busy }: ConfirmDeleteModalProps) {
  const { open: show, name, confirm: onConfirm, close: onCancel } = deletion;
  return (
    <Modal
      show={show}
      onHide={busy ? () => undefined : onCancel}
      centered
      className="admin-modal"
      aria-labelledby="confirm-delete-title"
    >
      <Modal.Header closeButton={!busy}>
        <Modal.Title id="confirm-delete-title" as="h2" className="h5">
          Delete {name}?
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{detail}</Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={busy}>
          {busy ? 'Deleting...' : 'Delete'}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
