/** The weekly schedule (seed 000 §2 schedule). */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ClientResponse } from '@studio/contract/client';
import { api } from '../../shared/api/client.ts';

export function Component() {
  const { t } = useTranslation('schedule');
  const client = useQuery({
    queryKey: ['client'],
    queryFn: ({ signal }) =>
      api.get('/clients/current', ClientResponse, { query: { populate: ['settings'] }, signal }),
  });
  return (
    <main>
      <h1>{t('title')}</h1>
      {client.data && <p>{client.data.name}</p>}
    </main>
  );
}
