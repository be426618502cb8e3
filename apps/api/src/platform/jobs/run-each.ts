/**
 * The loop of a job that works through due records one at a time (renewals, installments): one
 * record's error does not stop the others.
 * @returns how many records ended in each result
 * @throws an AggregateError (`<n> <what> failed`) of the records that failed, after trying all
 */
export async function runEach<T, R extends string>(
  records: T[],
  runOne: (record: T) => Promise<R>,
  what: string,
): Promise<Partial<Record<R, number>>> {
  const counts: Partial<Record<R, number>> = {};
  const errors: unknown[] = [];
  for (const record of records) {
    try {
      const result = await runOne(record);
      counts[result] = (counts[result] ?? 0) + 1;
    } catch (error) {
      errors.push(error);
    }
  }
  if (errors.length) throw new AggregateError(errors, `${errors.length} ${what} failed`);
  return counts;
}
