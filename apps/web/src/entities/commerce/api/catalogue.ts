/**
 * What the studio sells, as the customer sees it (CONTRACT §8 GET /membership-types, §9 GET
 * /class-pass-types, /class-series-types, /products/{id}). The per-customer fields (campaign
 * eligibility, "already have", per-customer maximum) depend on who asks, so keys carry the user id
 * (0 for a visitor). Keys begin with `catalogue`.
 */
import { queryOptions } from '@tanstack/react-query';
import {
  ClassPassTypeList,
  ClassSeriesTypeList,
  MembershipTypeList,
  Product,
} from '@studio/contract/catalogue';
import { api } from '../../../shared/api/client.ts';
import { unlessMissing } from '../../../shared/api/design-calls.ts';

const membershipPopulate = [
  'image',
  'payment_options',
  'price_groups',
  'active_campaign',
  'membershipCount',
  'max_number_of_memberships_reached',
  'userIsEligibleForCampaign',
  'user_has_membership_type',
  'user_membership_id',
  'payment_options.nameThatUserSees',
  'payment_options.priceTextThatUserSees',
];
const classPassPopulate = [
  'image',
  'price_groups',
  'user_can_buy',
  'max_number_per_customer_already_used',
];
const classSeriesPopulate = ['image', 'price_groups'];

/** Membership types (all, or those with `id`), with payment options and the customer's fields. */
export const membershipTypesQuery = (userId: number, id?: number) =>
  queryOptions({
    queryKey: ['catalogue', 'membership-types', { userId, id }],
    queryFn: ({ signal }) =>
      api.get('/membership-types', MembershipTypeList, {
        query: { id, populate: membershipPopulate },
        signal,
      }),
    staleTime: 60_000,
  });

/** Class pass types (all, or those with `id`), with the per-customer maximum fields. */
export const classPassTypesQuery = (userId: number, id?: number) =>
  queryOptions({
    queryKey: ['catalogue', 'class-pass-types', { userId, id }],
    queryFn: ({ signal }) =>
      api.get('/class-pass-types', ClassPassTypeList, {
        query: { id, populate: classPassPopulate },
        signal,
      }),
    staleTime: 60_000,
  });

/**
 * Class series types (all, or those with `id`), with availability and ownership. Class series are
 * our design (CONTRACT §9 [MISSING]): a provider without them sells none.
 */
export const classSeriesTypesQuery = (userId: number, id?: number) =>
  queryOptions({
    queryKey: ['catalogue', 'class-series-types', { userId, id }],
    queryFn: ({ signal }) =>
      unlessMissing(
        api.get('/class-series-types', ClassSeriesTypeList, {
          query: { id, populate: classSeriesPopulate },
          signal,
        }),
        [],
      ),
    staleTime: 60_000,
  });

/** One product; a product no longer for sale answers 404 (an `ApiError`). */
export const productQuery = (id: number) =>
  queryOptions({
    queryKey: ['catalogue', 'products', id],
    queryFn: ({ signal }) =>
      api.get(`/products/${id}`, Product, { query: { populate: ['image'] }, signal }),
    staleTime: 60_000,
  });
