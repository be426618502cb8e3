/**
 * Reepay's Checkout script (CONTRACT §7 Reepay; seed 001 §4): loaded only when a checkout screen
 * needs it, never on the first load, then its modal opened with a session id. The modal reports
 * Accept with `{invoice}` (charge) or `{payment_method}` (recurring), and Close.
 * Docs: https://docs.reepay.com/reference/checkout-js (ModalCheckout, Event.Accept, Event.Close).
 */
const SCRIPT_URL = 'https://checkout.reepay.com/checkout.js';

interface ReepayModal {
  addEventHandler(event: string, handler: (data: Record<string, unknown>) => void): void;
}
interface ReepayGlobal {
  ModalCheckout: new (sessionId: string) => ReepayModal;
  Event: { Accept: string; Close: string };
}

let loading: Promise<ReepayGlobal> | null = null;

/** Adds the script once; resolves with `window.Reepay`. */
export function loadReepay(): Promise<ReepayGlobal> {
  const existing = (window as { Reepay?: ReepayGlobal }).Reepay;
  if (existing) return Promise.resolve(existing);
  loading ??= new Promise<ReepayGlobal>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT_URL;
    script.async = true;
    script.onload = () => {
      const reepay = (window as { Reepay?: ReepayGlobal }).Reepay;
      if (reepay) resolve(reepay);
      else reject(new Error('Reepay Checkout did not load'));
    };
    script.onerror = () => {
      loading = null;
      reject(new Error('Reepay Checkout did not load'));
    };
    document.head.append(script);
  });
  return loading;
}

export interface ReepayHandlers {
  onAccept: (data: Record<string, unknown>) => void;
  onClose?: () => void;
}

/** Opens the modal for `sessionId` (a charge or recurring session). */
export async function openReepayModal(sessionId: string, handlers: ReepayHandlers) {
  const reepay = await loadReepay();
  const modal = new reepay.ModalCheckout(sessionId);
  modal.addEventHandler(reepay.Event.Accept, handlers.onAccept);
  if (handlers.onClose) modal.addEventHandler(reepay.Event.Close, handlers.onClose);
}
