import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { LIMITS } from '../../../domain/limits';
import { useBackend } from '../../../backend/react/backend-context';
import FormAlert from '../forms/form-alert';
import { useAdminForm } from '../forms/use-admin-form';
import { adminStrings } from '../strings';
import TranslationFields, { type TranslatedField } from '../translation-fields';
import SingleImageField from '../uploads/single-image-field';
import { useImageUploads } from '../uploads/use-image-uploads';
import { saveWithUploads, uploadedWith } from '../uploads/save-with-uploads';
import { useUnsavedUploads } from '../uploads/use-unsaved-uploads';
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

interface OfferFormProps {
  /** From `offers.newId()`, so the image goes to Offers/{id}/ before the offer is saved. */
  offerId: string;
  onAdded: () => Promise<void>;
}

/** Creates an offer; a failure keeps everything typed and deletes the image uploaded for it. */
export default function OfferForm({ offerId, onAdded }: OfferFormProps) {
  const backend = useBackend();
  const uploads = useImageUploads({ folder: 'Offers', ownerId: offerId, multiple: false });
  const unsaved = useUnsavedUploads();
  const form = useAdminForm({
    initial: emptyOfferDraft,
    check: checkOfferDraft,
    ...saveWithUploads<OfferDraft>(
      uploads,
      unsaved,
      (draft) => backend.offers.add(offerDraftToInput(draft), offerId),
      (draft, removed) => (uploadedWith(draft.image, removed) ? { ...draft, image: undefined } : draft),
    ),
    messages: { failure: adminStrings.offerAddFailed, log: 'Adding the offer failed.' },
    onSaved: onAdded,
  });
  const { draft, errors, change, saving } = form;

  return (
    <Form noValidate onSubmit={form.submit} aria-labelledby="offer-form-title">
      <h2 id="offer-form-title" className="h5 mb-3">
        New offer
      </h2>
      <FormAlert alert={form.alert} />
      <Row className="g-3 mb-3">
        <Col xs={12}>
          <Form.Group controlId="offer-name">
            <Form.Label>
              Name<span aria-hidden="true"> *</span>
            </Form.Label>
            <Form.Control
              type="text"
              required
              maxLength={LIMITS.name}
              isInvalid={Boolean(errors.name)}
              autoComplete="off"
              {...form.text('name')}
            />
            <Form.Control.Feedback type="invalid">{errors.name}</Form.Control.Feedback>
          </Form.Group>
        </Col>
        <Col xs={12}>
          <Form.Group controlId="offer-description">
            <Form.Label>Description</Form.Label>
            <Form.Control
              as="textarea"
              rows={3}
              maxLength={LIMITS.text}
              isInvalid={Boolean(errors.description)}
              {...form.text('description')}
            />
            <Form.Control.Feedback type="invalid">{errors.description}</Form.Control.Feedback>
          </Form.Group>
        </Col>
        <Col xs={12}>
          <Form.Group controlId="offer-features">
            <Form.Label>Features</Form.Label>
            <Form.Control
              type="text"
              aria-describedby="offer-features-help"
              isInvalid={Boolean(errors.features)}
              autoComplete="off"
              {...form.text('features')}
            />
            <Form.Control.Feedback type="invalid">{errors.features}</Form.Control.Feedback>
            <Form.Text id="offer-features-help">
              Separate features with commas, e.g. Free drinks, 2 hours, Up to 10 guests.
            </Form.Text>
          </Form.Group>
        </Col>
        <Col xs={12} md={6}>
          <Form.Group controlId="offer-start">
            <Form.Label>Start</Form.Label>
            <Form.Control type="datetime-local" {...form.text('start')} />
          </Form.Group>
        </Col>
        <Col xs={12} md={6}>
          <Form.Group controlId="offer-end">
            <Form.Label>End</Form.Label>
            <Form.Control type="datetime-local" {...form.text('end')} isInvalid={Boolean(errors.end)} />
            <Form.Control.Feedback type="invalid">{errors.end}</Form.Control.Feedback>
          </Form.Group>
        </Col>
        <TranslationFields
          idPrefix="offer"
          fields={TRANSLATED_FIELDS}
          translations={draft.translations}
          errors={errors}
          onChange={(update) =>
            form.update((current) => ({ ...current, translations: update(current.translations) }))
          }
        />
      </Row>
      <SingleImageField
        uploads={uploads}
        unsaved={unsaved}
        image={draft.image}
        onChange={(image) => change({ image })}
        alt="Offer image"
        disabled={saving}
      />
      <Button type="submit" disabled={uploads.busy || saving}>
        {saving ? 'Adding...' : 'Add offer'}
      </Button>
    </Form>
  );
}
