/**
 * `/sign-up-for-class/{classId}` (seed 000 §2 route table, "class signup"): a link that opens the
 * booking of one class. The route needs a customer, so the guard sends a visitor to Login first
 * and brings them back here (seed 000 §2 Guard); then the schedule opens on the class's week with
 * its class dialog, where every booking action and refusal is handled (features/booking). A class
 * that cannot be found opens the dialog all the same, which says so. A malformed id goes to the
 * schedule.
 */
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { getClasses } from '../../entities/class/api/get-classes.ts';
import { requireUserId } from '../../shared/session/require-user.ts';

/** `/schedule?week=<the class's date>&class=<id>` (GET /classes?id for the date, CONTRACT §4). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireUserId(request);
  const classId = /^\d+$/.test(params.classId ?? '') ? Number(params.classId) : 0;
  if (classId <= 0) return redirect('/schedule');
  const [cls] = await getClasses({ id: classId }, [], request.signal).catch(() => []);
  const query = new URLSearchParams(cls ? { week: cls.date } : {});
  query.set('class', String(classId));
  return redirect(`/schedule?${query.toString()}`);
}

/** Never shown: the loader always redirects. */
export function Component() {
  return null;
}
