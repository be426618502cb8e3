/**
 * A reset link that cannot be used (seed 000 §8): expired (`E_TOKEN_EXPIRED`, links work one
 * hour), not valid (`E_INVALID_TOKEN`: replaced by a newer link, or used already), or for an
 * e-mail the studio does not know. Each offers a new link; other failures show the error.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isRefusal } from '../../../shared/api/errors.ts';
import { RefusalMessage } from '../../../shared/ui/refusal-message.tsx';
import '../../../shared/ui/button.css';

const reasons: Record<string, { title: string; text: string }> = {
  E_TOKEN_EXPIRED: { title: 'expired_title', text: 'expired_text' },
  E_INVALID_TOKEN: { title: 'invalid_title', text: 'invalid_text' },
  E_EMAIL_NOT_FOUND: { title: 'invalid_title', text: 'unknown_email_text' },
};

/** The state, with a button to ask for a new link for `email`. */
export function BadLink({ email, error }: { email: string; error: unknown }) {
  const { t } = useTranslation('password-reset');
  const reason = isRefusal(error) ? reasons[error.code] : undefined;
  return (
    <div className="reset-bad-link" role="alert">
      {reason ? (
        <>
          <p className="reset-sent-lead">{t(reason.title)}</p>
          <p>{t(reason.text)}</p>
        </>
      ) : (
        <RefusalMessage error={error} />
      )}
      <Link
        to={`/reset-password?email=${encodeURIComponent(email)}`}
        className="button button-primary"
      >
        {t('ask_new_link')}
      </Link>
    </div>
  );
}
