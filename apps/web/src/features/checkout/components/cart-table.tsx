/**
 * The checkout table (seed 001 §2): one row per cart item in checkout order, with title, sub text,
 * the server's price (what is charged now) and a remove button; a membership row also says what
 * is charged after this payment and when. The registration fee row has no remove button.
 */
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button.tsx';
import { formatKroner } from '../../../shared/lib/money.ts';
import type { CheckoutRow } from '../lib/checkout-rows.ts';
import { useRowText } from './row-text.tsx';

export interface CartTableProps {
  rows: CheckoutRow[];
  total: number;
  onRemove: (cartItemId: number) => void;
  removing: boolean;
}

/** The rows and the total. */
export function CartTable({ rows, total, onRemove, removing }: CartTableProps) {
  const { t } = useTranslation('checkout');
  const rowText = useRowText();
  return (
    <table className="cart-table">
      <caption className="visually-hidden">{t('cart')}</caption>
      <tbody>
        {rows.map((row) => {
          const { title, sub, next } = rowText(row);
          return (
            <tr key={row.key}>
              <th scope="row" className="cart-item">
                <span className="cart-item-title">{title}</span>
                {sub && <span className="cart-item-sub">{sub}</span>}
                {next && <span className="cart-item-sub">{next}</span>}
              </th>
              <td className="cart-price">{formatKroner(row.price)}</td>
              <td className="cart-remove">
                {row.cartItemId !== null && (
                  <Button
                    variant="ghost"
                    aria-label={t('remove_item', { name: title })}
                    isDisabled={removing}
                    onPress={() => onRemove(row.cartItemId!)}
                  >
                    ✕
                  </Button>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{t('total')}</th>
          <td className="cart-price cart-total">{formatKroner(total)}</td>
          <td />
        </tr>
      </tfoot>
    </table>
  );
}
