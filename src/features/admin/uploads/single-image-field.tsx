import Button from 'react-bootstrap/Button';
import AppImage from '../../../components/app-image';
import ImageUploader from './image-uploader';
import type { UploadedPhoto } from './upload-photo';
import type { ImageUploads } from './use-image-uploads';
import type { useUnsavedUploads } from './use-unsaved-uploads';

interface SingleImageFieldProps {
  uploads: ImageUploads;
  unsaved: ReturnType<typeof useUnsavedUploads>;
  /** The image's path ('' for none). */
  image: string;
  onChange: (image: string) => void;
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
  function set(path: string) {
    if (image && unsaved.has(image)) void unsaved.discard(image);
    onChange(path);
  }

  function uploaded(photos: UploadedPhoto[]) {
    const paths = photos.flatMap((photo) => photo.paths);
    unsaved.add(paths);
    // One file per image (the hook makes the largest variant only): its path is the image.
    set(paths[paths.length - 1]);
  }

  return (
    <>
      {image && (
        <div className="d-flex align-items-center gap-3 mb-3">
          <AppImage src={image} alt={alt} width={120} height={90} className="admin-thumb-small" />
          <Button variant="outline-danger" size="sm" onClick={() => set('')} disabled={disabled}>
            Remove image
          </Button>
        </div>
      )}
      <ImageUploader uploads={uploads} label="Image" multiple={false} onUploaded={uploaded} />
    </>
  );
}
