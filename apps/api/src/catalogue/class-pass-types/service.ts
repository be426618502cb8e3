/**
 * Selling class pass types (CONTRACT §9; seed 001 §5): which types a customer may buy (the cart,
 * batched), and the free pass a customer takes directly (POST /class-passes), with its e-mail when the type says so.
 */
import type { Db } from '../../platform/db/connect.ts';
import type { Locale } from '../../platform/i18n/locale.ts';
import { fill } from '../../platform/i18n/locale.ts';
import { copenhagenToday } from '../../platform/lib/time.ts';
import { belowCustomerMax } from './build.ts';
import {
  findClassPassTypes,
  insertClassPass,
  lockUser,
  passCountsOf,
  type ClassPassRow,
  type ClassPassTypeRow,
} from './queries.ts';
import { sendMail } from '../../studio/public.ts';

/** A class pass type as the cart sees it: how many the customer holds and whether they may buy. */
interface PassTypeForCart {
  /** The type, archived too (the cart still names an archived row). */
  type: ClassPassTypeRow;
  /** Passes of the type the customer holds (not archived, expired ones too). */
  held: number;
  /** `for_sale`, not archived, and `held` + the wanted count within the per-customer max. */
  buyable: boolean;
}

/**
 * The studio's class pass types of `wanted` (type id → how many passes of it the customer is
 * buying at once; archived types too, another studio's left out), with whether `userId` may buy
 * that many: `for_sale`, not archived, and at most `max_number_per_customer` held afterwards when
 * `limited_number_per_customer` ("you can't buy more class passes", seed 001 §5).
 */
export async function classPassTypesForCart(
  db: Db,
  clientId: number,
  userId: number,
  wanted: Map<number, number>,
): Promise<Map<number, PassTypeForCart>> {
  const out = new Map<number, PassTypeForCart>();
  const ids = [...wanted.keys()];
  if (!ids.length) return out;
  const types = await findClassPassTypes(db, clientId, { ids, withArchived: true });
  const counts = await passCountsOf(db, clientId, userId, ids);
  for (const type of types) {
    const held = counts.get(type.id) ?? 0;
    const count = Math.max(1, wanted.get(type.id) ?? 1);
    const buyable = !type.archived && type.for_sale && belowCustomerMax(type, held + count - 1);
    out.set(type.id, { type, held, buyable });
  }
  return out;
}

/**
 * The studio's class pass type `id` when this customer may buy one: `for_sale`, not archived, and
 * below `max_number_per_customer` when `limited_number_per_customer`. Otherwise undefined.
 */
async function classPassTypeBuyable(db: Db, clientId: number, userId: number, id: number) {
  const found = (await classPassTypesForCart(db, clientId, userId, new Map([[id, 1]]))).get(id);
  return found?.buyable ? found.type : undefined;
}

const mailTexts = {
  subject: {
    da: 'Dit klippekort: {name}',
    en: 'Your class pass: {name}',
    nb: 'Ditt klippekort: {name}',
  },
  text: {
    da: 'Du har fået {name}. Det gælder til og med {valid_until}.',
    en: 'You now have {name}. It is valid through {valid_until}.',
    nb: 'Du har fått {name}. Det gjelder til og med {valid_until}.',
  },
};

/**
 * POST /class-passes: a free class pass (price 0) for the customer themself, below the per-customer
 * maximum. One transaction with the customer's row locked, so a double click cannot take two of a
 * one-per-customer pass. @returns the pass, or `forbidden` (not free, not buyable, not the studio's).
 */
export function createFreeClassPass(
  db: Db,
  clientId: number,
  locale: Locale,
  userId: number,
  typeId: number,
): Promise<ClassPassRow | 'forbidden'> {
  return db.transaction(async (tx) => {
    const user = await lockUser(tx, clientId, userId);
    const type = user && (await classPassTypeBuyable(tx, clientId, userId, typeId));
    if (!user || !type || Number(type.price) !== 0) return 'forbidden';
    const pass = await insertClassPass(tx, type, userId, copenhagenToday());
    if (type.send_email_to_customer) {
      const params = { name: type.name, valid_until: pass.valid_until };
      await sendMail(tx, clientId, {
        to: user.email,
        subject: fill(mailTexts.subject[locale], params),
        text: fill(mailTexts.text[locale], params),
      });
    }
    return pass;
  });
}
