/**
 * Test data for the journeys, made through the server's test-only routes (E2E_TEST_ROUTES=1):
 * each journey gets its own customer and its own classes with a unique name.
 */
import type { APIRequestContext } from '@playwright/test';

export interface MadeClass {
  id: number;
  name: string;
  date: string;
  /** Monday of the class's week, the schedule's `week` parameter. */
  monday: string;
}

export async function addClass(
  request: APIRequestContext,
  options: {
    name: string;
    startsInDays: number;
    startTime: string;
    seats: number;
    taken?: number;
    /** Streamed too (demo studio 1 streams). */
    livestream?: boolean;
    /** Starts this many minutes from now instead (the days and time are then ignored). */
    startsInMinutes?: number;
  },
): Promise<MadeClass> {
  const response = await request.post('/test/classes', { data: options });
  const made = (await response.json()) as { id: number; date: string };
  return { ...made, name: options.name, monday: mondayOf(made.date) };
}

/**
 * The booking journeys' two classes, named `Flow <id>` and `Full <id>`: one with 8 free seats in 2
 * days at 10:00, and one with all 3 seats taken in 3 days at 18:00 (for the waiting list).
 */
export async function addOpenAndFullClass(request: APIRequestContext, id: string) {
  const flow = await addClass(request, {
    name: `Flow ${id}`,
    startsInDays: 2,
    startTime: '10:00',
    seats: 8,
  });
  const full = await addClass(request, {
    name: `Full ${id}`,
    startsInDays: 3,
    startTime: '18:00',
    seats: 3,
    taken: 3,
  });
  return { flow, full };
}

/** What a journey customer holds (the test route's body, apps/api/src/journey-support). */
export interface CustomerOptions {
  email: string;
  password: string;
  classes: number;
  /** A membership paid through today + `paidUntilInDays`, with a test card that works or not. */
  membership?: { card: 'good' | 'decline'; paidUntilInDays: number };
  /** Classes attended this many days ago. */
  attendedDaysAgo?: number[];
}

export async function addCustomer(
  request: APIRequestContext,
  options: CustomerOptions,
): Promise<void> {
  const response = await request.post('/test/customers', { data: options });
  if (!response.ok()) throw new Error(`could not make a customer: ${await response.text()}`);
}

export function mondayOf(date: string): string {
  const day = new Date(`${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
}

/** Today in Copenhagen plus `days`, `YYYY-MM-DD` (the server's "today"). */
export function copenhagenDay(days = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Copenhagen' }).format(
    new Date(),
  );
  const day = new Date(`${today}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** Minutes (with fractions) until midnight in Copenhagen, when "today" changes on the server. */
export function minutesToCopenhagenMidnight(now = new Date()): number {
  const [hour, minute, second] = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Copenhagen',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  })
    .format(now)
    .split(':')
    .map(Number) as [number, number, number];
  return 24 * 60 - (hour * 60 + minute + second / 60);
}

/** A short unique suffix for names and e-mails. */
export const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
