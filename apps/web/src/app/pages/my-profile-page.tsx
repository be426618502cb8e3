/**
 * My profile (seed 000 §2): a page of cards: My classes, memberships, class passes, a "no
 * memberships" box when there are neither, My info and Upcoming classes.
 */
import { useTranslation } from 'react-i18next';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { queryClient } from '../../shared/api/query-client.ts';
import { i18n } from '../../shared/i18n/i18n.ts';
import { copenhagenToday } from '../../shared/lib/copenhagen.ts';
import { requireUserId } from '../../shared/session/require-user.ts';
import { MyClassesSection } from '../../features/my-classes/components/my-classes-section.tsx';
import { UpcomingClassesSection } from '../../features/my-classes/components/upcoming-classes-section.tsx';
import { profileQuery, useProfile } from '../../features/profile/api/get-profile.ts';
import { ClassPassesCard } from '../../features/profile/components/class-passes-card.tsx';
import { MembershipsCard } from '../../features/profile/components/memberships-card.tsx';
import { MyInfoCard } from '../../features/profile/components/my-info-card.tsx';
import { NoAccessCard } from '../../features/profile/components/no-access-card.tsx';
import { currentMemberships, usableClassPasses } from '../../features/profile/lib/active-access.ts';
import '../../shared/ui/button.css';
import '../../features/profile/profile.css';

/** Starts loading the profile with the navigation; visitors go to Login. */
export async function loader({ request }: LoaderFunctionArgs) {
  const userId = await requireUserId(request);
  await Promise.all([
    queryClient.ensureQueryData(profileQuery(userId)),
    i18n.loadNamespaces(['profile', 'my-classes']),
  ]);
  return { userId };
}

/** Route component. */
export function Component() {
  const { t } = useTranslation('profile');
  const { userId } = useLoaderData<typeof loader>();
  const profile = useProfile(userId);
  const passes = usableClassPasses(profile.class_passes, copenhagenToday());
  const memberships = currentMemberships(profile.memberships);

  return (
    <main className="page profile-page">
      <h1 className="page-title">{t('greeting', { name: profile.first_name })}</h1>
      <div className="profile-grid">
        <div className="profile-wide">
          <MyClassesSection />
        </div>
        <MembershipsCard memberships={memberships} />
        <ClassPassesCard passes={passes} />
        {!passes.length && !memberships.length && <NoAccessCard />}
        <MyInfoCard user={profile} />
        <div className="profile-wide">
          <UpcomingClassesSection />
        </div>
      </div>
    </main>
  );
}
