/**
 * Checking signup and profile bodies (CONTRACT §1.5, §3): ill-typed input is a malformed request
 * (400), missing or wrong field values are field problems, a weak password is its own refusal.
 */
import type { FastifyReply } from 'fastify';
import { errorTexts } from '../../platform/i18n/error-texts.ts';
import { fill, type Locale } from '../../platform/i18n/locale.ts';
import { fieldMessages, fieldNames } from './field-texts.ts';

/** `[field, i18n key]`, the key as in packages/contract (`validation:phone_required`). */
export type FieldProblem = [string, string];

export interface Verdict {
  /** A developer message for a 400, when a value has the wrong JSON type. */
  malformed?: string;
  problems: FieldProblem[];
  weakPassword: boolean;
}

interface Issue {
  path: PropertyKey[];
  message: string;
}

export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Sorts zod issues of a body into a malformed verdict, field problems and a weak password. */
export function judgeIssues(issues: readonly Issue[], body: Record<string, unknown>): Verdict {
  const verdict: Verdict = { problems: [], weakPassword: false };
  for (const issue of issues) {
    const field = String(issue.path[0] ?? 'body');
    if (issue.message === 'validation:password_too_weak') verdict.weakPassword = true;
    else if (issue.message.startsWith('validation:')) verdict.problems.push([field, issue.message]);
    else if (body[field] === undefined) {
      const key = `${field}_required` in fieldMessages ? `${field}_required` : 'required';
      verdict.problems.push([field, `validation:${key}`]);
    } else verdict.malformed ??= `${field} has the wrong type`;
  }
  return verdict;
}

/** `YYYY-MM-DD` that is a real date, or null/undefined/empty (CONTRACT §1.8 date_of_birth). */
export function isDateOrEmpty(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * Answers field problems: with the extended-error header HTTP 200
 * `{error: {type: 'validation', localized_title, localized_message, fields: {field: message}}}`,
 * without it `400` with the localised message as a JSON string.
 */
export function sendFieldProblems(reply: FastifyReply, problems: FieldProblem[]) {
  const locale: Locale = reply.request.locale;
  const fields: Record<string, string> = {};
  for (const [field, key] of problems) {
    const texts = fieldMessages[key.replace(/^validation:/, '')] ?? fieldMessages.required;
    fields[field] ??= texts ? texts[locale] : key;
  }
  const names = Object.keys(fields).map((field) => fieldNames[field]?.[locale] ?? field);
  const title = errorTexts.validation.title[locale];
  const message = fill(errorTexts.validation.message[locale], { fields: names.join(', ') });
  if (reply.request.headers['x-yogo-client-accepts-extended-error-format']) {
    return reply.extendedRefusal({
      type: 'validation',
      localized_title: title,
      localized_message: message,
      fields,
    });
  }
  return reply.badRequest(message);
}
