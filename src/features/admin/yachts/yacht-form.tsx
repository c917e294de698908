import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useBackend } from '../../../backend/react/backend-context';
import { useBackendRead } from '../../../backend/react/use-backend-read';
import { paths } from '../../../config/paths';
import FormShell from '../forms/form-shell';
import { moved } from '../list/moved';
import { useAdminForm } from '../forms/use-admin-form';
import { adminStrings } from '../strings';
import ImageUploader from '../uploads/image-uploader';
import { saveWithUploads } from '../uploads/save-with-uploads';
import { photoStoredFiles, removeFiles, type UploadedPhoto } from '../uploads/upload-photo';
import { useImageUploads } from '../uploads/use-image-uploads';
import { useUnsavedUploads } from '../uploads/use-unsaved-uploads';
import YachtFields from './yacht-fields';
import YachtImagesEditor from './yacht-images-editor';
import { checkDraft, type DraftErrors, type YachtDraft } from './yacht-draft';

interface YachtFormProps {
  yachtId: string;
  initial: YachtDraft;
  submitLabel: string;
  /** Saves the document; throws on failure. */
  save: (draft: YachtDraft) => Promise<void>;
  failureMessage: string;
  /** After a successful save (and the clean-up of removed images). */
  onSaved: () => void | Promise<void>;
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
 * The add and edit form: fields, photos (upload, order, describe, remove) and a save that never loses what was
 * typed. Save first uploads the photos chosen and not yet uploaded; if one fails, nothing is saved and the message
 * names it.
 */
export default function YachtForm({ yachtId, initial, submitLabel, ...props }: YachtFormProps) {
  const backend = useBackend();
  const uploads = useImageUploads({ folder: 'Products', ownerId: yachtId, multiple: true });
  const unsaved = useUnsavedUploads();
  const formElement = useRef<HTMLFormElement>(null);
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
        images: draft.images.filter(
          (image) => !photoStoredFiles(image).some((file) => removed.includes(file)),
        ),
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
      await props.onSaved();
    },
  });
  const { draft, change, saving } = form;

  const moveImage = (index: number, direction: -1 | 1) =>
    change({ images: moved(draft.images, index, direction) ?? draft.images });

  function removeImage(index: number) {
    const files = photoStoredFiles(draft.images[index]);
    change({ images: draft.images.filter((_, at) => at !== index) });
    // A photo uploaded in this form goes now, every file of it; a saved one only once the yacht no longer lists it.
    const uploadedHere = files.filter((file) => unsaved.has(file));
    if (uploadedHere.length > 0) void unsaved.discard(...uploadedHere);
  }

  const images = form.updater('images');
  const changeAlt = (index: number, alt: string) =>
    images((list) => list.map((image, at) => (at === index ? { ...image, alt } : image)));

  function addUploaded(uploaded: UploadedPhoto[]) {
    unsaved.add(uploaded.flatMap((photo) => photo.paths));
    images((list) => [...list, ...uploaded.map((item) => item.photo)]);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    setUploadAlert(null);
    const ready = checkDraft(draft, settingsData, chosen).valid;
    if (!uploads.hasPending || !ready) {
      await form.submit(event);
      return;
    }
    event.preventDefault();
    const { uploaded, failed } = await uploads.upload();
    if (failed.length > 0) {
      if (uploaded.length > 0) addUploaded(uploaded);
      setUploadAlert(adminStrings.photosNotUploaded(failed));
      return;
    }
    // The photos are put in the draft and shown at once, then the form is submitted again: it saves them.
    flushSync(() => addUploaded(uploaded));
    formElement.current?.requestSubmit();
  }

  return (
    <FormShell
      name="yacht"
      label="Product"
      form={form}
      formRef={formElement}
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
        onMove={moveImage}
        onRemove={removeImage}
        onAltChange={changeAlt}
        disabled={uploads.busy || saving}
      />
      <ImageUploader
        uploads={uploads}
        label="Add images"
        multiple
        onUploaded={addUploaded}
        pendingHint={adminStrings.pendingUploadedBySave(submitLabel)}
      />
    </FormShell>
  );
}
