/**
 * Every text of the payments module, one table keyed by text id, each in `da`, `en` and `nb`
 * (the studio's language): the gift card minimum refusal (CONTRACT §11, `{amount}` in kroner)
 * and the built-in test provider's checkout page (README.md; `{amount}` formatted money,
 * `{wallet}` `MobilePay` or `Vipps`).
 */
import type { Texts } from '../../platform/i18n/locale.ts';

export const paymentTexts = {
  giftCardTooSmallTitle: {
    da: 'Beløbet er under minimum',
    en: 'The amount is below minimum',
    nb: 'Beløpet er under minimum',
  },
  giftCardTooSmallMessage: {
    da: 'Minimumsbeløbet for gavekort er {amount}',
    en: 'The minimum amount for gift cards is {amount}',
    nb: 'Minimumsbeløpet for gavekort er {amount}',
  },
  title: { da: 'Testbetaling', en: 'Test payment', nb: 'Testbetaling' },
  notice: {
    da: 'Dette er en testbetaling. Der bliver ikke trukket penge.',
    en: 'This is a test payment. No money is taken.',
    nb: 'Dette er en testbetaling. Ingen penger blir trukket.',
  },
  total: { da: 'I alt', en: 'Total', nb: 'Totalt' },
  heldUntil: {
    da: 'Vi holder det til dig til kl. {time}. Betaler du senere, og er det væk, får du pengene tilbage.',
    en: 'We hold it for you until {time}. If you pay later and it has gone, your money is refunded.',
    nb: 'Vi holder det av til deg til kl. {time}. Betaler du senere og det er borte, får du pengene tilbake.',
  },
  cardNumber: { da: 'Kortnummer', en: 'Card number', nb: 'Kortnummer' },
  expiry: { da: 'Udløb', en: 'Expiry', nb: 'Utløp' },
  cvc: { da: 'CVC', en: 'CVC', nb: 'CVC' },
  saveCard: {
    da: 'Kortet gemmes til dine kommende betalinger (fornyelse af medlemskab, rater).',
    en: 'The card is saved for your coming payments (membership renewals, installments).',
    nb: 'Kortet lagres for dine kommende betalinger (fornyelse av medlemskap, avdrag).',
  },
  pay: { da: 'Betal {amount}', en: 'Pay {amount}', nb: 'Betal {amount}' },
  payWith: { da: 'Betal med {wallet}', en: 'Pay with {wallet}', nb: 'Betal med {wallet}' },
  saveOnly: { da: 'Gem kort', en: 'Save card', nb: 'Lagre kort' },
  decline: { da: 'Afvis betaling', en: 'Decline payment', nb: 'Avvis betaling' },
  cancel: { da: 'Annuller', en: 'Cancel', nb: 'Avbryt' },
  declinedTitle: {
    da: 'Betalingen blev afvist',
    en: 'The payment was declined',
    nb: 'Betalingen ble avvist',
  },
  declinedText: {
    da: 'Der er ikke trukket penge, og intet er købt.',
    en: 'No money was taken and nothing was bought.',
    nb: 'Ingen penger ble trukket, og ingenting er kjøpt.',
  },
  back: { da: 'Tilbage', en: 'Back', nb: 'Tilbake' },
  alreadyPaid: {
    da: 'Ordren er allerede betalt.',
    en: 'This order is already paid.',
    nb: 'Ordren er allerede betalt.',
  },
  continue: { da: 'Fortsæt', en: 'Continue', nb: 'Fortsett' },
  cardTitle: { da: 'Skift betalingskort', en: 'Change payment card', nb: 'Bytt betalingskort' },
  cardNotice: {
    da: 'Dette er et testkort. Der bliver ikke trukket penge nu.',
    en: 'This is a test card. No money is taken now.',
    nb: 'Dette er et testkort. Ingen penger blir trukket nå.',
  },
  cardFor: {
    da: 'Kortet betaler fremover for {name}.',
    en: 'The card pays for {name} from now on.',
    nb: 'Kortet betaler for {name} fra nå av.',
  },
  goodCard: { da: 'Kort der virker', en: 'A card that works', nb: 'Kort som virker' },
  decliningCard: {
    da: 'Kort der bliver afvist ved næste betaling',
    en: 'A card that is declined at the next payment',
    nb: 'Kort som blir avvist ved neste betaling',
  },
  saveThisCard: { da: 'Gem dette kort', en: 'Save this card', nb: 'Lagre dette kortet' },
} satisfies Record<string, Texts>;
