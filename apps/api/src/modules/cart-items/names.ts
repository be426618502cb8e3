/** Names of the rows the server adds to a priced cart, in the studio's locale (da, en, nb). */
const texts = {
  da: { registrationFee: 'Indmeldelsesgebyr', discountCode: 'Rabatkode', giftCard: 'Gavekort' },
  en: { registrationFee: 'Registration fee', discountCode: 'Discount code', giftCard: 'Gift card' },
  nb: { registrationFee: 'Innmeldingsavgift', discountCode: 'Rabattkode', giftCard: 'Gavekort' },
};

/** The row names for `locale`; Danish when the locale is unknown (decision 4). */
export function rowTexts(locale: unknown) {
  return locale === 'en' || locale === 'nb' ? texts[locale] : texts.da;
}

/** The names of the rows the server adds, in one locale. */
export type RowTexts = ReturnType<typeof rowTexts>;
