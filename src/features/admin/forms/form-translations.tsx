import TranslationFields, { type TranslatedField, type TranslationDrafts } from '../translation-fields';
import type { FieldMessages } from './use-admin-form';

interface FormTranslationsProps<Key extends string> {
  /** useAdminForm of a draft with `translations`. */
  form: {
    draft: { translations: TranslationDrafts<Key> };
    errors: FieldMessages;
    updater: (
      key: 'translations',
    ) => (next: (value: TranslationDrafts<Key>) => TranslationDrafts<Key>) => void;
  };
  idPrefix: string;
  fields: readonly TranslatedField<Key>[];
}

/** A form's texts in the other languages (TranslationFields), bound to its draft and its check's messages. */
export default function FormTranslations<Key extends string>({
  form,
  idPrefix,
  fields,
}: FormTranslationsProps<Key>) {
  return (
    <TranslationFields
      idPrefix={idPrefix}
      fields={fields}
      translations={form.draft.translations}
      errors={form.errors}
      onChange={form.updater('translations')}
    />
  );
}
