import Row from 'react-bootstrap/Row';
import { useBackend } from '../../../backend/react/backend-context';
import type { ServiceInput } from '../../../domain/service';
import { LIMITS } from '../../../domain/limits';
import FormShell from '../forms/form-shell';
import FormFields from '../forms/form-fields';
import { useImageForm } from '../forms/use-image-form';
import type { ListFormProps } from '../list/use-admin-list';
import FormTranslations from '../forms/form-translations';
import type { TranslatedField } from '../translation-fields';
import SingleImageField from '../uploads/single-image-field';
import { photoStoredFiles, removeFiles } from '../uploads/upload-photo';
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

interface ServiceFormProps extends ListFormProps<ServiceInput> {
  /** The service's id (from `services.newId()` for a new one), so its image goes to Services/{id}/. */
  serviceId: string;
  initial: ServiceDraft;
  /** The other services' names: a name is a page address, so it must be free. */
  otherNames: readonly string[];
}

/**
 * Adds or edits a service: its name, description and image, and both texts in Arabic and Russian. A failed save
 * keeps everything typed and deletes the image uploaded for it; a saved edit deletes the uploaded image it replaced.
 */
export default function ServiceForm(props: ServiceFormProps) {
  const { serviceId, initial, otherNames, save, onSaved } = props;
  const backend = useBackend();
  const { form, uploads, image } = useImageForm({
    folder: 'Services',
    ownerId: serviceId,
    initial,
    check: (draft: ServiceDraft) => checkServiceDraft(draft, otherNames),
    write: (draft: ServiceDraft) => save(serviceDraftToInput(draft)),
    fallback: initial.image,
    messages: props.messages,
    async onSaved(saved) {
      // The photo this edit replaced or removed is no longer named by the service: its files go.
      if (initial.image && initial.image.src !== saved.image?.src) {
        await removeFiles(backend.files, photoStoredFiles(initial.image));
      }
      await onSaved();
    },
  });
  const { draft } = form;
  const renamed = initial.name !== '' && draft.name.trim() !== initial.name;
  const nameHint = renamed
    ? 'Renaming changes the page’s address (/services/name): links to the old one stop working.'
    : 'Also the page’s address: /services/name.';

  return (
    <FormShell name="service" form={form} busy={uploads.busy} {...props}>
      <Row className="g-3 mb-3">
        <FormFields
          form={form}
          idPrefix="service"
          fields={[
            { key: 'name', label: 'Name', required: true, maxLength: LIMITS.name, hint: nameHint },
            { key: 'description', label: 'Description', rows: 3, maxLength: LIMITS.text },
          ]}
        />
        <FormTranslations form={form} idPrefix="service" fields={TRANSLATED_FIELDS} />
      </Row>
      <SingleImageField {...image} alt="Service image" />
    </FormShell>
  );
}
