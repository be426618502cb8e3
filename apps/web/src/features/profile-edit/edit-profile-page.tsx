/**
 * Edit profile (seed 000 §2 profile edit, back target My profile): the profile picture, the
 * profile form and, where the studio allows it, deleting the profile. Saving shows a snackbar and
 * fetches My profile again.
 */
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { queryClient } from '../../shared/api/query-client.ts';
import { useStudio } from '../../shared/api/studio.ts';
import { i18n } from '../../shared/i18n/i18n.ts';
import { requireUserId } from '../../shared/session/require-user.ts';
import { currentUserQuery, useCurrentUser } from '../../shared/session/session.ts';
import { Snackbar } from '../../shared/ui/snackbar.tsx';
import { Spinner } from '../../shared/ui/spinner.tsx';
import { DeleteAccount } from './components/delete-account.tsx';
import { ProfileForm } from './components/profile-form.tsx';
import { ProfilePicture } from './components/profile-picture.tsx';
import './profile-edit.css';

/** Fetches the own profile afresh (with image and branches) and the texts; visitors go to Login. */
export async function loader({ request }: LoaderFunctionArgs) {
  const userId = await requireUserId(request);
  await Promise.all([
    queryClient.fetchQuery({ ...currentUserQuery(userId), staleTime: 0 }),
    // `auth` holds the birthday picker's day, month and year labels.
    i18n.loadNamespaces(['profile-edit', 'auth', 'validation', 'errors']),
  ]);
  return { userId };
}

/** Route component. */
export function Component() {
  const { t } = useTranslation('profile-edit');
  const { userId } = useLoaderData<typeof loader>();
  // Follows the session: once the profile is deleted and the session ends, nothing asks for the
  // profile again (a visitor's request would be a 403, remembered as a route to come back to).
  const user = useCurrentUser();
  const studio = useStudio();
  const [snackbar, setSnackbar] = useState<string | null>(null);
  const hideSnackbar = useCallback(() => setSnackbar(null), []);
  if (!user) return <Spinner />;

  return (
    <main className="page page-narrow profile-edit-page">
      <Link to="/my-profile" className="profile-edit-back">
        <span aria-hidden="true">←</span>
        {t('back_to_profile')}
      </Link>
      <h1 className="page-title">{t('title')}</h1>
      <div className="profile-edit-card">
        <ProfilePicture user={user} onSaved={() => setSnackbar(t('picture_saved'))} />
        <ProfileForm user={user} studio={studio} onSaved={() => setSnackbar(t('saved'))} />
      </div>
      {studio.settings.customer_can_destroy_own_account && <DeleteAccount userId={userId} />}
      <Snackbar message={snackbar} onTimeout={hideSnackbar} />
    </main>
  );
}
