import { Component, useState, type ErrorInfo, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { backendMessage } from './backend-message';
import { adminStrings as t } from './strings';

interface UnreadableItemProps {
  /** What the list holds: 'enquiry', 'charter'. */
  what: string;
  id: string;
  /** Why, where it is known (the converter's reason). */
  reason?: string;
  /** Deletes the stored document; absent where this screen cannot delete it. */
  onDelete?: () => Promise<void>;
  /** The element the list is made of. */
  as?: 'li' | 'div';
}

/**
 * An item of an admin list whose stored document could not be read (a date that is not a date, written past the
 * rules or by an older site): said with its id, and a delete button asked twice, so the rest of the screen works.
 */
export function UnreadableItem({ what, id, reason, onDelete, as: Tag = 'li' }: UnreadableItemProps) {
  const [asking, setAsking] = useState(false);
  const [working, setWorking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function remove() {
    if (!onDelete) return;
    setWorking(true);
    setFailure(null);
    try {
      await onDelete();
    } catch (error) {
      console.warn(`Deleting the unreadable ${what} failed.`, error);
      setFailure(backendMessage(error, t.deleteFailed));
      setWorking(false);
    }
  }

  return (
    <Tag className="card border-danger">
      <div className="card-body d-flex flex-column gap-2">
        <p className="mb-0">
          <strong>{t.unreadable(what, id)}</strong>
          {reason && ` ${t.unreadableReason(reason)}`}
        </p>
        {failure && (
          <Alert variant="danger" className="mb-0">
            {failure}
          </Alert>
        )}
        {onDelete &&
          (asking ? (
            <div className="d-flex flex-wrap align-items-center gap-2">
              <span>{t.unreadableDeleteQuestion(what)}</span>
              <Button variant="danger" onClick={() => void remove()} disabled={working}>
                {working ? t.deleting : t.unreadableDeleteYes(what, id)}
              </Button>
              <Button variant="outline-secondary" onClick={() => setAsking(false)} disabled={working}>
                {t.keep}
              </Button>
            </div>
          ) : (
            <div>
              <Button variant="outline-danger" onClick={() => setAsking(true)}>
                {t.unreadableDelete(what, id)}
              </Button>
            </div>
          ))}
      </div>
    </Tag>
  );
}

interface ItemBoundaryProps extends Omit<UnreadableItemProps, 'reason'> {
  children: ReactNode;
}

/**
 * Each item of an admin list renders inside one of these: an item that throws while it renders (a stored value the
 * screen cannot show) becomes an UnreadableItem, and its neighbours and the screen carry on.
 */
export class ItemBoundary extends Component<ItemBoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.warn(`An ${this.props.what} (${this.props.id}) could not be shown.`, error, info.componentStack);
  }

  render() {
    const { children, ...item } = this.props;
    return this.state.failed ? <UnreadableItem {...item} /> : children;
  }
}
