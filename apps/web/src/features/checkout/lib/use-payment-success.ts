/** The success steps (after-payment.ts), then My profile. */
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { afterPayment } from './after-payment.ts';

/** `(orderId) => Promise<void>`. */
export function usePaymentSuccess() {
  const navigate = useNavigate();
  return useCallback(
    async (orderId: number) => {
      await afterPayment(orderId);
      await navigate('/my-profile', { replace: true });
    },
    [navigate],
  );
}
