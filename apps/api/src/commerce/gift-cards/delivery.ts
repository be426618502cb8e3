/**
 * Delivering a bought gift card (CONTRACT §11 with our design; README.md beside this file):
 * activated when its order is paid, then e-mailed by us (`gift_card_delivery_mode = auto`) to the
 * recipient's address or else the giver's, at once or on the morning of its `send_on` date (the
 * `gift-card-sends` job, send-due.ts), or handed to the studio to send (`manual`). Each card is
 * sent once: `sent_at` is claimed in the transaction that queues its mail.
 */
import type { Db, Tx } from '../../platform/db/connect.ts';
import { toLocale } from '../../platform/i18n/locale.ts';
import { loadSharp } from '../../platform/images/sharp.ts';
import { copenhagenToday } from '../../platform/lib/time.ts';
import {
  findImage,
  mailLinkOrigin,
  readImageFile,
  sendMail,
  type StudioClient,
} from '../../studio/public.ts';
import {
  deliveryNote,
  giftCardMail,
  giftCardStudioMail,
  type CardStudio,
  type Delivery,
} from './mails.ts';
import {
  activateGiftCard,
  claimForSending,
  clearSendDate,
  findGiftCard,
  type ActiveCard,
} from './queries.ts';
import { validUntil } from './rules.ts';

/** The studio's logo as a PNG for the printed card (pdfkit draws PNG and JPEG, logos are often SVG). */
async function logoPng(db: Db, studio: StudioClient): Promise<Buffer | null> {
  if (!studio.row.logo_id) return null;
  const image = await findImage(db, studio.row.id, studio.row.logo_id);
  const file = image ? await readImageFile(image.filename) : null;
  if (!file) return null;
  try {
    const sharp = await loadSharp();
    return await sharp(file.bytes, { density: 144 })
      .resize({ width: 480, withoutEnlargement: true })
      .png()
      .toBuffer();
  } catch {
    // A logo that cannot be drawn must not keep a paid card from its receiver: the name is printed.
    return null;
  }
}

/** The studio as its gift cards show it: name, language, link origin, colour and logo. */
export async function cardStudio(db: Db, studio: StudioClient): Promise<CardStudio> {
  return {
    name: studio.row.name,
    locale: toLocale(studio.settings.locale),
    origin: mailLinkOrigin(studio),
    color: String(studio.settings.theme_primary_color ?? ''),
    logoPng: await logoPng(db, studio),
  };
}

/**
 * Claims the card as sent now and queues its mail (to the recipient's address, else the
 * giver's). Nothing when it was sent already. @returns whether this call sent it.
 */
export async function sendCardNow(
  tx: Tx,
  studio: StudioClient,
  cardId: number,
  now: number,
  look?: CardStudio,
): Promise<boolean> {
  const card = await claimForSending(tx, studio.row.id, cardId, now);
  if (!card) return false;
  const forGiver = !card.recipient_email;
  const to = forGiver ? card.giver_email : card.recipient_email;
  const mail = await giftCardMail(look ?? (await cardStudio(tx, studio)), card, to, forGiver);
  await sendMail(tx, studio.row.id, mail);
  return true;
}

/** `manual`: the studio's address for gift cards (setting), else its own e-mail. */
const studioAddress = (studio: StudioClient) =>
  String(studio.settings.gift_card_manual_delivery_admin_notification_email ?? '') ||
  studio.row.email;

/**
 * Activates the card bought by a paid `gift_card_purchase` line (`cardId`, order `orderId`) and
 * delivers it as the studio's `gift_card_delivery_mode` says, inside the order's fulfilment
 * transaction. `valid_until` counts `gift_card_valid_for_days` from the day the card is sent
 * (`rules.ts`). @returns the giver's receipt paragraph on where the card went, or null when the
 * card was already active or is not the studio's.
 */
export async function activateAndDeliver(
  tx: Tx,
  studio: StudioClient,
  purchase: { orderId: number; cardId: number },
  now: number,
): Promise<string | null> {
  const bought = await findGiftCard(tx, studio.row.id, purchase.cardId);
  if (!bought || bought.activated) return null;
  const today = copenhagenToday(new Date(now));
  const auto = studio.settings.gift_card_delivery_mode === 'auto';
  const sendOn = bought.send_on;
  const validTo = validUntil(today, auto ? sendOn : null, studio.settings.gift_card_valid_for_days);
  const card = await activateGiftCard(tx, studio.row.id, bought.id, purchase.orderId, validTo);
  if (!card) return null;
  const look = await cardStudio(tx, studio);
  const delivery = await deliver(tx, studio, card, look, { auto, sendOn, today, now });
  return deliveryNote(look, card, delivery);
}

async function deliver(
  tx: Tx,
  studio: StudioClient,
  card: ActiveCard,
  look: CardStudio,
  when: { auto: boolean; sendOn: string | null; today: string; now: number },
): Promise<Delivery> {
  if (!when.auto) {
    if (when.sendOn) await clearSendDate(tx, studio.row.id, card.id);
    const to = studioAddress(studio);
    if (to)
      await sendMail(tx, studio.row.id, await giftCardStudioMail(look, card, to, when.sendOn));
    return { kind: 'studio' };
  }
  if (when.sendOn && when.sendOn > when.today) return { kind: 'dated', sendOn: when.sendOn };
  await sendCardNow(tx, studio, card.id, when.now, look);
  return { kind: card.recipient_email ? 'recipient' : 'giver' };
}
