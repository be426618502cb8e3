/**
 * The reference server's database schema (Drizzle, PostgreSQL dialect: the same tables on PGlite and
 * on PostgreSQL). Every row belongs to one client (studio) through `client_id`; every query filters
 * by it first. Instants are bigint milliseconds (CONTRACT §1.8), calendar dates are `date` columns
 * read as `YYYY-MM-DD` strings, times of day are `time` columns. Money is `numeric(12,2)` kroner,
 * read as strings and converted to integer øre before arithmetic (CONTRACT §1.9).
 */
import { branches, clientSettings, clients, images, outbox, rooms } from './schema/studio.ts';
import { revokedTokens, userBranches, users } from './schema/people.ts';
import {
  classSeries,
  classSeriesTypeClasses,
  classSeriesTypes,
  classTeachers,
  classTypes,
  classes,
} from './schema/classes.ts';
import {
  classPassTypeClassTypes,
  classPassTypes,
  classPasses,
  membershipPauses,
  membershipTypeClassTypes,
  membershipTypePaymentOptions,
  membershipTypes,
  memberships,
} from './schema/access.ts';
import {
  classLivestreamSignups,
  classSignups,
  classWaitingListSignups,
  noShowFees,
} from './schema/signups.ts';
import {
  cartItems,
  discountCodes,
  giftCards,
  invoiceCounters,
  membershipCampaigns,
  orderItems,
  orders,
  paymentSubscriptions,
  priceGroupItems,
  priceGroups,
  products,
} from './schema/commerce.ts';
import {
  eventGroups,
  eventInstallmentPlans,
  eventSignups,
  eventTeachers,
  eventTimeSlots,
  events,
} from './schema/events.ts';
import {
  appointmentAvailableIntervals,
  appointmentTypeClassPassTypes,
  appointmentTypeMembershipTypes,
  appointmentTypeQuestions,
  appointmentTypes,
  appointments,
} from './schema/appointments.ts';
import {
  videos,
  videoMainCategories,
  videoFilters,
  videoFilterMainCategories,
  videoFilterValues,
  videoTags,
  videoVideoMainCategories,
  videoVideoFilterValues,
  videoVideoTags,
  videoTeachers,
  videoRelatedVideos,
  videoGroups,
  videoGroupVideos,
  videoGroupMembershipTypes,
  videoGroupClassPassTypes,
  videoGroupEvents,
  userVideoFavorites,
} from './schema/videos.ts';
import { attemptCounts } from './schema/operations.ts';

export * from './schema/studio.ts';
export * from './schema/people.ts';
export * from './schema/classes.ts';
export * from './schema/access.ts';
export * from './schema/signups.ts';
export * from './schema/commerce.ts';
export * from './schema/events.ts';
export * from './schema/appointments.ts';
export * from './schema/videos.ts';
export * from './schema/operations.ts';

export const schema = {
  clients,
  clientSettings,
  images,
  branches,
  rooms,
  users,
  userBranches,
  revokedTokens,
  classTypes,
  classes,
  classTeachers,
  membershipTypes,
  membershipTypeClassTypes,
  membershipTypePaymentOptions,
  memberships,
  membershipPauses,
  classPassTypes,
  classPassTypeClassTypes,
  classPasses,
  classSeriesTypes,
  classSeriesTypeClasses,
  classSeries,
  classSignups,
  classWaitingListSignups,
  classLivestreamSignups,
  noShowFees,
  outbox,
  priceGroups,
  priceGroupItems,
  membershipCampaigns,
  products,
  discountCodes,
  giftCards,
  cartItems,
  orders,
  orderItems,
  paymentSubscriptions,
  invoiceCounters,
  eventGroups,
  events,
  eventInstallmentPlans,
  eventTimeSlots,
  eventTeachers,
  eventSignups,
  appointmentTypes,
  appointmentTypeQuestions,
  appointmentTypeClassPassTypes,
  appointmentTypeMembershipTypes,
  appointmentAvailableIntervals,
  appointments,
  videos,
  videoMainCategories,
  videoFilters,
  videoFilterMainCategories,
  videoFilterValues,
  videoTags,
  videoVideoMainCategories,
  videoVideoFilterValues,
  videoVideoTags,
  videoTeachers,
  videoRelatedVideos,
  videoGroups,
  videoGroupVideos,
  videoGroupMembershipTypes,
  videoGroupClassPassTypes,
  videoGroupEvents,
  userVideoFavorites,
  attemptCounts,
};
