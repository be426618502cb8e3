/**
 * A labelled text input over react-aria-components: label, description and error message are
 * wired for screen readers, and the error shows only when `errorMessage` is given.
 */
import type { Ref } from 'react';
import {
  FieldError,
  Input,
  Label,
  Text,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import './field.css';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'children' | 'isInvalid'> {
  label: string;
  description?: string;
  /** Already translated; the field is invalid while one is given. */
  errorMessage?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** A form library's field ref (react-hook-form spreads `field`): it must reach the input, not
   *  the wrapper, so "focus the first invalid field" after a failed submit can focus it. */
  ref?: Ref<HTMLInputElement>;
  placeholder?: string;
}

/** One text, e-mail, password or phone input with its label and error. */
export function TextField({
  label,
  description,
  errorMessage,
  inputRef,
  ref,
  placeholder,
  ...props
}: TextFieldProps) {
  return (
    <AriaTextField {...props} isInvalid={!!errorMessage} className="field">
      <Label className="field-label">
        {label}
        {props.isRequired && <span aria-hidden="true"> *</span>}
      </Label>
      <Input ref={inputRef ?? ref} className="field-input" placeholder={placeholder} />
      {description && (
        <Text slot="description" className="field-description">
          {description}
        </Text>
      )}
      <FieldError className="field-error">{errorMessage}</FieldError>
    </AriaTextField>
  );
}
