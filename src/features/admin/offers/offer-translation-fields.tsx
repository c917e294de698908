import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import type { TranslatedLocale } from '../../../backend/types';
import { LIMITS } from '../../../domain/limits';
import type { OfferErrors, OfferTextDraft } from './offer-draft';

const LANGUAGES: Record<TranslatedLocale, string> = { ar: 'Arabic', ru: 'Russian' };

/** An offer's name, description and features in one other language; all optional (empty shows the English). */
export default function OfferTranslationFields({
  locale,
  text,
  errors,
  onChange,
}: {
  locale: TranslatedLocale;
  text: OfferTextDraft;
  errors: OfferErrors;
  onChange: (patch: Partial<OfferTextDraft>) => void;
}) {
  const language = LANGUAGES[locale];
  const id = (field: keyof OfferTextDraft) => `offer-${locale}-${field}`;
  const error = (field: keyof OfferTextDraft) => errors[`${locale}.${field}`];
  return (
    <Col xs={12} lg={6}>
      <fieldset lang={locale} dir="auto">
        <legend className="fs-6 fw-semibold">In {language} (optional)</legend>
        <Form.Group controlId={id('name')} className="mb-2">
          <Form.Label>Name in {language}</Form.Label>
          <Form.Control
            type="text"
            dir="auto"
            maxLength={LIMITS.name}
            value={text.name}
            isInvalid={Boolean(error('name'))}
            onChange={(event) => onChange({ name: event.target.value })}
          />
          <Form.Control.Feedback type="invalid">{error('name')}</Form.Control.Feedback>
        </Form.Group>
        <Form.Group controlId={id('description')} className="mb-2">
          <Form.Label>Description in {language}</Form.Label>
          <Form.Control
            as="textarea"
            rows={2}
            dir="auto"
            maxLength={LIMITS.text}
            value={text.description}
            isInvalid={Boolean(error('description'))}
            onChange={(event) => onChange({ description: event.target.value })}
          />
          <Form.Control.Feedback type="invalid">{error('description')}</Form.Control.Feedback>
        </Form.Group>
        <Form.Group controlId={id('features')}>
          <Form.Label>Features in {language}</Form.Label>
          <Form.Control
            type="text"
            dir="auto"
            value={text.features}
            isInvalid={Boolean(error('features'))}
            onChange={(event) => onChange({ features: event.target.value })}
          />
          <Form.Control.Feedback type="invalid">{error('features')}</Form.Control.Feedback>
          <Form.Text>Separated by commas. Empty fields show the English to {language} visitors.</Form.Text>
        </Form.Group>
      </fieldset>
    </Col>
  );
}
