import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import type { FaqEntryInput, FaqText } from '../../../domain/faq';
import { LIMITS } from '../../../domain/limits';
import { backendMessage } from '../backend-message';
import FormShell, { useFirstFieldFocus } from '../forms/form-shell';
import TextField, { CheckField } from '../forms/text-field';
import { useAdminForm } from '../forms/use-admin-form';
import type { ListFormProps } from '../list/use-admin-list';
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
  const { initial, position, save } = props;
  const form = useAdminForm({
    initial,
    check: (draft: FaqDraft) => checkFaqDraft(draft, position),
    save: (draft) => save(faqDraftToInput(draft, position)),
    messages: {
      failure: (error) => backendMessage(error, faqStrings.saveFailed),
      log: 'Saving the FAQ entry failed.',
    },
    onSaved: () => props.onSaved(),
  });
  const { draft, change } = form;
  const questionField = useFirstFieldFocus<HTMLInputElement>(props.focusFirstField ?? false);

  return (
    <FormShell name="faq" form={form} {...props}>
      <Row className="g-3 mb-3">
        <Col xs={12}>
          <TextField
            id="faq-question"
            label="Question"
            inputRef={questionField}
            maxLength={LIMITS.question}
            {...form.field('question')}
          />
        </Col>
        <Col xs={12}>
          <TextField
            id="faq-answer"
            label="Answer"
            rows={4}
            hint="Line breaks start new paragraphs."
            maxLength={LIMITS.text}
            {...form.field('answer')}
          />
        </Col>
        <FormTranslations form={form} idPrefix="faq" fields={TRANSLATED_FIELDS} />
        <Col xs={12}>
          <CheckField
            id="faq-published"
            label="Published (visitors see it; a draft is shown here only)"
            checked={draft.published}
            onChange={(published) => change({ published })}
          />
        </Col>
      </Row>
    </FormShell>
  );
}
