import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useBackend } from '../../../backend/react/backend-context';
import type { ServiceInput } from '../../../domain/service';
import { LIMITS } from '../../../domain/limits';
import FormShell, { useFirstFieldFocus } from '../forms/form-shell';
import { useAdminForm } from '../forms/use-admin-form';
import TranslationFields, { type TranslatedField } from '../translation-fields';
import SingleImageField from '../uploads/single-image-field';
import { photoStoredFiles, removeFiles } from '../uploads/upload-photo';
import { useImageUploads } from '../uploads/use-image-uploads';
import { saveWithUploads, uploadedWith } from '../uploads/save-with-uploads';
import { useUnsavedUploads } from '../uploads/use-unsaved-uploads';
import {
  checkServiceDraft,
  serviceDraftToInput,
  type ServiceDraft,
  type ServiceTextDraft,
} from './service-draft';

const TRANSLATED_FIELDS: readonly TranslatedField<keyof ServiceTextDraft>[] = [
  { key: 'name', label: 'Name', maxLength: LIMITS.name },
  {
    key: 'description',
    label: 'Description',
    multiline: true,
    maxLength: LIMITS.text,
    help: (language) => `Empty fields show the English to ${language} visitors.`,
  },
];

interface ServiceFormProps {
  /** The service's id (from `services.newId()` for a new one), so its image goes to Services/{id}/. */
  serviceId: string;
  initial: ServiceDraft;
  /** The other services' names: a name is a page address, so it must be free. */
  otherNames: readonly string[];
  title: string;
  submitLabel: string;
  /** Saves the service; throws on failure. */
  save: (input: ServiceInput) => Promise<void>;
  failureMessage: string;
  onSaved: () => void | Promise<void>;
  onCancel?: () => void;
  /** Moves the focus to the name when the form opens (an edit started from the list). */
  focusFirstField?: boolean;
}

/**
 * Adds or edits a service: its name, description and image, and both texts in Arabic and Russian. A failed save
 * keeps everything typed and deletes the image uploaded for it; a saved edit deletes the uploaded image it replaced.
 */
export default function ServiceForm({
  serviceId,
  initial,
  otherNames,
  title,
  submitLabel,
  save,
  failureMessage,
  onSaved,
  onCancel,
  focusFirstField = false,
}: ServiceFormProps) {
  const backend = useBackend();
  const uploads = useImageUploads({
    folder: 'Services',
    ownerId: serviceId,
    multiple: false,
    variants: 'all',
  });
  const unsaved = useUnsavedUploads();
  const form = useAdminForm({
    initial,
    check: (draft: ServiceDraft) => checkServiceDraft(draft, otherNames),
    ...saveWithUploads<ServiceDraft>(
      uploads,
      unsaved,
      (draft) => save(serviceDraftToInput(draft)),
      (draft, removed) => (uploadedWith(draft.image, removed) ? { ...draft, image: initial.image } : draft),
    ),
    messages: { failure: failureMessage, log: 'Saving the service failed.' },
    async onSaved(saved) {
      // The photo this edit replaced or removed is no longer named by the service: its files go.
      if (initial.image && initial.image.src !== saved.image?.src) {
        await removeFiles(backend.files, photoStoredFiles(initial.image));
      }
      await onSaved();
    },
  });
  const { draft, errors, change, saving } = form;
  const nameField = useFirstFieldFocus<HTMLInputElement>(focusFirstField);
  const renamed = initial.name !== '' && draft.name.trim() !== initial.name;

  return (
    <FormShell
      name="service"
      title={title}
      form={form}
      submitLabel={submitLabel}
      busy={uploads.busy}
      onCancel={onCancel}
    >
      <Row className="g-3 mb-3">
        <Col xs={12}>
          <Form.Group controlId="service-name">
            <Form.Label>
              Name<span aria-hidden="true"> *</span>
            </Form.Label>
            <Form.Control
              ref={nameField}
              type="text"
              required
              maxLength={LIMITS.name}
              aria-describedby="service-name-help"
              isInvalid={Boolean(errors.name)}
              autoComplete="off"
              {...form.text('name')}
            />
            <Form.Control.Feedback type="invalid">{errors.name}</Form.Control.Feedback>
            <Form.Text id="service-name-help">
              {renamed
                ? 'Renaming changes the page’s address (/services/name): links to the old one stop working.'
                : 'Also the page’s address: /services/name.'}
            </Form.Text>
          </Form.Group>
        </Col>
        <Col xs={12}>
          <Form.Group controlId="service-description">
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
        <TranslationFields
          idPrefix="service"
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
        alt="Service image"
        disabled={saving}
      />
    </FormShell>
  );
}
