import Badge from 'react-bootstrap/Badge';
import type { FaqEntry } from '../../../domain/faq';
import AdminRow, { LanguageBadges, type RowControls } from '../list/admin-row';
import { faqStrings } from './strings';

/** A question in the list, in the order visitors read it: published or draft, its languages; edit, move, delete. */
export default function FaqRow({
  entry,
  controls,
  onEdit,
}: {
  entry: FaqEntry;
  controls: RowControls;
  onEdit: () => void;
}) {
  return (
    <AdminRow controls={controls} name={`“${entry.question}”`} heading={entry.question} edit={onEdit}>
      <LanguageBadges translations={entry.translations}>
        <Badge bg={entry.published ? 'success' : 'secondary'}>
          {entry.published ? faqStrings.published : faqStrings.draft}
        </Badge>
      </LanguageBadges>
    </AdminRow>
  );
}
