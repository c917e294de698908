import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import { LOCALE_INFO, TRANSLATED_LOCALES, type TranslatedLocale } from '../../domain/locales';

/** A language's name as the admin (in English) says it: `Arabic`. */
export const languageName = (locale: TranslatedLocale) => LOCALE_INFO[locale].englishName;

/** The field of a form's draft that holds a text in a language: `draftField('name', 'ar')` is `nameAr`. */
export const draftField = <Prefix extends string>(prefix: Prefix, locale: TranslatedLocale) =>
  `${prefix}${locale.charAt(0).toUpperCase()}${locale.slice(1)}` as `${Prefix}${Capitalize<TranslatedLocale>}`;

export interface TranslatedField<Key extends string> {
  key: Key;
  /** The English field's label: shown as "{label} in Arabic". */
  label: string;
  multiline?: boolean;
  maxLength?: number;
  /** Shown under the field; `{language}` is the language's name. */
  help?: (language: string) => string;
}

/** The texts of a draft in each other language, as typed. */
export type TranslationDrafts<Key extends string> = Record<TranslatedLocale, Record<Key, string>>;

interface TranslationFieldsProps<Key extends string> {
  idPrefix: string;
  fields: readonly TranslatedField<Key>[];
  translations: TranslationDrafts<Key>;
  /** By `{locale}.{key}`. */
  errors: Partial<Record<string, string>>;
  /** Called with a change to apply to the latest translations (typing fast never loses a key). */
  onChange: (update: (translations: TranslationDrafts<Key>) => TranslationDrafts<Key>) => void;
}

/**
 * An entity's texts in Arabic and in Russian, one fieldset each, all optional (an empty one shows the English).
 * Typed right to left or left to right as the text goes (`dir="auto"`).
 */
export default function TranslationFields<Key extends string>({
  idPrefix,
  fields,
  translations,
  errors,
  onChange,
}: TranslationFieldsProps<Key>) {
  const change = (locale: TranslatedLocale, key: Key, value: string) =>
    onChange((current) => ({ ...current, [locale]: { ...current[locale], [key]: value } }));
  return TRANSLATED_LOCALES.map((locale) => {
    const language = languageName(locale);
    return (
      <Col key={locale} xs={12} lg={6}>
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
                  autoComplete="off"
                  maxLength={field.maxLength}
                  value={translations[locale][field.key]}
                  isInvalid={Boolean(error)}
                  onChange={(event) => change(locale, field.key, event.target.value)}
                />
                <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
                {field.help && <Form.Text>{field.help(language)}</Form.Text>}
              </Form.Group>
            );
          })}
        </fieldset>
      </Col>
    );
  });
}
