/**
 * A card about to expire (issue 26): the customer whose active membership is paid by a saved card
 * expiring this month (Copenhagen) gets one mail per card and month, in their language, linking
 * to the membership page where the card is changed; not for other months, stopped cards or
 * memberships that have ended.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { useBookingApp } from '../../../test/booking-kit.ts';
import { expectHtmlLikeText, mailsTo } from '../../../test/kits/mail.ts';
import { memberships, paymentSubscriptions } from '../../platform/db/schema.ts';
import { mailCardsExpiring } from './run.ts';

const { t, b } = useBookingApp();

beforeEach(() => {
  vi.stubEnv('PUBLIC_ORIGIN', 'https://booking.example.dk');
});
afterEach(() => {
  vi.unstubAllEnvs();
});

/** Saturday 30 May 2026, 23:30 Copenhagen: still May there (21:30 UTC). */
const MAY_END = Date.parse('2026-05-30T21:30:00Z');

let n = 0;
/** A customer of a `locale` studio with a membership paid by a card expiring `expiration`. */
async function setUp(locale: 'da' | 'en' | 'nb', expiration: string, as: { locale?: string } = {}) {
  const studio = await b.studio({ locale });
  const email = `card-${++n}@example.dk`;
  const c = await b.customer(studio.id, { email, first_name: 'Mia', ...as });
  const m = await b.membership(studio.id, c.id, [studio.classTypeId], { name: 'Ubegrænset' });
  const [card] = await t.db
    .insert(paymentSubscriptions)
    .values({
      client_id: studio.id,
      membership_id: m.id,
      payment_service_provider: 'test',
      payment_provider_subscription_id: `card-${n}`,
      card_last_4_digits: '4242',
      card_expiration: expiration,
    })
    .returning();
  return { email, membership: m, card: card! };
}

describe('the card-expiry job', () => {
  test('mails the customer once in the month the card expires, linking to the membership', async () => {
    const { email, membership } = await setUp('da', '05/26');
    await mailCardsExpiring(t.db, MAY_END);
    await mailCardsExpiring(t.db, MAY_END + 60_000);
    const [mail, ...more] = await mailsTo(t.db, email);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe('Dit betalingskort til Ubegrænset udløber i denne måned');
    expect(mail!.text).toContain(
      'Dit gemte betalingskort med slutcifrene 4242, som betaler dit medlemskab Ubegrænset, udløber med udgangen af maj 2026.',
    );
    const link = `https://booking.example.dk/membership/${membership.id}`;
    expect(expectHtmlLikeText(mail!, 'da')).toEqual([link]);
  });

  test('in the customer’s language; not for next month’s card, a stopped card or an ended membership', async () => {
    const english = await setUp('da', '05/26', { locale: 'en' });
    const later = await setUp('da', '06/26');
    const stopped = await setUp('da', '05/26');
    await t.db
      .update(paymentSubscriptions)
      .set({ status: 'stopped' })
      .where(eq(paymentSubscriptions.id, stopped.card.id));
    const ended = await setUp('da', '05/26');
    await t.db
      .update(memberships)
      .set({ status: 'ended' })
      .where(eq(memberships.id, ended.membership.id));

    await mailCardsExpiring(t.db, MAY_END);
    const [mail] = await mailsTo(t.db, english.email);
    expect(mail!.subject).toBe('Your payment card for Ubegrænset expires this month');
    expect(mail!.text).toContain('expires at the end of May 2026');
    expectHtmlLikeText(mail!, 'en');
    expect(await mailsTo(t.db, later.email)).toHaveLength(0);
    expect(await mailsTo(t.db, stopped.email)).toHaveLength(0);
    expect(await mailsTo(t.db, ended.email)).toHaveLength(0);

    // June comes: next month's card is warned about then, and May's card is not again.
    await mailCardsExpiring(t.db, Date.parse('2026-06-01T08:00:00Z'));
    expect(await mailsTo(t.db, later.email)).toHaveLength(1);
    expect(await mailsTo(t.db, english.email)).toHaveLength(1);
  });
});
