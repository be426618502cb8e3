/**
 * The mail outbox as a journey reads it (issue 13): the server's test-only route
 * `GET /test/mails?to=<address>` (apps/api/src/journey-support, E2E_TEST_ROUTES=1) answers
 * the newest mails to an address, newest first. Reset and confirmation links are read from them.
 */
import { expect, type APIRequestContext } from '@playwright/test';

export interface OutboxMail {
  id: number;
  to: string;
  subject: string;
  text: string;
}

/** The newest mails to `to`, newest first. */
export async function mailsTo(request: APIRequestContext, to: string): Promise<OutboxMail[]> {
  const response = await request.get(`/test/mails?to=${encodeURIComponent(to)}`);
  if (!response.ok()) throw new Error(`could not read the outbox: ${await response.text()}`);
  return (await response.json()) as OutboxMail[];
}

/**
 * Waits until the outbox holds more than `before` mails to `to` holding a link whose path starts
 * with `pathStart` (`/reset-password/`), and returns the newest such link as a path with query.
 */
export async function newestLink(
  request: APIRequestContext,
  to: string,
  pathStart: string,
  before = 0,
): Promise<string> {
  let link = '';
  await expect
    .poll(async () => {
      const links = (await mailsTo(request, to))
        .flatMap((mail) => mail.text.match(/https?:\/\/\S+/g) ?? [])
        .map((url) => new URL(url))
        .filter((url) => url.pathname.startsWith(pathStart));
      link = links[0] ? links[0].pathname + links[0].search : '';
      return links.length;
    })
    .toBeGreaterThan(before);
  return link;
}

/** How many mails to `to` hold a link whose path starts with `pathStart`. */
export async function linkCount(
  request: APIRequestContext,
  to: string,
  pathStart: string,
): Promise<number> {
  const mails = await mailsTo(request, to);
  return mails.filter((mail) =>
    (mail.text.match(/https?:\/\/\S+/g) ?? []).some((url) =>
      new URL(url).pathname.startsWith(pathStart),
    ),
  ).length;
}
