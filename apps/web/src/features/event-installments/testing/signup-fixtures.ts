/**
 * An event signup paid in installments, shaped exactly like CONTRACT §6 (GET /event-signups with
 * the installments screen's populate list) and parsed with the contract's schema, so a fixture
 * that drifts from the contract fails the test that uses it.
 */
import { EventSignup, SignupInstallment } from '@studio/contract/events';

export function installmentBody(extra: Partial<SignupInstallment> = {}): SignupInstallment {
  return SignupInstallment.parse({
    id: 1,
    date: '1970-01-01',
    amount: 6000,
    discount_amount: 0,
    paid: 0,
    order: null,
    ...extra,
  });
}

/** Teacher training, 4 × 6,000 kr: the deposit paid, one past installment unpaid, two to come. */
export function signupBody(extra: Record<string, unknown> = {}): EventSignup {
  return EventSignup.parse({
    id: 31,
    client: 1,
    user: 42,
    event: {
      id: 7,
      client: 1,
      client_id: 1,
      name: 'Teacher training 200h',
      description: '',
      start_date: '2099-01-10',
      time_freetext: 'Weekends',
      seats: 20,
      price: 24000,
      cancelled: false,
      use_time_slots: false,
      show_in_calendar: true,
      color: '#336699',
      archived: false,
      installment_payments_enabled: true,
      installments: [],
      number_of_installments_left: 3,
      current_required_paid_amount: 6000,
      current_required_number_of_paid_installments: 1,
      room: null,
      event_group: null,
      image: null,
    },
    event_id: 7,
    count: 1,
    archived: false,
    createdAt: 0,
    updatedAt: 0,
    installment_payments_enabled: true,
    installment_payments_status: 'on_track',
    installment_payment_failed_number_of_times: 0,
    number_of_installments_paid: 1,
    installments: [
      installmentBody({ id: 1, paid: 1_700_000_000_000, order: { id: 90, receipt_token: 'r90' } }),
      installmentBody({ id: 2, date: '2000-03-01' }),
      installmentBody({ id: 3, date: '2099-02-01' }),
      installmentBody({ id: 4, date: '2099-03-01' }),
    ],
    payment_subscriptions: [
      {
        id: 5,
        status: 'archived',
        pay_type: 'visa',
        card_last_4_digits: '1111',
        card_expiration: '01/20',
      },
      {
        id: 6,
        status: 'active',
        pay_type: 'visa',
        card_last_4_digits: '4242',
        card_expiration: '12/30',
      },
    ],
    ...extra,
  });
}
