import Button from 'react-bootstrap/Button';
import AppImage from '../../../components/app-image';
import type { Photo } from '../../../domain/photo';

interface ProductImagesEditorProps {
  images: Photo[];
  onMove: (index: number, direction: -1 | 1) => void;
  onRemove: (index: number) => void;
  disabled?: boolean;
}

/** The product's images in order (the first is the card image): move earlier or later, or remove. */
export default function ProductImagesEditor({
  images,
  onMove,
  onRemove,
  disabled,
}: ProductImagesEditorProps) {
  if (images.length === 0) return <p className="text-body-secondary">No images yet.</p>;
  return (
    <ol className="list-unstyled d-grid gap-3 mb-3" aria-label="Product images">
      {images.map((image, index) => {
        const number = index + 1;
        return (
          <li key={image.src} className="d-flex flex-wrap align-items-center gap-3">
            <AppImage
              src={image.src}
              alt={`Image ${number}`}
              width={120}
              height={90}
              className="admin-thumb-small"
            />
            <div className="d-flex flex-column gap-1">
              <span className="fw-semibold">{index === 0 ? 'Card image' : `Image ${number}`}</span>
              <div className="d-flex flex-wrap gap-2">
                <Button
                  size="sm"
                  variant="outline-secondary"
                  onClick={() => onMove(index, -1)}
                  disabled={disabled || index === 0}
                  aria-label={`Move image ${number} earlier`}
                >
                  Earlier
                </Button>
                <Button
                  size="sm"
                  variant="outline-secondary"
                  onClick={() => onMove(index, 1)}
                  disabled={disabled || index === images.length - 1}
                  aria-label={`Move image ${number} later`}
                >
                  Later
                </Button>
                <Button
                  size="sm"
                  variant="outline-danger"
                  onClick={() => onRemove(index)}
                  disabled={disabled}
                  aria-label={`Remove image ${number}`}
                >
                  Remove
                </Button>
              </div>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
