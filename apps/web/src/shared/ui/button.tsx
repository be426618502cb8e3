/**
 * Buttons and button-looking links, over react-aria-components (accessible press handling,
 * pending state). Colours come from the studio theme variables.
 */
import { useEffect, useRef } from 'react';
import {
  Button as AriaButton,
  Link as AriaLink,
  type ButtonProps,
  type LinkProps,
} from 'react-aria-components';
// The announcer react-aria-components' Button itself announces its pending state with.
import { clearAnnouncer } from 'react-aria/private/live-announcer/LiveAnnouncer';
import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';

export function Button({
  variant = 'primary',
  className,
  ...props
}: ButtonProps & { variant?: ButtonVariant }) {
  const wasPending = useRef(false);
  useEffect(() => {
    if (props.isPending) wasPending.current = true;
  }, [props.isPending]);
  // A focused button announces "pending" as an image labelled by itself; once the button is gone
  // (its dialog closed, its page left) that image names nothing for up to 7 s (axe role-img-alt,
  // issue 15; upstream adobe/react-spectrum#10579). Kept until react-aria snapshots the label.
  useEffect(
    () => () => {
      if (!wasPending.current) return;
      clearAnnouncer('assertive');
      // react-aria holds a page's first announcement back 100 ms: it may land after this.
      setTimeout(() => clearAnnouncer('assertive'), 150);
    },
    [],
  );
  return <AriaButton {...props} className={`button button-${variant} ${className ?? ''}`} />;
}

export function ButtonLink({
  variant = 'primary',
  className,
  ...props
}: LinkProps & { variant?: ButtonVariant }) {
  return <AriaLink {...props} className={`button button-${variant} ${className ?? ''}`} />;
}
