import Row from 'react-bootstrap/Row';
import { LIMITS } from '../../../domain/limits';
import { useBackend } from '../../../backend/react/backend-context';
import FormShell from '../forms/form-shell';
import FormFields, { type FieldSpec } from '../forms/form-fields';
import { useImageForm } from '../forms/use-image-form';
import { adminStrings } from '../strings';
import FormTranslations from '../forms/form-translations';
import type { TranslatedField } from '../translation-fields';
import SingleImageField from '../uploads/single-image-field';
import {
  checkOfferDraft,
  emptyOfferDraft,
  offerDraftToInput,
  type OfferDraft,
  type OfferTextDraft,
} from './offer-draft';

const TRANSLATED_FIELDS: readonly TranslatedField<keyof OfferTextDraft>[] = [
  { key: 'name', label: 'Name', maxLength: LIMITS.name },
  { key: 'description', label: 'Description', multiline: true, maxLength: LIMITS.text },
  {
    key: 'features',
    label: 'Features',
    help: (language) => `Separated by commas. Empty fields show the English to ${language} visitors.`,
  },
];

const HALF = { xs: 12, md: 6 };
const FIELDS: readonly FieldSpec<keyof Omit<OfferDraft, 'image' | 'translations'>>[] = [
  { key: 'name', label: 'Name', required: true, maxLength: LIMITS.name },
  { key: 'description', label: 'Description', rows: 3, maxLength: LIMITS.text },
  {
    key: 'features',
    label: 'Features',
    hint: 'Separate features with commas, e.g. Free drinks, 2 hours, Up to 10 guests.',
  },
  { key: 'start', label: 'Start', type: 'datetime-local', col: HALF },
  { key: 'end', label: 'End', type: 'datetime-local', col: HALF },
];

interface OfferFormProps {
  /** From `offers.newId()`, so the image goes to Offers/{id}/ before the offer is saved. */
  offerId: string;
  onAdded: () => Promise<void>;
}

/** Creates an offer; a failure keeps everything typed and deletes the image uploaded for it. */
export default function OfferForm({ offerId, onAdded }: OfferFormProps) {
  const backend = useBackend();
  const { form, uploads, image } = useImageForm({
    folder: 'Offers',
    ownerId: offerId,
    initial: emptyOfferDraft,
    check: checkOfferDraft,
    write: (draft: OfferDraft) => backend.offers.add(offerDraftToInput(draft), offerId),
    messages: { failure: adminStrings.offerAddFailed, log: 'Adding the offer failed.' },
    onSaved: onAdded,
  });

  return (
    <FormShell
      name="offer"
      title="New offer"
      form={form}
      submitLabel="Add offer"
      savingLabel="Adding..."
      busy={uploads.busy}
    >
      <Row className="g-3 mb-3">
        <FormFields form={form} idPrefix="offer" fields={FIELDS} />
        <FormTranslations form={form} idPrefix="offer" fields={TRANSLATED_FIELDS} />
      </Row>
      <SingleImageField {...image} alt="Offer image" />
    </FormShell>
  );
}
