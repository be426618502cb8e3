/** The reset request's confirmation (seed 000 §2): where the link went, how long it works, and
 *  the hint to look in the spam folder; "send again" brings the form back. */
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button.tsx';

export function LinkSent({ email, onAgain }: { email: string; onAgain: () => void }) {
  const { t } = useTranslation('password-reset');
  return (
    <div className="reset-sent" role="status">
      <p className="reset-sent-lead">{t('sent_title')}</p>
      <p>{t('sent_text', { email })}</p>
      <p className="reset-muted">{t('sent_spam_hint')}</p>
      <Button variant="secondary" onPress={onAgain}>
        {t('send_again')}
      </Button>
    </div>
  );
}
