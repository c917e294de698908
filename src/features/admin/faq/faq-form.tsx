import Row from 'react-bootstrap/Row';
import type { FaqEntryInput, FaqText } from '../../../domain/faq';
import { LIMITS } from '../../../domain/limits';
import FormShell from '../forms/form-shell';
import FormFields, { type FieldSpec } from '../forms/form-fields';
import { CheckField } from '../forms/text-field';
import { useListForm, type ListFormProps } from '../list/use-admin-list';
import FormTranslations from '../forms/form-translations';
import type { TranslatedField } from '../translation-fields';
import { checkFaqDraft, faqDraftToInput, type FaqDraft } from './faq-draft';
import { faqStrings } from './strings';

const TRANSLATED_FIELDS: readonly TranslatedField<keyof FaqText>[] = [
  { key: 'question', label: 'Question', maxLength: LIMITS.question },
  {
    key: 'answer',
    label: 'Answer',
    multiline: true,
    maxLength: LIMITS.text,
    help: faqStrings.translationHelp,
  },
];

const FIELDS: readonly FieldSpec<keyof FaqText>[] = [
  { key: 'question', label: 'Question', maxLength: LIMITS.question },
  {
    key: 'answer',
    label: 'Answer',
    rows: 4,
    hint: 'Line breaks start new paragraphs.',
    maxLength: LIMITS.text,
  },
];

interface FaqFormProps extends ListFormProps<FaqEntryInput> {
  initial: FaqDraft;
  /** Where the entry goes: its own for an edit, after the last for a new one. */
  position: number;
}

/**
 * Adds or edits a question of the FAQ: the English question and answer, both again in Arabic and in Russian
 * (optional, both or neither), and whether visitors see it. A failed save keeps everything typed and says why.
 */
export default function FaqForm(props: FaqFormProps) {
  const { initial, position } = props;
  const form = useListForm(props, {
    initial,
    check: (draft: FaqDraft) => checkFaqDraft(draft, position),
    toInput: (draft) => faqDraftToInput(draft, position),
  });
  const { draft, change } = form;

  return (
    <FormShell name="faq" form={form} {...props}>
      <Row className="g-3 mb-3">
        <FormFields form={form} idPrefix="faq" fields={FIELDS} />
        <FormTranslations form={form} idPrefix="faq" fields={TRANSLATED_FIELDS} />
        <CheckField
          col
          id="faq-published"
          label="Published (visitors see it; a draft is shown here only)"
          checked={draft.published}
          onChange={(published) => change({ published })}
        />
      </Row>
    </FormShell>
  );
}
