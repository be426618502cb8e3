/** The actions of a My classes item: open livestream, cancel, leave waiting list, add to calendar. */
import { useTranslation } from 'react-i18next';
import type { Class } from '@studio/contract/classes';
import { Button } from '../../../shared/ui/button.tsx';
import type { useBookingFlow } from '../../../entities/booking/lib/use-booking-flow.ts';

interface Props {
  cls: Class;
  flow: ReturnType<typeof useBookingFlow>;
  showCalendarLink: boolean;
}

export function MyClassActions({ cls, flow, showCalendarLink }: Props) {
  const { t } = useTranslation('my-classes');
  const icsUrl = cls.user_is_signed_up_for_livestream ? cls.ics_url_livestream : cls.ics_url;
  const livestreamLink = typeof cls.livestream_link === 'string' ? cls.livestream_link : null;
  return (
    <div className="my-class-actions">
      {!!cls.user_can_start_livestream && livestreamLink && (
        <a className="button button-primary" href={livestreamLink}>
          {t('open_livestream')}
        </a>
      )}
      {!!cls.user_is_signed_up_for_class && !!cls.user_can_sign_off_from_class && (
        <Button
          variant="danger"
          isDisabled={flow.isPending}
          onPress={() => flow.start({ kind: 'change_count', count: 0 })}
        >
          {t('cancel_booking')}
        </Button>
      )}
      {!!cls.user_is_signed_up_for_livestream &&
        !!cls.user_can_sign_off_from_livestream &&
        !!cls.user_livestream_signup_id && (
          <Button
            variant="danger"
            isDisabled={flow.isPending}
            onPress={() =>
              flow.start({ kind: 'livestream_sign_off', signupId: cls.user_livestream_signup_id! })
            }
          >
            {t('cancel_livestream')}
          </Button>
        )}
      {!!cls.user_is_signed_up_for_waiting_list &&
        cls.user_can_sign_off_from_waiting_list !== false &&
        !!cls.user_waiting_list_signup_id && (
          <Button
            variant="danger"
            isDisabled={flow.isPending}
            onPress={() =>
              flow.start({ kind: 'leave_waiting_list', signupId: cls.user_waiting_list_signup_id! })
            }
          >
            {t('leave_waiting_list')}
          </Button>
        )}
      {showCalendarLink && icsUrl && !cls.cancelled && (
        <a className="button button-ghost" href={icsUrl} download>
          {t('add_to_calendar')}
        </a>
      )}
    </div>
  );
}
