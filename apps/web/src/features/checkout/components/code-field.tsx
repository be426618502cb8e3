/**
 * Discount code or gift card code (seed 001 §2, §5, §8; CONTRACT §7): must be non-empty; the
 * refusals are said in words under the field.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isRefusal } from '../../../shared/api/errors.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { RefusalMessage } from '../../../shared/ui/refusal-message.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { useApplyCode } from '../api/change-cart.ts';

const codeRefusals = [
  'E_DISCOUNT_CODE_NOT_FOUND',
  'E_DISCOUNT_CODE_CUSTOMER_LIMIT_REACHED',
  'E_DISCOUNT_CODE_USE_PER_CUSTOMER_LIMIT_REACHED',
  'E_GIFT_CARD_IS_USED_UP',
  'E_GIFT_CARD_HAS_EXPIRED',
];

/** The field and its Apply button. */
export function CodeField({ userId }: { userId: number }) {
  const { t } = useTranslation('checkout');
  const [code, setCode] = useState('');
  const [empty, setEmpty] = useState(false);
  const apply = useApplyCode(userId, { onSuccess: () => setCode('') });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    setEmpty(!trimmed);
    if (trimmed) apply.mutate(trimmed);
  };
  const known = isRefusal(apply.error, ...codeRefusals) ? apply.error.code : null;

  return (
    <form className="code-field" onSubmit={submit}>
      <TextField
        label={t('code_label')}
        validationBehavior="aria"
        value={code}
        onChange={setCode}
        errorMessage={empty ? t('code_required') : known ? t(`refusal_${known}`) : undefined}
      />
      <Button type="submit" variant="secondary" isPending={apply.isPending}>
        {t('apply_code')}
      </Button>
      {!known && <RefusalMessage error={apply.error} />}
    </form>
  );
}
