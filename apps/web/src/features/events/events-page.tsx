/**
 * The Events page (`/events`, seed 001 §2 Events; CONTRACT §6 GET /events): the events from today
 * on, grouped by event group, each a card that opens the event dialog. The open event is in the
 * URL (`?event=<id>`), so a reload, a shared link or a trip through Login keeps it open.
 */
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { EventDialog } from '../../entities/event/components/event-dialog.tsx';
import { comingEventsQuery } from '../../entities/event/api/get-events.ts';
import { queryClient } from '../../shared/api/query-client.ts';
import { i18n } from '../../shared/i18n/i18n.ts';
import { copenhagenToday } from '../../shared/lib/copenhagen.ts';
import { loginStatusQuery } from '../../shared/session/session.ts';
import { ListSkeleton } from '../../shared/ui/list-skeleton.tsx';
import { EventCard } from './components/event-card.tsx';
import { groupEvents } from './lib/group-events.ts';
import '../../shared/ui/button.css';
import './components/events.css';

/** Starts the events' fetch with the navigation and loads the texts. */
export async function loader() {
  const status = await queryClient.ensureQueryData(loginStatusQuery);
  const userId = status.status === 'LOGGED_IN' ? status.userId : 0;
  void queryClient.prefetchQuery(comingEventsQuery(copenhagenToday(), userId));
  await i18n.loadNamespaces(['events', 'errors']);
  return null;
}

const eventParam = (params: URLSearchParams) => {
  const id = Number(params.get('event'));
  return Number.isInteger(id) && id > 0 ? id : undefined;
};

export function Component() {
  const { t } = useTranslation('events');
  const [params, setParams] = useSearchParams();
  const status = useQuery(loginStatusQuery);
  const userId = status.data?.status === 'LOGGED_IN' ? status.data.userId : 0;
  const today = copenhagenToday();
  const events = useQuery(comingEventsQuery(today, userId));
  const openId = eventParam(params);
  const open = (id: number | undefined) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id) next.set('event', String(id));
        else next.delete('event');
        return next;
      },
      { replace: !id, preventScrollReset: true },
    );

  return (
    <main className="page events-page">
      <h1 className="page-title">{t('title')}</h1>
      <p className="events-intro">{t('intro')}</p>
      {events.isError ? (
        <div role="alert" className="events-state">
          <p>{t('load_error')}</p>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => void events.refetch()}
          >
            {t('try_again')}
          </button>
        </div>
      ) : !events.data ? (
        <ListSkeleton />
      ) : events.data.length === 0 ? (
        <p className="events-state">{t('no_events')}</p>
      ) : (
        groupEvents(events.data).map(({ group, events: list }) => (
          <section
            key={group?.id ?? 'other'}
            className="events-group"
            aria-labelledby={`event-group-${group?.id ?? 'other'}`}
          >
            <h2 id={`event-group-${group?.id ?? 'other'}`} className="events-group-title">
              {group?.name ?? t('other_events')}
            </h2>
            {group?.description && <p className="events-group-text">{group.description}</p>}
            <div className="events-grid">
              {list.map((event) => (
                <EventCard key={event.id} event={event} today={today} onOpen={open} />
              ))}
            </div>
          </section>
        ))
      )}
      {openId && (
        <EventDialog
          key={openId}
          eventId={openId}
          initial={events.data?.find((event) => event.id === openId)}
          onClose={() => open(undefined)}
        />
      )}
    </main>
  );
}
