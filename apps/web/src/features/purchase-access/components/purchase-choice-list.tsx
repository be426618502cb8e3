/**
 * The radio list of Purchase access for class (seed 000 §2): each membership payment option with
 * the server's wording and, on its own line, the type's registration fee (kroner, charged once with
 * the first payment), then each class pass type with its price, and for several seats how many
 * passes that takes. Every amount the choice charges is on it (issue 26).
 */
import { useTranslation } from 'react-i18next';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { toKroner, toOre } from '@studio/contract/money';
import { formatKroner } from '../../../shared/lib/money.ts';
import { passesNeeded, type PurchaseChoice } from '../lib/purchase-choices.ts';

interface Props {
  choices: PurchaseChoice[];
  selected: string | null;
  onSelect: (key: string) => void;
  seats: number;
}

export function PurchaseChoiceList({ choices, selected, onSelect, seats }: Props) {
  const { t } = useTranslation('purchase-access');
  return (
    <RadioGroup className="choice-list" value={selected} onChange={onSelect} isRequired>
      <Label className="choice-list-label">{t('choose')}</Label>
      {choices.map((choice) => (
        <Radio key={choice.key} value={choice.key} className="choice">
          <span className="choice-dot" aria-hidden="true" />
          <span className="choice-text">
            {choice.kind === 'membership' ? (
              <>
                <strong>
                  {t('membership_option', {
                    name: choice.type.name,
                    option: choice.option.nameThatUserSees ?? choice.option.name,
                  })}
                </strong>
                <span>
                  {choice.option.priceTextThatUserSees ??
                    formatKroner(choice.option.payment_amount)}
                </span>
                {choice.type.registration_fee > 0 && (
                  <span className="choice-fee">
                    {t('registration_fee', { amount: formatKroner(choice.type.registration_fee) })}
                  </span>
                )}
              </>
            ) : (
              <ClassPassText choice={choice} seats={seats} />
            )}
          </span>
        </Radio>
      ))}
    </RadioGroup>
  );
}

function ClassPassText({
  choice,
  seats,
}: {
  choice: Extract<PurchaseChoice, { kind: 'class_pass' }>;
  seats: number;
}) {
  const { t } = useTranslation('purchase-access');
  const { type } = choice;
  const passes = passesNeeded(type, seats);
  return (
    <>
      <strong>{type.name}</strong>
      <span>{formatKroner(type.price)}</span>
      {passes > 1 && (
        <span className="choice-note">
          {t('passes_needed', {
            count: passes,
            seats,
            total: formatKroner(toKroner(toOre(type.price) * passes)),
          })}
        </span>
      )}
    </>
  );
}
