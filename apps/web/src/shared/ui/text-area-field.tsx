/**
 * A labelled multi-line text input over react-aria-components (`TextField` with a `TextArea`):
 * label, description and error wired for screen readers, like `text-field.tsx`.
 */
import type { Ref } from 'react';
import {
  FieldError,
  Label,
  Text,
  TextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import './field.css';

export interface TextAreaFieldProps extends Omit<AriaTextFieldProps, 'children' | 'isInvalid'> {
  label: string;
  description?: string;
  /** Already translated; the field is invalid while one is given. */
  errorMessage?: string;
  /** A form library's field ref; it reaches the textarea so a failed submit can focus it. */
  ref?: Ref<HTMLTextAreaElement>;
  rows?: number;
}

/** One textarea with its label, description and error. */
export function TextAreaField({
  label,
  description,
  errorMessage,
  ref,
  rows = 3,
  ...props
}: TextAreaFieldProps) {
  return (
    <AriaTextField {...props} isInvalid={!!errorMessage} className="field">
      <Label className="field-label">
        {label}
        {props.isRequired && <span aria-hidden="true"> *</span>}
      </Label>
      <TextArea ref={ref} rows={rows} className="field-input field-textarea" />
      {description && (
        <Text slot="description" className="field-description">
          {description}
        </Text>
      )}
      <FieldError className="field-error">{errorMessage}</FieldError>
    </AriaTextField>
  );
}
