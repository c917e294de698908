import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { LIMITS } from '../../../domain/limits';
import { LOCALE_INFO, LOCALES, type Locale } from '../../../domain/locales';
import { OCCASIONS, type ReviewInput } from '../../../domain/review';
import { backendMessage } from '../backend-message';
import FormShell, { useFirstFieldFocus } from '../forms/form-shell';
import TextField, { SelectField } from '../forms/text-field';
import { useAdminForm } from '../forms/use-admin-form';
import type { ListFormProps } from '../list/use-admin-list';
import { checkReviewDraft, reviewDraftToInput, translationLocales, type ReviewDraft } from './review-draft';
import { occasionLabels, reviewStrings } from './strings';

const RATINGS = [1, 2, 3, 4, 5] as const;
const languageName = (locale: Locale) => LOCALE_INFO[locale].englishName;

/** The stars, one to five, as radio buttons. */
function RatingField({
  value,
  error,
  onChange,
}: {
  value: string;
  error?: string;
  onChange: (rating: string) => void;
}) {
  return (
    <fieldset aria-describedby={error ? 'review-rating-error' : undefined}>
      <legend className="fs-6 mb-1">Rating</legend>
      {RATINGS.map((rating) => (
        <Form.Check
          key={rating}
          inline
          type="radio"
          name="review-rating"
          id={`review-rating-${rating}`}
          label={reviewStrings.starOption(rating)}
          value={rating}
          checked={value === String(rating)}
          isInvalid={Boolean(error)}
          onChange={() => onChange(String(rating))}
        />
      ))}
      {error && (
        <div id="review-rating-error" className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </fieldset>
  );
}

interface ReviewFormProps extends ListFormProps<ReviewInput> {
  initial: ReviewDraft;
  /** The operator's date in Dubai (YYYY-MM-DD): a review cannot be dated later. */
  today: string;
}

/**
 * Adds or edits a guest's review: name, occasion, stars, what they wrote, when and in which language, and its
 * translations into the site's other languages. A failed save keeps everything typed and says why.
 */
export default function ReviewForm(props: ReviewFormProps) {
  const { initial, today, save } = props;
  const form = useAdminForm({
    initial,
    check: (draft: ReviewDraft) => checkReviewDraft(draft, today),
    save: (draft) => save(reviewDraftToInput(draft)),
    messages: {
      failure: (error) => backendMessage(error, reviewStrings.saveFailed),
      log: 'Saving the review failed.',
    },
    onSaved: () => props.onSaved(),
  });
  const { draft, errors, change } = form;
  const nameField = useFirstFieldFocus<HTMLInputElement>(props.focusFirstField ?? false);
  const translate = form.updater('translations');

  return (
    <FormShell name="review" form={form} {...props}>
      <Row className="g-3 mb-3">
        <Col xs={12} md={6}>
          <TextField
            id="review-name"
            label="Guest’s name"
            inputRef={nameField}
            maxLength={LIMITS.name}
            {...form.field('name')}
          />
        </Col>
        <Col xs={12} md={6}>
          <SelectField id="review-occasion" label="Occasion" {...form.field('occasion')}>
            <option value="">{reviewStrings.chooseOccasion}</option>
            {OCCASIONS.map((occasion) => (
              <option key={occasion} value={occasion}>
                {occasionLabels[occasion]}
              </option>
            ))}
          </SelectField>
        </Col>
        <Col xs={12}>
          <RatingField value={draft.rating} error={errors.rating} onChange={(rating) => change({ rating })} />
        </Col>
        <Col xs={12}>
          <TextField
            id="review-text"
            label="What the guest wrote"
            rows={4}
            dir="auto"
            lang={draft.language}
            maxLength={LIMITS.text}
            {...form.field('text')}
          />
        </Col>
        <Col xs={6} md={4}>
          <TextField
            id="review-date"
            label="Date"
            hint="Dubai date, not after today."
            type="date"
            max={today}
            {...form.field('date')}
          />
        </Col>
        <Col xs={6} md={4}>
          <SelectField id="review-language" label="Written in" {...form.field('language')}>
            {LOCALES.map((locale) => (
              <option key={locale} value={locale}>
                {languageName(locale)}
              </option>
            ))}
          </SelectField>
        </Col>
        {translationLocales(draft.language).map((locale) => (
          <Col key={locale} xs={12} lg={6}>
            <fieldset lang={locale} dir="auto">
              <legend className="fs-6 fw-semibold">In {languageName(locale)} (optional)</legend>
              <TextField
                id={`review-${locale}-text`}
                label={`Review in ${languageName(locale)}`}
                error={errors[`${locale}.text`]}
                hint={reviewStrings.translationHelp}
                rows={3}
                dir="auto"
                maxLength={LIMITS.text}
                value={draft.translations[locale]}
                onChange={(event) => translate((current) => ({ ...current, [locale]: event.target.value }))}
              />
            </fieldset>
          </Col>
        ))}
      </Row>
    </FormShell>
  );
}
