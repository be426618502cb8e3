/** Products (CONTRACT §9). Studio id first. */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/connect.ts';
import { products } from '../../platform/db/schema.ts';

type ProductRow = typeof products.$inferSelect;

/** The studio's product `id` when it is on sale (not archived, `for_sale`). */
export async function productForSale(db: Db, clientId: number, id: number) {
  const [row] = await db
    .select()
    .from(products)
    .where(
      and(
        eq(products.client_id, clientId),
        eq(products.id, id),
        eq(products.archived, false),
        eq(products.for_sale, true),
      ),
    );
  return row;
}

/** A product as the cart sees it: the record (archived too) and whether it is on sale now. */
interface ProductForCart {
  product: ProductRow;
  /** Not archived and `for_sale`, the rule of `productForSale`. */
  forSale: boolean;
}

/** The studio's products `ids` (archived too; another studio's left out), for the whole cart at once. */
export async function productsForCart(db: Db, clientId: number, ids: number[]) {
  const out = new Map<number, ProductForCart>();
  if (!ids.length) return out;
  const rows = await db
    .select()
    .from(products)
    .where(and(eq(products.client_id, clientId), inArray(products.id, ids)));
  for (const product of rows)
    out.set(product.id, { product, forSale: !product.archived && product.for_sale });
  return out;
}
