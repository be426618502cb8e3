/**
 * The SMTP transport (nodemailer), configured by `SMTP_URL` in nodemailer's URL form
 * (`smtp://user:pass@host:587`, `smtps://…:465`, `?tls.rejectUnauthorized=false` …). Without it
 * mail stays in the outbox (mail/outbox.ts). `MAIL_FROM` is the sender address.
 */
import nodemailer, { type Transporter } from 'nodemailer';

/** The SMTP URL in force, or undefined: mail is kept in the outbox only. */
export const smtpUrl = (): string | undefined => process.env.SMTP_URL || undefined;

/** The sender address (`MAIL_FROM`), `no-reply@localhost` by default; the studio's name is shown. */
export const mailFrom = (): string => process.env.MAIL_FROM || 'no-reply@localhost';

let cached: { url: string; transporter: Transporter } | undefined;

/** One pooled transporter per SMTP URL, or undefined without `SMTP_URL`. */
export function smtpTransport(): Transporter | undefined {
  const url = smtpUrl();
  if (!url) return undefined;
  if (cached?.url !== url) {
    cached?.transporter.close();
    cached = { url, transporter: nodemailer.createTransport(url) };
  }
  return cached.transporter;
}
