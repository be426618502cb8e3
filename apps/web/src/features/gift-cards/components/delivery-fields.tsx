/**
 * How the card reaches its receiver, at a studio that mails cards itself
 * (`gift_card_delivery_mode = auto`, decision 2026-11-27-gift-card-delivery): to me (the giver
 * passes it on) or to the recipient's e-mail, right after payment or on a date from today to a
 * year ahead. The date picker loads only when a date is asked for.
 */
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { lastSendDate, type GiftCardValues } from '../lib/gift-card-form.ts';

const DatePicker = lazy(() =>
  import('../../../shared/ui/date-picker.tsx').then((module) => ({ default: module.DatePicker })),
);

export interface DeliveryFieldsProps {
  values: GiftCardValues;
  /** Already translated errors by field. */
  errors: Partial<Record<keyof GiftCardValues, string>>;
  onChange: <K extends keyof GiftCardValues>(name: K, value: GiftCardValues[K]) => void;
  /** Today in Copenhagen, `YYYY-MM-DD`. */
  today: string;
}

/** One radio with its title and a line under it. */
function Choice({ value, title, detail }: { value: string; title: string; detail: string }) {
  return (
    <Radio value={value} className="gift-choice">
      <span className="gift-choice-dot" aria-hidden="true" />
      <span className="gift-choice-text">
        <strong>{title}</strong>
        <span>{detail}</span>
      </span>
    </Radio>
  );
}

export function DeliveryFields({ values, errors, onChange, today }: DeliveryFieldsProps) {
  const { t, i18n } = useTranslation('gift-cards');
  const recipient = values.recipient_name.trim() || t('the_recipient');
  return (
    <>
      <RadioGroup
        className="gift-choices"
        value={values.send_to}
        onChange={(value) => onChange('send_to', value as GiftCardValues['send_to'])}
      >
        <Label className="gift-choices-label">{t('send_to')}</Label>
        <Choice value="giver" title={t('send_to_giver')} detail={t('send_to_giver_detail')} />
        <Choice
          value="recipient"
          title={t('send_to_recipient', { name: recipient })}
          detail={t('send_to_recipient_detail')}
        />
      </RadioGroup>
      {values.send_to === 'recipient' && (
        <>
          <TextField
            label={t('recipient_email')}
            type="email"
            isRequired
            value={values.recipient_email}
            onChange={(value) => onChange('recipient_email', value)}
            errorMessage={errors.recipient_email}
            validationBehavior="aria"
          />
          <RadioGroup
            className="gift-choices"
            value={values.send_when}
            onChange={(value) => onChange('send_when', value as GiftCardValues['send_when'])}
          >
            <Label className="gift-choices-label">{t('send_when')}</Label>
            <Choice value="now" title={t('send_now')} detail={t('send_now_detail')} />
            <Choice value="date" title={t('send_on_date')} detail={t('send_on_date_detail')} />
          </RadioGroup>
          {values.send_when === 'date' && (
            <Suspense fallback={null}>
              <DatePicker
                label={t('send_on')}
                language={i18n.language}
                minDate={today}
                maxDate={lastSendDate(today)}
                value={values.send_on || undefined}
                onChange={(date) => onChange('send_on', date)}
                errorMessage={errors.send_on}
              />
            </Suspense>
          )}
        </>
      )}
    </>
  );
}
