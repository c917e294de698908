import { useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router-dom';
import { useBackend } from '../../../backend/react/backend-context';
import { useBackendRead } from '../../../backend/react/use-backend-read';
import { useInvalidate } from '../../../backend/react/use-invalidate';
import { paths } from '../../../config/paths';
import { withFlash } from '../flash';
import FormShell from '../forms/form-shell';
import { useAdminForm } from '../forms/use-admin-form';
import { adminStrings } from '../strings';
import ImageUploader from '../uploads/image-uploader';
import { photoList } from '../uploads/photo-list';
import { saveWithUploads, uploadedWith } from '../uploads/save-with-uploads';
import { photoStoredFiles, removeFiles } from '../uploads/upload-photo';
import { useImageUploads } from '../uploads/use-image-uploads';
import { useUnsavedUploads } from '../uploads/use-unsaved-uploads';
import YachtFields from './yacht-fields';
import YachtImagesEditor from './yacht-images-editor';
import { checkDraft, type DraftErrors, type YachtDraft } from './yacht-draft';

interface YachtFormProps {
  /** The screen's heading. */
  title: string;
  yachtId: string;
  initial: YachtDraft;
  submitLabel: string;
  /** Saves the document; throws on failure. */
  save: (draft: YachtDraft) => Promise<void>;
  failureMessage: string;
  /** Said on the list, where a save (and the clean-up of removed images) goes back to. */
  savedMessage: string;
}

/**
 * The fields' messages, and `required` (said above the form) while the name, the price or a photo is missing;
 * photos chosen and not yet uploaded count, as Save uploads them.
 */
function yachtErrors(...args: Parameters<typeof checkDraft>): DraftErrors & { required?: string } {
  const { errors, missingRequired } = checkDraft(...args);
  if (!missingRequired) return errors;
  const [draft, , chosen = 0] = args;
  const photosMissing = draft.images.length + chosen === 0;
  return {
    ...errors,
    required: photosMissing ? adminStrings.requiredFields : adminStrings.requiredFieldsWithPhotos,
  };
}

/**
 * The add and edit screens: fields, photos (upload, order, describe, remove) and a save that never loses what was
 * typed. Save first uploads the photos chosen and not yet uploaded; if one fails, nothing is saved and the message
 * names it. After a save, the list with its message.
 */
export default function YachtForm({ title, yachtId, initial, submitLabel, ...props }: YachtFormProps) {
  const backend = useBackend();
  const invalidate = useInvalidate();
  const navigate = useNavigate();
  const uploads = useImageUploads({ folder: 'Products', ownerId: yachtId, multiple: true });
  const unsaved = useUnsavedUploads();
  const [uploadAlert, setUploadAlert] = useState<string | null>(null);
  // The maximum hours must fit the operating hours; without the settings the backend's own limits still apply.
  const settings = useBackendRead('booking settings', (from) => from.booking.getSettings());
  const settingsData = settings.status === 'ready' ? settings.data : undefined;
  const chosen = uploads.pendingNames.length;
  const form = useAdminForm({
    initial,
    check: (draft: YachtDraft) => yachtErrors(draft, settingsData, chosen),
    ...saveWithUploads<YachtDraft>(
      uploads,
      unsaved,
      props.save,
      (draft, removed) => ({
        ...draft,
        images: draft.images.filter((image) => !uploadedWith(image, removed)),
      }),
      adminStrings.photosRemovedBySave,
    ),
    messages: {
      invalid: (errors) => errors.required ?? null,
      failure: props.failureMessage,
      log: 'Saving the yacht failed.',
    },
    async onSaved(saved) {
      // Photos taken out of the yacht go from storage once the yacht no longer lists them: all their files.
      const kept = new Set(saved.images.map((image) => image.src));
      const dropped = initial.images.filter((image) => !kept.has(image.src));
      await removeFiles(backend.files, dropped.flatMap(photoStoredFiles));
      // The list and this yacht (`products/${id}`) are read again.
      await invalidate('products');
      navigate(paths.admin.yachts, withFlash({ variant: 'success', text: props.savedMessage }));
    },
  });
  const { draft, change, saving } = form;
  const photos = photoList(draft.images, form.updater('images'), unsaved);

  async function submit(event: FormEvent<HTMLFormElement>) {
    setUploadAlert(null);
    const ready = checkDraft(draft, settingsData, chosen).valid;
    if (!uploads.hasPending || !ready) {
      await form.submit(event);
      return;
    }
    event.preventDefault();
    const formElement = event.currentTarget;
    const { uploaded, failed } = await uploads.upload();
    if (failed.length > 0) {
      if (uploaded.length > 0) photos.add(uploaded);
      setUploadAlert(adminStrings.photosNotUploaded(failed));
      return;
    }
    // The photos are put in the draft and shown at once, then the form is submitted again: it saves them.
    flushSync(() => photos.add(uploaded));
    formElement.requestSubmit();
  }

  return (
    <>
      <h1 className="h3 mb-4">{title}</h1>
      <FormShell
        name="yacht"
        label="Product"
        form={form}
        onSubmit={(event) => void submit(event)}
        alert={uploadAlert ? { variant: 'danger', text: uploadAlert } : null}
        submitLabel={submitLabel}
        busy={uploads.busy}
        busyLabel="Uploading photos..."
        onCancel={paths.admin.yachts}
      >
        <YachtFields draft={draft} errors={form.errors} onChange={change} />
        <h2 className="h5 mt-4">Images</h2>
        <YachtImagesEditor
          images={draft.images}
          yachtName={draft.name}
          errors={form.errors}
          onMove={photos.move}
          onRemove={photos.remove}
          onAltChange={photos.describe}
          disabled={uploads.busy || saving}
        />
        <ImageUploader
          uploads={uploads}
          label="Add images"
          multiple
          onUploaded={photos.add}
          pendingHint={adminStrings.pendingUploadedBySave(submitLabel)}
        />
      </FormShell>
    </>
  );
}
