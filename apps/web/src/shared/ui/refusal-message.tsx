/**
 * Shows why the server said no, where the customer acted (STYLE.md, errors). Text comes from the
 * server's localised title and message when it sent them, else from the `errors` catalog by code,
 * else the raw `E_…` code (seed 000 §8: "any other string starting with E_ is shown raw").
 */
import { useTranslation } from 'react-i18next';
import { ApiError, ApiRefusal } from '../api/errors.ts';
import './refusal-message.css';

export function useErrorText(error: unknown): { title: string; message: string } | null {
  const { t, i18n } = useTranslation('errors');
  if (!error) return null;
  if (error instanceof ApiRefusal) {
    if (error.localized?.message)
      return { title: error.localized.title, message: error.localized.message };
    if (i18n.exists(`errors:${error.code}`)) {
      return { title: t('generic_title'), message: t(error.code) };
    }
    return { title: t('generic_title'), message: error.code };
  }
  if (error instanceof ApiError) return { title: t('generic_title'), message: t('server_error') };
  return { title: t('generic_title'), message: t('network_error') };
}

export function RefusalMessage({ error }: { error: unknown }) {
  const text = useErrorText(error);
  if (!text) return null;
  return (
    <div role="alert" className="refusal-message">
      <strong>{text.title}</strong>
      <span>{text.message}</span>
    </div>
  );
}
