import type { ChangeEvent } from 'react';
import TextField, { type TextFieldProps } from './text-field';

/** A text field of a form's draft: the draft's key (its id is `{idPrefix}-{key}`) and how TextField shows it. */
export type FieldSpec<Key extends string> = Omit<TextFieldProps, 'id' | 'value' | 'onChange' | 'error'> & {
  key: Key;
};

interface FormFieldsProps<Key extends string> {
  /** useAdminForm: each field's value, change and message. */
  form: {
    field: (name: Key) => {
      value: string;
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
      error?: string;
    };
  };
  idPrefix: string;
  fields: readonly FieldSpec<Key>[];
}

/** A form's text fields bound to its draft, in a row of the form: each the full width unless its `col` says. */
export default function FormFields<Key extends string>({ form, idPrefix, fields }: FormFieldsProps<Key>) {
  return fields.map(({ key, col = true, ...field }) => (
    <TextField key={key} id={`${idPrefix}-${key}`} col={col} {...field} {...form.field(key)} />
  ));
}
