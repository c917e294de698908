import Row from 'react-bootstrap/Row';
import { LIMITS } from '../../../domain/limits';
import { LOCALE_INFO, LOCALES, type Locale } from '../../../domain/locales';
import { OCCASIONS, type ReviewInput } from '../../../domain/review';
import { RadioGroup } from '../checked-field';
import FormShell from '../forms/form-shell';
import TextField, { SelectField } from '../forms/text-field';
import { useListForm, type ListFormProps } from '../list/use-admin-list';
import { checkReviewDraft, reviewDraftToInput, translationLocales, type ReviewDraft } from './review-draft';
import { occasionLabels, reviewStrings } from './strings';

const RATINGS = [1, 2, 3, 4, 5].map((rating) => ({
  value: String(rating),
  label: reviewStrings.starOption(rating),
}));
const languageName = (locale: Locale) => LOCALE_INFO[locale].englishName;

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
  const { initial, today } = props;
  const form = useListForm(props, {
    initial,
    check: (draft: ReviewDraft) => checkReviewDraft(draft, today),
    toInput: reviewDraftToInput,
  });
  const { draft, errors, change } = form;
  const translate = form.updater('translations');

  return (
    <FormShell name="review" form={form} {...props}>
      <Row className="g-3 mb-3">
        <TextField
          col={{ xs: 12, md: 6 }}
          id="review-name"
          label="Guest’s name"
          maxLength={LIMITS.name}
          {...form.field('name')}
        />
        <SelectField
          col={{ xs: 12, md: 6 }}
          id="review-occasion"
          label="Occasion"
          {...form.field('occasion')}
        >
          <option value="">{reviewStrings.chooseOccasion}</option>
          {OCCASIONS.map((occasion) => (
            <option key={occasion} value={occasion}>
              {occasionLabels[occasion]}
            </option>
          ))}
        </SelectField>
        <RadioGroup
          col
          legend="Rating"
          name="review-rating"
          choices={RATINGS}
          value={draft.rating}
          error={errors.rating}
          onChange={(rating) => change({ rating })}
        />
        <TextField
          col
          id="review-text"
          label="What the guest wrote"
          rows={4}
          dir="auto"
          lang={draft.language}
          maxLength={LIMITS.text}
          {...form.field('text')}
        />
        <TextField
          col={{ xs: 6, md: 4 }}
          id="review-date"
          label="Date"
          hint="Dubai date, not after today."
          type="date"
          max={today}
          {...form.field('date')}
        />
        <SelectField
          col={{ xs: 6, md: 4 }}
          id="review-language"
          label="Written in"
          {...form.field('language')}
        >
          {LOCALES.map((locale) => (
            <option key={locale} value={locale}>
              {languageName(locale)}
            </option>
          ))}
        </SelectField>
        {translationLocales(draft.language).map((locale) => (
          <fieldset key={locale} lang={locale} dir="auto" className="col-12 col-lg-6">
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
        ))}
      </Row>
    </FormShell>
  );
}
