/**
 * Names of the rows the server adds to a priced cart, and of an event's first installments
 * (`{event}`, `{due}`, `{total}` filled in), in the studio's locale (da, en, nb).
 */
const texts = {
  da: {
    registrationFee: 'Indmeldelsesgebyr',
    discountCode: 'Rabatkode',
    giftCard: 'Gavekort',
    firstInstallment: '{event} – 1. rate af {total}',
    firstInstallments: '{event} – rate 1–{due} af {total}',
  },
  en: {
    registrationFee: 'Registration fee',
    discountCode: 'Discount code',
    giftCard: 'Gift card',
    firstInstallment: '{event} – installment 1 of {total}',
    firstInstallments: '{event} – installments 1–{due} of {total}',
  },
  nb: {
    registrationFee: 'Innmeldingsavgift',
    discountCode: 'Rabattkode',
    giftCard: 'Gavekort',
    firstInstallment: '{event} – 1. avdrag av {total}',
    firstInstallments: '{event} – avdrag 1–{due} av {total}',
  },
};

/** The row names for `locale`; Danish when the locale is unknown (decision 4). */
export function rowTexts(locale: unknown) {
  return locale === 'en' || locale === 'nb' ? texts[locale] : texts.da;
}

/** The names of the rows the server adds, in one locale. */
export type RowTexts = ReturnType<typeof rowTexts>;
