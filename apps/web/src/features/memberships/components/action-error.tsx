/**
 * Why an action on the membership failed, where the customer acted. PUT /memberships answers its
 * refusals as HTTP 400 with an `E_…` string (CONTRACT §8), which the shared client reports as an
 * `ApiError`; those codes read from this feature's catalog, everything else as `RefusalMessage`.
 */
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/errors.ts';
import { RefusalMessage } from '../../../shared/ui/refusal-message.tsx';

export function ActionError({ error }: { error: unknown }) {
  const { t, i18n } = useTranslation('memberships');
  if (error instanceof ApiError && typeof error.body === 'string') {
    const key = `memberships:error_${error.body}`;
    if (i18n.exists(key))
      return (
        <p role="alert" className="refusal-message">
          {t(`error_${error.body}`)}
        </p>
      );
  }
  return <RefusalMessage error={error} />;
}
