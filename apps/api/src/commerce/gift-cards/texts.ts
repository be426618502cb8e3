/**
 * Every text of gift card delivery (CONTRACT §11, issue 26 item 4) in `da`, `en` and `nb`, the
 * studio's language (CONTRACT §1.13): the card's mail (to the recipient, or to the giver who hands
 * it over), the note to the studio that sends cards by hand, the line the giver's receipt gets
 * about where the card went, and the refusals of the purchase. `{amount}` is formatted money,
 * dates are long dates (`printedDate`).
 */
import type { Texts } from '../../platform/i18n/locale.ts';

export const giftCardTexts = {
  subjectToRecipient: {
    da: '{giver} har givet dig et gavekort til {studio}',
    en: '{giver} has given you a gift card for {studio}',
    nb: '{giver} har gitt deg et gavekort til {studio}',
  },
  subjectToGiver: {
    da: 'Dit gavekort til {recipient} fra {studio}',
    en: 'Your gift card for {recipient} from {studio}',
    nb: 'Gavekortet ditt til {recipient} fra {studio}',
  },
  greeting: { da: 'Hej {name}', en: 'Hi {name}', nb: 'Hei {name}' },
  toRecipient: {
    da: '{giver} har givet dig et gavekort til {studio}.',
    en: '{giver} has given you a gift card for {studio}.',
    nb: '{giver} har gitt deg et gavekort til {studio}.',
  },
  toGiver: {
    da: 'Her er gavekortet, du har købt til {recipient}. Giv det videre: print den vedhæftede PDF, eller send denne e-mail videre.',
    en: 'Here is the gift card you bought for {recipient}. Pass it on: print the attached PDF, or forward this e-mail.',
    nb: 'Her er gavekortet du har kjøpt til {recipient}. Gi det videre: skriv ut den vedlagte PDF-en, eller videresend denne e-posten.',
  },
  card: { da: 'Gavekort', en: 'Gift card', nb: 'Gavekort' },
  code: { da: 'Kode', en: 'Code', nb: 'Kode' },
  validUntil: {
    da: 'Gyldigt til og med {date}',
    en: 'Valid until {date}',
    nb: 'Gyldig til og med {date}',
  },
  from: {
    da: 'Fra {giver} til {recipient}',
    en: 'From {giver} to {recipient}',
    nb: 'Fra {giver} til {recipient}',
  },
  howToUse: {
    da: 'Sådan bruger du det: vælg det, du vil købe, i priserne hos {studio}, og skriv koden i feltet "Rabatkode eller gavekort" i kurven.',
    en: 'How to use it: choose what you want in the prices of {studio}, and type the code in the field "Discount code or gift card" in the cart.',
    nb: 'Slik bruker du det: velg det du vil kjøpe i prisene hos {studio}, og skriv koden i feltet "Rabattkode eller gavekort" i handlekurven.',
  },
  pdf: {
    da: 'Gavekortet er vedhæftet som PDF, så det kan printes.',
    en: 'The gift card is attached as a PDF, ready to print.',
    nb: 'Gavekortet er vedlagt som PDF, klart til utskrift.',
  },
  adminSubject: {
    da: 'Gavekort solgt: send det til kunden',
    en: 'Gift card sold: please send it to the customer',
    nb: 'Gavekort solgt: send det til kunden',
  },
  adminBody: {
    da: 'Et gavekort er købt af {giver} ({giverEmail}) til {recipient} ({recipientEmail}). I sender gavekort selv (indstillingen gift_card_delivery_mode er manual), og køberen har fået at vide, at I sender det.',
    en: 'A gift card was bought by {giver} ({giverEmail}) for {recipient} ({recipientEmail}). You send gift cards yourselves (the setting gift_card_delivery_mode is manual), and the buyer was told that you will send it.',
    nb: 'Et gavekort er kjøpt av {giver} ({giverEmail}) til {recipient} ({recipientEmail}). Dere sender gavekort selv (innstillingen gift_card_delivery_mode er manual), og kjøperen har fått beskjed om at dere sender det.',
  },
  adminWish: {
    da: 'Køberen ønsker det sendt {date}.',
    en: 'The buyer would like it sent on {date}.',
    nb: 'Kjøperen ønsker det sendt {date}.',
  },
  receiptToGiver: {
    da: 'Gavekortet til {recipient} er sendt til dig ({email}) i en e-mail for sig med koden og en PDF til print.',
    en: 'The gift card for {recipient} was sent to you ({email}) in a separate e-mail with its code and a PDF to print.',
    nb: 'Gavekortet til {recipient} er sendt til deg ({email}) i en egen e-post med koden og en PDF for utskrift.',
  },
  receiptToRecipient: {
    da: 'Gavekortet er sendt til {recipient} ({email}).',
    en: 'The gift card was sent to {recipient} ({email}).',
    nb: 'Gavekortet er sendt til {recipient} ({email}).',
  },
  receiptDated: {
    da: 'Gavekortet sendes til {recipient} ({email}) om morgenen {date}.',
    en: 'The gift card will be sent to {recipient} ({email}) on the morning of {date}.',
    nb: 'Gavekortet sendes til {recipient} ({email}) om morgenen {date}.',
  },
  receiptManual: {
    da: '{studio} sender selv gavekortet til dig. Du hører fra studiet.',
    en: '{studio} sends you the gift card themselves. You will hear from the studio.',
    nb: '{studio} sender gavekortet til deg selv. Du hører fra studioet.',
  },
  emailInvalidTitle: {
    da: 'Modtagerens e-mail er ikke gyldig',
    en: "The recipient's e-mail is not valid",
    nb: 'Mottakerens e-post er ikke gyldig',
  },
  emailInvalidMessage: {
    da: 'Skriv modtagerens fulde e-mailadresse, fx navn@eksempel.dk.',
    en: "Type the recipient's full e-mail address, e.g. name@example.com.",
    nb: 'Skriv mottakerens fullstendige e-postadresse, f.eks. navn@eksempel.no.',
  },
  dateInvalidTitle: {
    da: 'Datoen kan ikke vælges',
    en: 'This date cannot be chosen',
    nb: 'Datoen kan ikke velges',
  },
  dateInvalidMessage: {
    da: 'Vælg en dato fra i dag til og med {last}.',
    en: 'Choose a date from today until {last}.',
    nb: 'Velg en dato fra i dag til og med {last}.',
  },
} satisfies Record<string, Texts>;
