/**
 * The confirm step's payment choice (seed 000 §2, seed 001 §3 "Appointment payment option
 * values"): radio buttons, the first preselected by the caller. Access the customer has says
 * "use", a purchase says "buy" and what it costs when known (kroner on the wire).
 */
import { useTranslation } from 'react-i18next';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { formatKroner } from '../../../shared/lib/money.ts';
import type { PaymentChoice } from '../lib/payment-choices.ts';

interface Props {
  choices: PaymentChoice[];
  selected: string | null;
  onSelect: (key: string) => void;
}

export function PaymentChoiceList({ choices, selected, onSelect }: Props) {
  const { t } = useTranslation('appointments');
  const text = (choice: PaymentChoice): [string, string] => {
    switch (choice.kind) {
      case 'outside':
        return [t('pay_at_studio'), ''];
      case 'class_pass':
        return [
          t('use_class_pass', { name: choice.name }),
          choice.classesLeft === null
            ? t('unlimited_classes')
            : t('classes_left', { count: choice.classesLeft }),
        ];
      case 'membership':
        return [t('use_membership', { name: choice.name }), ''];
      case 'direct_purchase':
        return [t('direct_purchase'), formatKroner(choice.price)];
      case 'class_pass_type':
        return [t('buy_class_pass_type', { name: choice.name }), ''];
      case 'membership_type':
        return [t('buy_membership_type', { name: choice.name }), ''];
    }
  };
  return (
    <RadioGroup className="choice-list" value={selected} onChange={onSelect}>
      <Label className="choice-list-label">{t('payment')}</Label>
      {choices.map((choice) => {
        const [title, detail] = text(choice);
        return (
          <Radio key={choice.key} value={choice.key} className="choice">
            <span className="choice-dot" aria-hidden="true" />
            <span className="choice-text">
              <strong>{title}</strong>
              {detail && <span>{detail}</span>}
            </span>
          </Radio>
        );
      })}
    </RadioGroup>
  );
}
