import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import type { TranslatedLocale } from '../../backend/types';

export const LANGUAGE_NAMES: Record<TranslatedLocale, string> = { ar: 'Arabic', ru: 'Russian' };

export interface TranslatedField<Key extends string> {
  key: Key;
  /** The English field's label: shown as "{label} in Arabic". */
  label: string;
  multiline?: boolean;
  maxLength?: number;
  /** Shown under the field; `{language}` is the language's name. */
  help?: (language: string) => string;
}

/**
 * An entity's texts in one other language, all optional (an empty one shows the English). Typed right to left or
 * left to right as the text goes (`dir="auto"`); `errors` by `{locale}.{key}`.
 */
export default function TranslationFields<Key extends string>({
  idPrefix,
  locale,
  fields,
  values,
  errors,
  onChange,
}: {
  idPrefix: string;
  locale: TranslatedLocale;
  fields: readonly TranslatedField<Key>[];
  values: Record<Key, string>;
  errors: Partial<Record<string, string>>;
  onChange: (patch: Partial<Record<Key, string>>) => void;
}) {
  const language = LANGUAGE_NAMES[locale];
  return (
    <Col xs={12} lg={6}>
      <fieldset lang={locale} dir="auto">
        <legend className="fs-6 fw-semibold">In {language} (optional)</legend>
        {fields.map((field) => {
          const error = errors[`${locale}.${field.key}`];
          return (
            <Form.Group key={field.key} controlId={`${idPrefix}-${locale}-${field.key}`} className="mb-2">
              <Form.Label>
                {field.label} in {language}
              </Form.Label>
              <Form.Control
                {...(field.multiline ? { as: 'textarea' as const, rows: 2 } : { type: 'text' })}
                dir="auto"
                maxLength={field.maxLength}
                value={values[field.key]}
                isInvalid={Boolean(error)}
                onChange={(event) =>
                  onChange({ [field.key]: event.target.value } as Partial<Record<Key, string>>)
                }
              />
              <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
              {field.help && <Form.Text>{field.help(language)}</Form.Text>}
            </Form.Group>
          );
        })}
      </fieldset>
    </Col>
  );
}
