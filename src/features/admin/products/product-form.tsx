import { readPhoto, storagePathOf, type Photo } from '../../../domain/photo';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router-dom';
import { useBackend } from '../../../backend/react/backend-context';
import { useBackendRead } from '../../../backend/react/use-backend-read';
import FormAlert from '../forms/form-alert';
import { useAdminForm } from '../forms/use-admin-form';
import { adminStrings } from '../strings';
import ImageUploader from '../uploads/image-uploader';
import { useImageUploads } from '../uploads/use-image-uploads';
import { saveWithUploads } from '../uploads/save-with-uploads';
import { useUnsavedUploads } from '../uploads/use-unsaved-uploads';
import ProductFields from './product-fields';
import ProductImagesEditor from './product-images-editor';
import { checkDraft, type DraftErrors, type ProductDraft } from './product-draft';
import { paths } from '../../../config/paths';

interface ProductFormProps {
  productId: string;
  initial: ProductDraft;
  submitLabel: string;
  /** Saves the document; throws on failure. */
  save: (draft: ProductDraft) => Promise<void>;
  failureMessage: string;
  /** After a successful save (and the clean-up of removed images). */
  onSaved: () => void | Promise<void>;
}

/** The fields' messages, and `required` (said above the form) while the name, the price or an image is missing. */
function productErrors(...args: Parameters<typeof checkDraft>): DraftErrors & { required?: string } {
  const { errors, missingRequired } = checkDraft(...args);
  return missingRequired ? { ...errors, required: adminStrings.requiredFields } : errors;
}

/** The add and edit form: fields, images (upload, order, remove) and a save that never loses what was typed. */
/** The stored file of an uploaded photo: its storage path (a site image: its address). */
const photoPath = (photo: Photo) => storagePathOf(photo.src) ?? photo.src;

export default function ProductForm({
  productId,
  initial,
  submitLabel,
  save,
  failureMessage,
  onSaved,
}: ProductFormProps) {
  const backend = useBackend();
  const uploads = useImageUploads({ folder: 'Products', ownerId: productId, multiple: true });
  const unsaved = useUnsavedUploads();
  // The maximum hours must fit the operating hours; without the settings the backend's own limits still apply.
  const settings = useBackendRead('booking settings', (from) => from.booking.getSettings());
  const form = useAdminForm({
    initial,
    check: (draft: ProductDraft) =>
      productErrors(draft, settings.status === 'ready' ? settings.data : undefined),
    ...saveWithUploads<ProductDraft>(uploads, unsaved, save, (draft, removed) => ({
      ...draft,
      images: draft.images.filter((image) => !removed.includes(photoPath(image))),
    })),
    messages: {
      invalid: (errors) => errors.required ?? null,
      failure: failureMessage,
      log: 'Saving the yacht failed.',
    },
    async onSaved(saved) {
      const kept = new Set(saved.images.map(photoPath));
      const dropped = initial.images.map(photoPath).filter((path) => !kept.has(path));
      await Promise.all(
        dropped.map((path) =>
          backend.files
            .remove(path)
            .catch((cause: unknown) => console.warn(`Could not delete ${path}.`, cause)),
        ),
      );
      await onSaved();
    },
  });
  const { draft, change, saving } = form;

  function moveImage(index: number, direction: -1 | 1) {
    const images = [...draft.images];
    [images[index], images[index + direction]] = [images[index + direction], images[index]];
    change({ images });
  }

  function removeImage(index: number) {
    const path = photoPath(draft.images[index]);
    change({ images: draft.images.filter((_, at) => at !== index) });
    // A file uploaded in this form goes now; a saved one only once the document no longer names it.
    if (unsaved.has(path)) void unsaved.discard(path);
  }

  function addUploaded(paths: string[]) {
    unsaved.add(paths);
    const photos = paths.map((path) => readPhoto(backend.files.publicUrl(path), (file) => file) as Photo);
    form.update((current) => ({ ...current, images: [...current.images, ...photos] }));
  }

  return (
    <Form noValidate onSubmit={form.submit} aria-label="Product">
      <FormAlert alert={form.alert} />
      <ProductFields draft={draft} errors={form.errors} onChange={change} />
      <h2 className="h5 mt-4">Images</h2>
      <ProductImagesEditor
        images={draft.images}
        onMove={moveImage}
        onRemove={removeImage}
        disabled={saving}
      />
      <ImageUploader uploads={uploads} label="Add images" multiple onUploaded={addUploaded} />
      <div className="d-flex flex-wrap gap-2">
        <Button type="submit" disabled={uploads.busy || saving}>
          {saving ? 'Saving...' : submitLabel}
        </Button>
        <Link className="btn btn-outline-secondary" to={paths.admin.products}>
          Cancel
        </Link>
      </div>
    </Form>
  );
}
