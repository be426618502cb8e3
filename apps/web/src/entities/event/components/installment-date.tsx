/**
 * An installment's date as the customer reads it (seed 001 §2 "installments table", CONTRACT §6):
 * the plan's first entry, dated `1970-01-01`, reads "At signup"; other Copenhagen `YYYY-MM-DD`
 * dates in the interface language. Used by the event's plan dialog and the installments screen.
 */
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/lib/format-date.ts';
import { AT_SIGNUP } from '../lib/event-facts.ts';

export function InstallmentDate({ date }: { date: string }) {
  const { t, i18n } = useTranslation('events');
  return <>{date === AT_SIGNUP ? t('at_signup') : formatDate(date, i18n.language)}</>;
}
