/**
 * A demo studio's events (issue 14 demo; seed 000 §3, seed 001 §3; CONTRACT §6): an event group
 * with its colour, and five events in the coming weeks relative to today: a free open day, a paid
 * one-day workshop, a multi-day course with several time slots, a teacher training paid in 4
 * installments (a deposit at signup and three monthly ones, dated from today so the plan is
 * always ahead), and a small paid workshop whose 2 seats filler customers hold (the full-event
 * alert). Each has teachers, a room and a class type's image. Texts in the studio's language (da,
 * else en). Paid ones are sold through the cart.
 */
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../platform/db/connect.ts';
import {
  classTypes,
  eventGroups,
  eventInstallmentPlans,
  events,
  eventSignups,
  eventTeachers,
  eventTimeSlots,
} from '../platform/db/schema.ts';
import { addDaysIso } from '../platform/lib/time.ts';

interface DemoEvent {
  name: string;
  description: string;
  price: string;
  seats: number;
  /** Days from today and times of each slot. */
  slots: [number, string, string][];
  plan?: [number | 'deposit', string][];
  /** Seats already taken by filler customers (the full demo event). */
  takenByFillers?: number;
}

const texts: Record<'da' | 'en', { group: [string, string]; events: DemoEvent[] }> = {
  da: {
    group: ['Workshops og uddannelser', 'Fordybelse ud over de ugentlige hold.'],
    events: [
      {
        name: 'Åbent hus',
        description: 'Kom og prøv en kort klasse og mød underviserne. Gratis.',
        price: '0',
        seats: 30,
        slots: [[5, '12:00', '14:00']],
      },
      {
        name: 'Workshop: Armbalancer',
        description: 'Tre timers teknik, styrke og leg med balancer på hænderne.',
        price: '450',
        seats: 16,
        slots: [[12, '13:00', '16:00']],
      },
      {
        name: 'Forløb: Yin og restitution',
        description: 'Fire aftener med yin, vejrtrækning og dyb afspænding.',
        price: '1200',
        seats: 12,
        slots: [
          [8, '18:00', '19:30'],
          [15, '18:00', '19:30'],
          [22, '18:00', '19:30'],
          [29, '18:00', '19:30'],
        ],
      },
      {
        name: 'Yogalæreruddannelse 200 t',
        description: 'Uddannelse over fire weekender. Betal i fire rater.',
        price: '24000',
        seats: 10,
        slots: [
          [35, '09:00', '16:00'],
          [36, '09:00', '16:00'],
          [63, '09:00', '16:00'],
          [64, '09:00', '16:00'],
        ],
        plan: [
          ['deposit', '6000'],
          [30, '6000'],
          [60, '6000'],
          [90, '6000'],
        ],
      },
      {
        name: 'Fuldt booket: Lille workshop',
        description: 'En lille workshop med to pladser. Begge er taget.',
        price: '300',
        seats: 2,
        slots: [[18, '10:00', '12:00']],
        takenByFillers: 2,
      },
    ],
  },
  en: {
    group: ['Workshops and trainings', 'Going deeper than the weekly classes.'],
    events: [
      {
        name: 'Open studio day',
        description: 'Try a short class and meet the teachers. Free.',
        price: '0',
        seats: 30,
        slots: [[5, '12:00', '14:00']],
      },
      {
        name: 'Workshop: Core and spine',
        description: 'Three hours on the core, the spine and how they move together.',
        price: '450',
        seats: 16,
        slots: [[12, '13:00', '16:00']],
      },
      {
        name: 'Course: Reformer foundations',
        description: 'Four evenings on the reformer: set-up, breathing and the basic exercises.',
        price: '1200',
        seats: 12,
        slots: [
          [8, '18:00', '19:30'],
          [15, '18:00', '19:30'],
          [22, '18:00', '19:30'],
          [29, '18:00', '19:30'],
        ],
      },
      {
        name: 'Pilates teacher training',
        description: 'Four weekends of training. Pay in four installments.',
        price: '24000',
        seats: 10,
        slots: [
          [35, '09:00', '16:00'],
          [36, '09:00', '16:00'],
          [63, '09:00', '16:00'],
          [64, '09:00', '16:00'],
        ],
        plan: [
          ['deposit', '6000'],
          [30, '6000'],
          [60, '6000'],
          [90, '6000'],
        ],
      },
      {
        name: 'Fully booked: Small workshop',
        description: 'A small workshop with two seats. Both are taken.',
        price: '300',
        seats: 2,
        slots: [[18, '10:00', '12:00']],
        takenByFillers: 2,
      },
    ],
  },
};

/**
 * @param ids the studio's teachers and rooms (from its studio file import) and filler customers
 * @param today Copenhagen `YYYY-MM-DD`
 */
export async function insertEvents(
  db: Db,
  clientId: number,
  ids: { teachers: number[]; rooms: number[]; fillers: number[]; locale: string },
  today: string,
) {
  const text = texts[ids.locale === 'da' ? 'da' : 'en'];
  const imageRows = await db
    .select({ image_id: classTypes.image_id })
    .from(classTypes)
    .where(and(eq(classTypes.client_id, clientId), isNotNull(classTypes.image_id)))
    .orderBy(asc(classTypes.id));
  const [group] = await db
    .insert(eventGroups)
    .values({
      client_id: clientId,
      name: text.group[0],
      description: text.group[1],
      color: '#b5476b',
      sort: 1,
    })
    .returning({ id: eventGroups.id });
  for (const [index, spec] of text.events.entries()) {
    const dates = spec.slots.map(([days]) => addDaysIso(today, days));
    const [event] = await db
      .insert(events)
      .values({
        client_id: clientId,
        name: spec.name,
        description: spec.description,
        start_date: dates[0]!,
        seats: spec.seats,
        price: spec.price,
        room_id: ids.rooms[index % Math.max(ids.rooms.length, 1)] ?? null,
        event_group_id: group!.id,
        image_id: imageRows[index % Math.max(imageRows.length, 1)]?.image_id ?? null,
        installment_payments_enabled: Boolean(spec.plan),
      })
      .returning({ id: events.id });
    const eventId = event!.id;
    await db.insert(eventTimeSlots).values(
      spec.slots.map(([, start_time, end_time], i) => ({
        client_id: clientId,
        event_id: eventId,
        date: dates[i]!,
        start_time,
        end_time,
      })),
    );
    const teachers = ids.teachers.slice(
      index % ids.teachers.length,
      (index % ids.teachers.length) + 2,
    );
    if (teachers.length)
      await db
        .insert(eventTeachers)
        .values(teachers.map((user_id) => ({ event_id: eventId, user_id })));
    const fillers = ids.fillers.slice(0, spec.takenByFillers ?? 0);
    if (fillers.length)
      await db
        .insert(eventSignups)
        .values(
          fillers.map((user_id) => ({ client_id: clientId, user_id, event_id: eventId, count: 1 })),
        );
    if (spec.plan)
      await db.insert(eventInstallmentPlans).values(
        spec.plan.map(([when, amount]) => ({
          event_id: eventId,
          date: when === 'deposit' ? '1970-01-01' : addDaysIso(today, when),
          amount,
        })),
      );
  }
}
