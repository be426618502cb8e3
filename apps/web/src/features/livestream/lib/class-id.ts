/** The class id of a livestream route (`/livestream/class/{classId}`): a positive integer, or 0. */
export function classIdOf(param: string | undefined): number {
  const id = Number(param);
  return Number.isInteger(id) && id > 0 ? id : 0;
}
