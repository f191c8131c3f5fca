/**
 * A PostgreSQL array literal (`{1,2,3}`, `{t,f}`) sent as one text parameter however many values,
 * for `= any($1::bigint[])` and `unnest($1::int[], …)`. Integers, bigints and doubles print exactly
 * (a double's shortest string reads back as the same double); booleans as `t` and `f`.
 */
export function pgArray(values: readonly (number | bigint | boolean)[]): string {
  return `{${values.map((v) => (typeof v === 'boolean' ? (v ? 't' : 'f') : String(v))).join(',')}}`
}
