/**
 * Prices (seed 001 §2 "Prices page", §5; CONTRACT §8, §9): the studio's membership types, class
 * pass types, class series types and gift card, by price group. `/prices/show-price-group-for/
 * {desiredItem}` opens the group that sells access to that item. Open to visitors: their Buy goes
 * through Login with cart.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import {
  classPassTypesQuery,
  classSeriesTypesQuery,
  membershipTypesQuery,
} from '../../entities/commerce/api/catalogue.ts';
import { queryClient } from '../../shared/api/query-client.ts';
import { useStudio } from '../../shared/api/studio.ts';
import { i18n } from '../../shared/i18n/i18n.ts';
import { loginStatusQuery } from '../../shared/session/session.ts';
import { RefusalMessage } from '../../shared/ui/refusal-message.tsx';
import { SelectField } from '../../shared/ui/select-field.tsx';
import { ListSkeleton } from '../../shared/ui/list-skeleton.tsx';
import { desiredGroupsQuery, priceGroupsQuery } from './api/get-price-groups.ts';
import { ClassPassTypeTile } from './components/class-pass-type-tile.tsx';
import { ClassSeriesTypeTile } from './components/class-series-type-tile.tsx';
import { GiftCardTile } from './components/gift-card-tile.tsx';
import { MembershipTypeTile } from './components/membership-type-tile.tsx';
import { PurchaseAlert } from './components/purchase-alert.tsx';
import { useBuy } from './components/use-buy.ts';
import { initialGroupId, itemsInGroup, showGiftCard, visibleGroups } from './lib/price-list.ts';
import './components/prices.css';

/** Loads the texts and starts the catalogue's fetches with the navigation. */
export async function loader() {
  const [status] = await Promise.all([
    queryClient.ensureQueryData(loginStatusQuery),
    i18n.loadNamespaces(['prices', 'errors']),
  ]);
  const userId = status.status === 'LOGGED_IN' ? status.userId : 0;
  void queryClient.prefetchQuery(priceGroupsQuery);
  void queryClient.prefetchQuery(membershipTypesQuery(userId));
  void queryClient.prefetchQuery(classPassTypesQuery(userId));
  void queryClient.prefetchQuery(classSeriesTypesQuery(userId));
  return null;
}

export function Component() {
  const { t } = useTranslation('prices');
  const studio = useStudio();
  const { desiredItem } = useParams();
  const status = useQuery(loginStatusQuery);
  const userId = status.data?.status === 'LOGGED_IN' ? status.data.userId : undefined;
  const groups = useQuery(priceGroupsQuery);
  const desired = useQuery({ ...desiredGroupsQuery(desiredItem ?? ''), enabled: !!desiredItem });
  const membershipTypes = useQuery(membershipTypesQuery(userId ?? 0));
  const classPassTypes = useQuery(classPassTypesQuery(userId ?? 0));
  const classSeriesTypes = useQuery(classSeriesTypesQuery(userId ?? 0));
  const [chosenGroup, setChosenGroup] = useState<number | null>(null);
  const { buy, pending, alert, closeAlert } = useBuy(userId);

  const queries = [groups, membershipTypes, classPassTypes, classSeriesTypes];
  const failed = queries.find((query) => query.error)?.error;
  const loading =
    status.isPending ||
    queries.some((query) => query.isPending) ||
    (desiredItem && desired.isPending);

  const visible = visibleGroups(groups.data ?? [], desired.data);
  const hasGroups = (groups.data ?? []).length > 0;
  const groupId = hasGroups ? (chosenGroup ?? initialGroupId(visible, desired.data)) : undefined;
  const memberships = itemsInGroup(
    (membershipTypes.data ?? []).filter((type) => !type.archived && type.for_sale),
    groupId,
  );
  const passes = itemsInGroup(
    (classPassTypes.data ?? []).filter((type) => !type.archived && type.for_sale),
    groupId,
  );
  const series = itemsInGroup(
    (classSeriesTypes.data ?? []).filter(
      (type) =>
        !type.archived && (type.is_available_for_purchase || type.customer_has_class_series_type),
    ),
    groupId,
  );
  const giftCard = showGiftCard(studio.settings, groupId);
  const studioEmail = String((studio as { email?: unknown }).email ?? '');
  const nothing = !giftCard && memberships.length + passes.length + series.length === 0;

  return (
    <main className="page prices-page">
      <h1 className="page-title">{t('title')}</h1>
      {failed ? (
        <RefusalMessage error={failed} />
      ) : loading ? (
        <ListSkeleton />
      ) : (
        <>
          {visible.length > 1 && (
            <div className="price-group-select">
              <SelectField
                label={t('price_group')}
                value={String(groupId ?? '')}
                onChange={(event) => setChosenGroup(Number(event.target.value))}
                options={visible.map((group) => ({ value: String(group.id), label: group.name }))}
              />
            </div>
          )}
          {nothing && <p className="prices-empty">{t('nothing_for_sale')}</p>}
          <div className="price-list">
            {memberships.map((type) => (
              <MembershipTypeTile
                key={`m${type.id}`}
                type={type}
                studioEmail={studioEmail}
                pending={pending}
                onBuy={(optionId) => buy({ kind: 'membership_type', type, optionId })}
              />
            ))}
            {passes.map((type) => (
              <ClassPassTypeTile
                key={`p${type.id}`}
                type={type}
                pending={pending}
                onBuy={() => buy({ kind: 'class_pass_type', type })}
              />
            ))}
            {series.map((type) => (
              <ClassSeriesTypeTile
                key={`s${type.id}`}
                type={type}
                pending={pending}
                onBuy={() => buy({ kind: 'class_series_type', type })}
              />
            ))}
            {/* Seed 001 §2: memberships, class passes, class series, then the gift card. */}
            {giftCard && <GiftCardTile settings={studio.settings} />}
          </div>
        </>
      )}
      <PurchaseAlert alert={alert} onClose={closeAlert} />
    </main>
  );
}
