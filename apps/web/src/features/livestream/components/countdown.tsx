/**
 * The waiting room's countdown to `opensAt` (ms instant), renewed every second: "Opens in 04:59".
 * A timer role, which screen readers do not read out on every change (its live setting is off);
 * the room's status line says when it opens.
 */
import { useTranslation } from 'react-i18next';
import { formatCountdown } from '../lib/countdown.ts';
import { useNow } from '../lib/use-now.ts';

export function Countdown({ opensAt }: { opensAt: number }) {
  const { t } = useTranslation('livestream');
  const left = opensAt - useNow();
  return (
    <p role="timer" className="livestream-countdown">
      {left > 0 ? t('opens_in', { countdown: formatCountdown(left) }) : t('opening')}
    </p>
  );
}
