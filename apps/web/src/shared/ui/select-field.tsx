/**
 * A labelled native <select>: the platform picker suits phones best, and label, error and
 * required state are wired by hand (`aria-describedby`, `aria-invalid`).
 */
import { useId, type Ref, type SelectHTMLAttributes } from 'react';
import './field.css';

export interface SelectFieldProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'children'
> {
  label: string;
  options: Array<{ value: string; label: string }>;
  /** Already translated; the field is invalid while one is given. */
  errorMessage?: string;
  selectRef?: Ref<HTMLSelectElement>;
}

/** One select with its label and error. */
export function SelectField({
  label,
  options,
  errorMessage,
  selectRef,
  required,
  ...props
}: SelectFieldProps) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id} className="field-label">
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <select
        {...props}
        ref={selectRef}
        id={id}
        className="field-input field-select"
        aria-required={required || undefined}
        aria-invalid={errorMessage ? true : undefined}
        aria-describedby={errorMessage ? `${id}-error` : undefined}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {errorMessage && (
        <span id={`${id}-error`} className="field-error">
          {errorMessage}
        </span>
      )}
    </div>
  );
}
