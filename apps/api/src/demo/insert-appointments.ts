/**
 * A demo studio's appointment types (issue 24; CONTRACT §12; seed 000 §2 "Book-appointment
 * popup"): one paid outside the product (booked at once), one bought directly through the cart,
 * and one a 10-class pass pays for; each offered by two teachers on weekly intervals from today
 * (weekday 0 = Monday), the second teacher at the studio's last branch (another branch where the
 * studio has two). Texts in the studio's language (da, else en).
 */
import type { Db } from '../platform/db/connect.ts';
import {
  appointmentAvailableIntervals,
  appointmentTypeClassPassTypes,
  appointmentTypeQuestions,
  appointmentTypes,
} from '../platform/db/schema.ts';

interface DemoType {
  name: string;
  description: string;
  minutes: number;
  price: string;
  payment: 'outside' | 'direct' | 'class_pass';
  question?: string;
}

const texts: Record<'da' | 'en', DemoType[]> = {
  da: [
    {
      name: 'Massage 30 min',
      description: 'Afspændende massage. Betales i studiet.',
      minutes: 30,
      price: '350',
      payment: 'outside',
    },
    {
      name: 'Privattime 60 min',
      description: 'En time alene med en underviser, tilrettelagt efter dig.',
      minutes: 60,
      price: '650',
      payment: 'direct',
      question: 'Har du skader, vi skal kende til?',
    },
    {
      name: 'Personlig vejledning 45 min',
      description: 'Vejledning i din egen praksis. Betales med et 10-klippekort.',
      minutes: 45,
      price: '450',
      payment: 'class_pass',
    },
  ],
  en: [
    {
      name: 'Massage 30 min',
      description: 'A relaxing massage. Paid at the studio.',
      minutes: 30,
      price: '350',
      payment: 'outside',
    },
    {
      name: 'Private session 60 min',
      description: 'An hour alone with a teacher, planned around you.',
      minutes: 60,
      price: '650',
      payment: 'direct',
      question: 'Any injuries we should know about?',
    },
    {
      name: 'Personal guidance 45 min',
      description: 'Guidance in your own practice. Paid with a 10 class pass.',
      minutes: 45,
      price: '450',
      payment: 'class_pass',
    },
  ],
};

/** Each teacher's week: [weekday (0 = Monday), start, end]. */
const weeks: [number, string, string][][] = [
  [
    [1, '10:00', '14:00'],
    [3, '16:00', '19:00'],
  ],
  [
    [0, '09:00', '12:00'],
    [4, '12:00', '16:00'],
  ],
];

/**
 * @param people the studio's first two teachers and its branches (in order).
 * @param tenClassPassTypeId the 10-class pass type the third appointment type accepts.
 */
export async function insertAppointments(
  db: Db,
  clientId: number,
  people: { teachers: number[]; branches: number[]; locale: string },
  tenClassPassTypeId: number | undefined,
  today: string,
): Promise<void> {
  const teachers = people.teachers.slice(0, 2);
  const first = people.branches[0];
  const last = people.branches[people.branches.length - 1];
  if (!teachers.length || first === undefined || last === undefined) return;
  const types = texts[people.locale === 'da' ? 'da' : 'en'];
  for (const spec of types) {
    const [type] = await db
      .insert(appointmentTypes)
      .values({
        client_id: clientId,
        name: spec.name,
        description: spec.description,
        duration_minutes: spec.minutes,
        price: spec.price,
        direct_purchase_enabled: spec.payment === 'direct',
        customer_point_of_payment: spec.payment === 'outside' ? 'outsideYogo' : 'in_app',
      })
      .returning({ id: appointmentTypes.id });
    const typeId = type!.id;
    if (spec.question)
      await db
        .insert(appointmentTypeQuestions)
        .values({ client_id: clientId, appointment_type_id: typeId, text: spec.question });
    if (spec.payment === 'class_pass' && tenClassPassTypeId)
      await db
        .insert(appointmentTypeClassPassTypes)
        .values({ appointment_type_id: typeId, class_pass_type_id: tenClassPassTypeId });
    await db.insert(appointmentAvailableIntervals).values(
      teachers.flatMap((teacher_id, index) =>
        (weeks[index] ?? []).map(([weekday, start_time, end_time]) => ({
          client_id: clientId,
          appointment_type_id: typeId,
          teacher_id,
          branch_id: index === 0 ? first : last,
          weekday,
          start_time,
          end_time,
          valid_from: today,
        })),
      ),
    );
  }
}
