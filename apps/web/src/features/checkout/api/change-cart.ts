/**
 * Changing the cart from Checkout (CONTRACT §7): remove a row (DELETE /cart-items/{id}) and apply
 * a discount code or gift card code (POST /cart-items with `item_type: "discount_code"`). Both
 * refresh every cart view. Refusals reject as `ApiRefusal` (E_DISCOUNT_CODE_NOT_FOUND, …).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';
import { cartQueryKey } from '../../../entities/commerce/api/add-to-cart.ts';

/** `mutate(cartItemId)`; an already removed row (`E_CART_ITEM_DOES_NOT_EXIST`) just refreshes. */
export function useRemoveCartItem({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cartItemId: number) => api.delete(`/cart-items/${cartItemId}`, null),
    onSuccess: () => onSuccess?.(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartQueryKey }),
  });
}

/** `mutate(code)`: tried as a discount code first, then as a gift card code (CONTRACT §7). */
export function useApplyCode(userId: number, { onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      api.post('/cart-items', null, {
        body: { item_type: 'discount_code', user: userId, discount_code: code },
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: cartQueryKey });
      onSuccess?.();
    },
  });
}
