import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router-dom';
import { useBackend } from '../../../backend/react/backend-context';
import { useBackendRead } from '../../../backend/react/use-backend-read';
import { adminStrings } from '../strings';
import ImageUploader from '../uploads/image-uploader';
import { useImageUploads } from '../uploads/use-image-uploads';
import { useSaveWithUploads } from '../uploads/use-save-with-uploads';
import { useUnsavedUploads } from '../uploads/use-unsaved-uploads';
import ProductFields from './product-fields';
import ProductImagesEditor from './product-images-editor';
import { checkDraft, type ProductDraft } from './product-draft';
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

/** The add and edit form: fields, images (upload, order, remove) and a save that never loses what was typed. */
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
  const [draft, setDraft] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const { saving, error, setError, save: saveWithUploads } = useSaveWithUploads(uploads, unsaved);
  // The maximum hours must fit the operating hours; without the settings the backend's own limits still apply.
  const settings = useBackendRead('the booking settings', (from) => from.booking.getSettings());
  const check = checkDraft(draft, settings.status === 'ready' ? settings.data : undefined);

  const change = (patch: Partial<ProductDraft>) => setDraft((current) => ({ ...current, ...patch }));

  function moveImage(index: number, direction: -1 | 1) {
    const images = [...draft.images];
    [images[index], images[index + direction]] = [images[index + direction], images[index]];
    change({ images });
  }

  function removeImage(index: number) {
    const path = draft.images[index];
    change({ images: draft.images.filter((_, at) => at !== index) });
    // A file uploaded in this form goes now; a saved one only once the document no longer names it.
    if (unsaved.has(path)) void unsaved.discard(path);
  }

  function addUploaded(paths: string[]) {
    unsaved.add(paths);
    setDraft((current) => ({ ...current, images: [...current.images, ...paths] }));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    if (!check.valid) {
      setError(check.missingRequired ? adminStrings.requiredFields : null);
      return;
    }
    const saved = await saveWithUploads(
      () => save(draft),
      failureMessage,
      (removed) =>
        setDraft((current) => ({
          ...current,
          images: current.images.filter((image) => !removed.includes(image)),
        })),
    );
    if (!saved) return;
    const dropped = initial.images.filter((image) => !draft.images.includes(image));
    await Promise.all(
      dropped.map((path) =>
        backend.files
          .remove(path)
          .catch((cause: unknown) => console.warn(`Could not delete ${path}.`, cause)),
      ),
    );
    await onSaved();
  }

  return (
    <Form noValidate onSubmit={submit} aria-label="Product">
      {error && (
        <Alert variant="danger" role="alert">
          {error}
        </Alert>
      )}
      <ProductFields draft={draft} errors={submitted ? check.errors : {}} onChange={change} />
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
