import { useId, type ChangeEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { adminStrings } from '../strings';
import { ACCEPTED_IMAGE_TYPES } from './prepare-image';
import type { UploadedPhoto } from './upload-photo';
import type { ImageUploads, UploadState } from './use-image-uploads';

interface ImageUploaderProps {
  uploads: ImageUploads;
  label: string;
  multiple: boolean;
  /** Called with the photos stored by a press of Upload. */
  onUploaded: (uploaded: UploadedPhoto[]) => void;
  /** Said while chosen files wait (default: they wait for Upload). */
  pendingHint?: string;
}

function statusText(state: UploadState): string {
  switch (state.kind) {
    case 'pending':
      return 'Pending';
    case 'preparing':
      return 'Resizing…';
    case 'uploading':
      return `${state.percent}%`;
    case 'uploaded':
      return '100% · uploaded';
    case 'failed':
      return state.message;
  }
}

/**
 * Choose photos (JPEG, PNG, WebP or AVIF, up to 25 MB), see each as 'Pending', 'Resizing…', then the percentage of
 * its files uploaded, or why it failed; files that cannot be used are refused at once, saying why.
 */
export default function ImageUploader({
  uploads,
  label,
  multiple,
  onUploaded,
  pendingHint = adminStrings.pendingNotUploaded,
}: ImageUploaderProps) {
  const inputId = useId();
  const helpId = `${inputId}-help`;

  function choose(event: ChangeEvent<HTMLInputElement>) {
    uploads.choose(Array.from(event.target.files ?? []));
    // Lets the same file be chosen again after it was removed from the list.
    event.target.value = '';
  }

  async function upload() {
    const { uploaded } = await uploads.upload();
    if (uploaded.length > 0) onUploaded(uploaded);
  }

  return (
    <fieldset className="border rounded p-3 mb-3">
      <legend className="float-none w-auto px-1 fs-6 fw-semibold mb-1">{label}</legend>
      <Form.Label htmlFor={inputId}>{multiple ? 'Choose images' : 'Choose an image'}</Form.Label>
      <Form.Control
        id={inputId}
        type="file"
        accept={ACCEPTED_IMAGE_TYPES.join(',')}
        multiple={multiple}
        onChange={choose}
        disabled={uploads.busy}
        aria-describedby={helpId}
      />
      <Form.Text id={helpId}>{adminStrings.uploadHelp}</Form.Text>
      {uploads.refused.length > 0 && (
        <Alert variant="warning" className="mt-2 mb-0">
          {uploads.refused.length === 1 ? (
            uploads.refused[0]
          ) : (
            <ul className="mb-0 ps-3">
              {uploads.refused.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          )}
        </Alert>
      )}
      {uploads.entries.length > 0 && (
        <ul className="list-unstyled mt-3 mb-0 d-grid gap-2" aria-label="Chosen images">
          {uploads.entries.map((entry) => (
            <li key={entry.key} className="d-flex flex-wrap align-items-center gap-2 admin-upload-entry">
              <span className="text-break flex-grow-1">{entry.file.name}</span>
              <span
                className={entry.state.kind === 'failed' ? 'text-danger' : 'text-body-secondary'}
                aria-live="polite"
              >
                {statusText(entry.state)}
              </span>
              {(entry.state.kind === 'pending' || entry.state.kind === 'failed') && !uploads.busy && (
                <Button
                  variant="link"
                  size="sm"
                  className="p-0"
                  onClick={() => uploads.discard(entry.key)}
                  aria-label={`Remove ${entry.file.name} from the list`}
                >
                  Remove
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <div className="d-flex flex-wrap align-items-center gap-2 mt-3">
        <Button variant="outline-primary" onClick={upload} disabled={!uploads.hasPending || uploads.busy}>
          {uploads.busy ? 'Uploading...' : 'Upload'}
        </Button>
        {uploads.hasPending && !uploads.busy && <span className="small">{pendingHint}</span>}
      </div>
    </fieldset>
  );
}
