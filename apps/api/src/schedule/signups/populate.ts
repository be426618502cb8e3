/**
 * `populate[]` of the signup lists (CONTRACT §5, style A list parents): the class (through the
 * GET /classes builder, with its own nested keys `class.…`), the caller as `user`, and the pass or
 * membership that paid. Ids become objects in place; an id that is gone becomes null.
 */
import type { Db } from '../../platform/db/connect.ts';
import { buildClasses, planPopulate, type ClassRequest } from '../classes/public.ts';
import { membershipsById, passesWithTypes } from './queries.ts';

/** The wire names of a list's reference fields (style A `class`, style B `class_id`, …). */
export interface SignupRefKeys {
  user: string;
  class: string;
  pass: string;
  membership: string;
}

/** The caller, as `populate[]=user` shows them. */
export interface ListCaller {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  image_id: number | null;
}

type WireSignup = Record<string, unknown>;

/** Replaces ids by objects for the `populate` keys asked for. @returns `list`, changed in place. */
export async function populateSignups(
  db: Db,
  classReq: ClassRequest,
  caller: ListCaller,
  list: WireSignup[],
  populate: string[],
  keys: SignupRefKeys,
): Promise<WireSignup[]> {
  const has = (key: string) => populate.includes(key);
  const clientId = classReq.client.row.id;
  const idsOf = (key: string) =>
    list.map((s) => s[key]).filter((v): v is number => typeof v === 'number');
  if (has('class')) {
    const nested = populate.filter((p) => p.startsWith('class.')).map((p) => p.slice(6));
    const ids = [...new Set(idsOf(keys.class))];
    const found = await buildClasses(db, classReq, { ids, sort: [] }, planPopulate(nested), 'A');
    const byId = new Map(found.map((c) => [c.id as number, c]));
    for (const s of list)
      s[keys.class.replace(/_id$/, '')] = byId.get(s[keys.class] as number) ?? null;
  }
  if (has('user')) {
    const { id, first_name, last_name, email, image_id } = caller;
    for (const s of list)
      s.user = { id, client: clientId, first_name, last_name, email, image: image_id };
  }
  if (has('used_class_pass')) {
    const rows = await passesWithTypes(db, clientId, idsOf(keys.pass));
    const withType = has('used_class_pass.class_pass_type');
    const byId = new Map(
      rows.map(({ pass, type }) => [
        pass.id,
        { ...pass, class_pass_type: withType ? type : pass.class_pass_type_id },
      ]),
    );
    for (const s of list) s.used_class_pass = byId.get(s[keys.pass] as number) ?? null;
  }
  if (has('used_membership')) {
    const rows = await membershipsById(db, clientId, idsOf(keys.membership));
    const byId = new Map(rows.map((m) => [m.id, m]));
    for (const s of list) s.used_membership = byId.get(s[keys.membership] as number) ?? null;
  }
  return list;
}
