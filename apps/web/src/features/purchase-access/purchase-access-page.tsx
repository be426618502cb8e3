/**
 * Purchase access for class (`/purchase-access-for-class?classId&attendanceType&seatCount`; seed
 * 000 §2, seed 001 §2, §9): a customer without access to a class picks a membership payment option
 * or a class pass (nothing preselected: Continue waits for a choice; every amount it will charge,
 * the registration fee included, is on the choice), then Continue fills the cart with what the
 * seats need and opens Checkout. The order,
 * once paid, books the class (`use_immediately_after_purchase`). A provider without the options
 * call (our design) gets a link to Prices instead.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { attendanceTypes, type AttendanceType } from '@studio/contract/class-signups';
import { formatClassStart } from '../../entities/class/lib/format-class-time.ts';
import { useAddToCart } from '../../entities/commerce/api/add-to-cart.ts';
import { i18n } from '../../shared/i18n/i18n.ts';
import { loginStatusQuery } from '../../shared/session/session.ts';
import { Button } from '../../shared/ui/button.tsx';
import { RefusalMessage } from '../../shared/ui/refusal-message.tsx';
import { Spinner } from '../../shared/ui/spinner.tsx';
import { classForPurchaseQuery, purchaseOptionsQuery } from './api/get-purchase-options.ts';
import { PurchaseChoiceList } from './components/purchase-choice-list.tsx';
import { cartItemsFor, purchaseChoices } from './lib/purchase-choices.ts';
import './components/purchase-access.css';

/** Loads the texts with the route (the guard has made sure a customer is logged in). */
export async function loader() {
  await i18n.loadNamespaces(['purchase-access', 'errors']);
  return null;
}

/** `classId`, `attendanceType` (class by default) and `seatCount` (at least 1) from the query. */
function readParams(params: URLSearchParams) {
  const classId = /^\d+$/.test(params.get('classId') ?? '') ? Number(params.get('classId')) : 0;
  const given = params.get('attendanceType') as AttendanceType;
  const attendanceType = attendanceTypes.includes(given) ? given : 'class';
  const seats = Math.min(99, Math.max(1, Number.parseInt(params.get('seatCount') ?? '1', 10) || 1));
  return { classId, attendanceType, seats };
}

export function Component() {
  const { t, i18n: active } = useTranslation('purchase-access');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { classId, attendanceType, seats } = readParams(params);
  const status = useQuery(loginStatusQuery);
  const user = status.data?.status === 'LOGGED_IN' ? status.data.userId : 0;
  const cls = useQuery({ ...classForPurchaseQuery(classId), enabled: classId > 0 });
  const classTypeId = cls.data?.class_type_id ?? 0;
  const options = useQuery({
    ...purchaseOptionsQuery(classTypeId, user, attendanceType, seats),
    enabled: classTypeId > 0 && user > 0,
  });
  const choices = options.data ? purchaseChoices(options.data) : [];
  // Nothing is chosen for the customer: Continue waits for a choice (seed 001 §5, issue 26).
  const [selected, setSelected] = useState<string | null>(null);
  const addToCart = useAddToCart({ onSuccess: () => void navigate('/checkout') });

  function proceed() {
    const choice = choices.find((candidate) => candidate.key === selected);
    if (!choice) return;
    const use = { item_type: attendanceType, class_id: classId, numberOfSeats: seats };
    addToCart.mutate({ items: cartItemsFor(choice, user, use), replaceCart: true });
  }

  const failed = cls.error ?? options.error;
  const missing = classId === 0 || cls.data === null;
  const loading = !missing && (cls.isPending || options.isPending);

  return (
    <main className="page page-narrow purchase-access-page">
      <h1 className="page-title">{t('title')}</h1>
      {cls.data && (
        <p className="purchase-access-class">
          {t(attendanceType === 'class_livestream' ? 'for_livestream' : 'for_class', {
            count: seats,
            name: cls.data.class_type?.name ?? '',
            when: formatClassStart(cls.data.date, cls.data.start_time, active.language),
          })}
        </p>
      )}
      {failed ? (
        <RefusalMessage error={failed} />
      ) : missing ? (
        <p>{t('class_not_found')}</p>
      ) : loading ? (
        <Spinner />
      ) : options.data === null ? (
        <p>
          {t('options_elsewhere')} <Link to="/prices">{t('see_prices')}</Link>
        </p>
      ) : choices.length === 0 ? (
        <p>{t('no_options')}</p>
      ) : (
        <>
          <PurchaseChoiceList
            choices={choices}
            selected={selected}
            onSelect={setSelected}
            seats={seats}
          />
          <RefusalMessage error={addToCart.error} />
          <div className="purchase-access-actions">
            <Button isDisabled={!selected} isPending={addToCart.isPending} onPress={proceed}>
              {t('continue_to_payment')}
            </Button>
            {!selected && <p className="purchase-access-hint">{t('choose_first')}</p>}
          </div>
        </>
      )}
      <p>
        <Link to="/schedule">{t('back_to_schedule')}</Link>
      </p>
    </main>
  );
}
