/** A checkbox over react-aria-components with an error line under it (e.g. accept the terms). */
import type { ReactNode } from 'react';
import { Checkbox } from 'react-aria-components';
import { useId } from 'react';
import './field.css';

export interface CheckboxFieldProps {
  isSelected: boolean;
  onChange: (isSelected: boolean) => void;
  children: ReactNode;
  /** Already translated; the box is invalid while one is given. */
  errorMessage?: string;
  name?: string;
}

/** One checkbox with its label and error. */
export function CheckboxField({
  isSelected,
  onChange,
  children,
  errorMessage,
  name,
}: CheckboxFieldProps) {
  const errorId = useId();
  return (
    <div className="field">
      <Checkbox
        className="checkbox"
        name={name}
        isSelected={isSelected}
        onChange={onChange}
        isInvalid={!!errorMessage}
        aria-describedby={errorMessage ? errorId : undefined}
      >
        <span className="checkbox-box" aria-hidden="true">
          <svg viewBox="0 0 18 18" width="14" height="14">
            <polyline points="2 9 7 14 16 4" fill="none" stroke="currentColor" strokeWidth="3" />
          </svg>
        </span>
        <span>{children}</span>
      </Checkbox>
      {errorMessage && (
        <span id={errorId} className="field-error">
          {errorMessage}
        </span>
      )}
    </div>
  );
}
