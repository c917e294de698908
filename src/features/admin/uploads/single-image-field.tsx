import Button from 'react-bootstrap/Button';
import AppImage from '../../../components/app-image';
import ImageUploader from './image-uploader';
import type { Photo } from '../../../domain/photo';
import { photoStoredFiles, type UploadedPhoto } from './upload-photo';
import type { ImageUploads } from './use-image-uploads';
import type { useUnsavedUploads } from './use-unsaved-uploads';

interface SingleImageFieldProps {
  uploads: ImageUploads;
  unsaved: ReturnType<typeof useUnsavedUploads>;
  /** The photo, or none. */
  image: Photo | undefined;
  onChange: (image: Photo | undefined) => void;
  /** The preview's text alternative, e.g. "Offer image". */
  alt: string;
  disabled: boolean;
}

/**
 * One image for a form: its preview with "Remove image", and the uploader. A new upload replaces the image; one
 * uploaded in this form and replaced or removed before saving is deleted at once (a saved one stays until the
 * document no longer names it).
 */
export default function SingleImageField({
  uploads,
  unsaved,
  image,
  onChange,
  alt,
  disabled,
}: SingleImageFieldProps) {
  function set(photo: Photo | undefined) {
    const files = image ? photoStoredFiles(image) : [];
    if (files.some((file) => unsaved.has(file))) void unsaved.discard(...files);
    onChange(photo);
  }

  function uploaded(photos: UploadedPhoto[]) {
    const last = photos.at(-1);
    if (!last) return;
    unsaved.add(last.paths);
    set(last.photo);
  }

  return (
    <>
      {image && (
        <div className="d-flex align-items-center gap-3 mb-3">
          <AppImage src={image.src} alt={alt} width={120} height={90} className="admin-thumb-small" />
          <Button variant="outline-danger" size="sm" onClick={() => set(undefined)} disabled={disabled}>
            Remove image
          </Button>
        </div>
      )}
      <ImageUploader uploads={uploads} label="Image" multiple={false} onUploaded={uploaded} />
    </>
  );
}
