/**
 * A whole-number input with − and + steppers over react-aria-components (label wired for screen
 * readers, min/max clamping on blur, locale digits). Load it only from lazy chunks: it pulls in
 * react-aria's number parsing.
 */
import {
  Button as AriaButton,
  Group,
  Input,
  Label,
  NumberField as AriaNumberField,
} from 'react-aria-components';
import { AriaLocale } from '../i18n/aria-locale.tsx';
import './number-field.css';

export interface NumberFieldProps {
  label: string;
  value: number;
  onChange: (value: number) => void;
  minValue: number;
  maxValue: number;
  isDisabled?: boolean;
  /** What an empty field reads as (seed 000 §5: empty reads 0). */
  emptyValue?: number;
}

export function NumberField({ label, onChange, emptyValue = 0, ...props }: NumberFieldProps) {
  return (
    <AriaLocale>
      <AriaNumberField
        {...props}
        className="number-field"
        step={1}
        formatOptions={{ maximumFractionDigits: 0, useGrouping: false }}
        onChange={(next) => onChange(Number.isNaN(next) ? emptyValue : Math.trunc(next))}
      >
        <Label className="number-field-label">{label}</Label>
        <Group className="number-field-group">
          <AriaButton slot="decrement" className="number-field-step">
            −
          </AriaButton>
          <Input className="number-field-input" />
          <AriaButton slot="increment" className="number-field-step">
            +
          </AriaButton>
        </Group>
      </AriaNumberField>
    </AriaLocale>
  );
}
