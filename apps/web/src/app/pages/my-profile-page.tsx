/**
 * My profile (seed 000 §2; seed 001 §2 "Profile cards"): a page of cards: My activity (setting
 * `frontend_myprofile_show_myactivity`), My classes, My appointments (when the studio has
 * appointment types), memberships, class passes, a "no memberships" box when there are neither,
 * class series, My events (setting `frontend_show_menu_item_events`), My info, My purchases, My
 * videos and Recommended videos (when the customer has some), and Upcoming classes; after a payment the thanks dialog, once.
 */
import { useTranslation } from 'react-i18next';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { queryClient } from '../../shared/api/query-client.ts';
import { useStudio } from '../../shared/api/studio.ts';
import { i18n } from '../../shared/i18n/i18n.ts';
import { copenhagenToday } from '../../shared/lib/copenhagen.ts';
import { requireUserId } from '../../shared/session/require-user.ts';
import { MyAppointmentsCard } from '../../features/appointments/components/my-appointments-card.tsx';
import { MyClassesSection } from '../../features/my-classes/components/my-classes-section.tsx';
import { UpcomingClassesSection } from '../../features/my-classes/components/upcoming-classes-section.tsx';
import { profileQuery, useProfile } from '../../features/profile/api/get-profile.ts';
import { ClassPassesCard } from '../../features/profile/components/class-passes-card.tsx';
import { ClassSeriesCard } from '../../features/profile/components/class-series-card.tsx';
import { MyActivityCard } from '../../features/profile/components/my-activity-card.tsx';
import { MembershipsCard } from '../../features/profile/components/memberships-card.tsx';
import { MyEventsCard } from '../../features/profile/components/my-events-card.tsx';
import { MyInfoCard } from '../../features/profile/components/my-info-card.tsx';
import { NoAccessCard } from '../../features/profile/components/no-access-card.tsx';
import { currentMemberships, usableClassPasses } from '../../features/profile/lib/active-access.ts';
import { ThanksDialog } from '../../features/checkout/components/thanks-dialog.tsx';
import { takePaymentSuccessFlash } from '../../features/checkout/lib/payment-flash.ts';
import { invoicesQuery } from '../../features/purchases/api/get-invoices.ts';
import { MyPurchasesCard } from '../../features/purchases/components/my-purchases-card.tsx';
import { LazyProfileVideos } from '../../features/videos/components/lazy-profile-videos.tsx';
import '../../shared/ui/button.css';
import '../../features/profile/profile.css';

/** Starts loading the profile with the navigation; visitors go to Login. Takes the one-time
 *  payment-success flash, so the thanks dialog shows on this visit only. */
export async function loader({ request }: LoaderFunctionArgs) {
  const userId = await requireUserId(request);
  await Promise.all([
    queryClient.ensureQueryData(profileQuery(userId)),
    queryClient.ensureQueryData(invoicesQuery(userId)),
    i18n.loadNamespaces(['profile', 'my-classes', 'purchases', 'checkout', 'appointments']),
  ]);
  return { userId, paidOrderId: takePaymentSuccessFlash() };
}

/** Route component. */
export function Component() {
  const { t } = useTranslation('profile');
  const { userId, paidOrderId } = useLoaderData<typeof loader>();
  const profile = useProfile(userId);
  const { settings } = useStudio();
  const today = copenhagenToday();
  const passes = usableClassPasses(profile.class_passes, today);
  const memberships = currentMemberships(profile.memberships);

  return (
    <main className="page profile-page">
      <h1 className="page-title">{t('greeting', { name: profile.first_name })}</h1>
      <div className="profile-grid">
        {settings.frontend_myprofile_show_myactivity && (
          <div className="profile-wide">
            <MyActivityCard userId={userId} today={today} />
          </div>
        )}
        <div className="profile-wide">
          <MyClassesSection />
        </div>
        <MyAppointmentsCard userId={userId} today={today} />
        <MembershipsCard memberships={memberships} />
        <ClassPassesCard passes={passes} />
        {!passes.length && !memberships.length && <NoAccessCard />}
        <ClassSeriesCard userId={userId} today={today} />
        <MyEventsCard userId={userId} />
        <MyInfoCard user={profile} />
        <MyPurchasesCard userId={userId} />
        <LazyProfileVideos userId={userId} />
        <div className="profile-wide">
          <UpcomingClassesSection />
        </div>
      </div>
      <ThanksDialog orderId={paidOrderId} />
    </main>
  );
}
