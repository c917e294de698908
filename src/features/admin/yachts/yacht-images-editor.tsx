import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import AppImage from '../../../components/app-image';
import { LIMITS } from '../../../domain/limits';
import type { Photo } from '../../../domain/photo';
import CheckedField from '../checked-field';
import MoveButtons from '../list/move-buttons';
import { defaultPhotoAlt, type DraftErrors } from './yacht-draft';

interface YachtImagesEditorProps {
  images: Photo[];
  /** The yacht's name as typed, for the default descriptions. */
  yachtName: string;
  errors: DraftErrors;
  onMove: (index: number, direction: -1 | 1) => void;
  onRemove: (index: number) => void;
  onAltChange: (index: number, alt: string) => void;
  disabled?: boolean;
}

/**
 * The yacht's photos in order (the first is the card image): move earlier or later, remove, and describe each for
 * people who cannot see it (empty: the page says "{yacht} — photo N").
 */
export default function YachtImagesEditor({
  images,
  yachtName,
  errors,
  onMove,
  onRemove,
  onAltChange,
  disabled,
}: YachtImagesEditorProps) {
  if (images.length === 0) return <p className="text-body-secondary">No images yet.</p>;
  return (
    <ol className="list-unstyled d-grid gap-4 mb-3" aria-label="Product images">
      {images.map((image, index) => {
        const number = index + 1;
        const fallback = defaultPhotoAlt(yachtName, number);
        return (
          <li key={image.src} className="d-flex flex-wrap align-items-start gap-3">
            <AppImage
              src={image.src}
              alt={`Image ${number}`}
              width={120}
              height={90}
              className="admin-thumb-small"
            />
            <div className="d-flex flex-column gap-2 flex-grow-1" style={{ minWidth: '14rem' }}>
              <div className="d-flex flex-wrap align-items-baseline gap-2">
                <span className="fw-semibold">{index === 0 ? 'Card image' : `Image ${number}`}</span>
                <span className="small text-body-secondary">
                  {image.width} × {image.height} px
                </span>
              </div>
              <div className="d-flex flex-wrap gap-2">
                <MoveButtons
                  texts={['Earlier', 'Later']}
                  label={(direction) => `Move image ${number} ${direction < 0 ? 'earlier' : 'later'}`}
                  first={index === 0}
                  last={index === images.length - 1}
                  disabled={disabled}
                  onMove={(direction) => onMove(index, direction)}
                />
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
              <CheckedField
                id={`yacht-photo-alt-${index}`}
                label={`Description of image ${number} (optional)`}
                error={errors[`alt.${index}`]}
                hint={`What it shows, in one line. Left empty, it reads “${fallback}”.`}
              >
                {(control) => (
                  <Form.Control
                    type="text"
                    size="sm"
                    maxLength={LIMITS.alt}
                    value={image.alt}
                    disabled={disabled}
                    onChange={(event) => onAltChange(index, event.target.value)}
                    {...control}
                  />
                )}
              </CheckedField>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
