import type { TranslatedLocale } from '../../../backend/types';
import { LIMITS } from '../../../domain/limits';
import TranslationFields, { type TranslatedField } from '../translation-fields';
import type { OfferErrors, OfferTextDraft } from './offer-draft';

const FIELDS: readonly TranslatedField<keyof OfferTextDraft>[] = [
  { key: 'name', label: 'Name', maxLength: LIMITS.name },
  { key: 'description', label: 'Description', multiline: true, maxLength: LIMITS.text },
  {
    key: 'features',
    label: 'Features',
    help: (language) => `Separated by commas. Empty fields show the English to ${language} visitors.`,
  },
];

/** An offer's name, description and features in one other language; all optional (empty shows the English). */
export default function OfferTranslationFields(props: {
  locale: TranslatedLocale;
  text: OfferTextDraft;
  errors: OfferErrors;
  onChange: (patch: Partial<OfferTextDraft>) => void;
}) {
  return (
    <TranslationFields
      idPrefix="offer"
      locale={props.locale}
      fields={FIELDS}
      values={props.text}
      errors={props.errors}
      onChange={props.onChange}
    />
  );
}
