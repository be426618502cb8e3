/**
 * Buttons and button-looking links, over react-aria-components (accessible press handling,
 * pending state). Colours come from the studio theme variables.
 */
import {
  Button as AriaButton,
  Link as AriaLink,
  type ButtonProps,
  type LinkProps,
} from 'react-aria-components';
import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';

export function Button({
  variant = 'primary',
  className,
  ...props
}: ButtonProps & { variant?: ButtonVariant }) {
  return <AriaButton {...props} className={`button button-${variant} ${className ?? ''}`} />;
}

export function ButtonLink({
  variant = 'primary',
  className,
  ...props
}: LinkProps & { variant?: ButtonVariant }) {
  return <AriaLink {...props} className={`button button-${variant} ${className ?? ''}`} />;
}
