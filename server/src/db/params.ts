/** A statement's parameters collected as its SQL is written, for statements put together from several modules' parts. */

/** Appends a value to the statement's parameters and answers its placeholder. */
export type Param = (value: unknown) => string;

/** A statement's parameters, collected as its SQL is written. */
export function sqlParams(initial: unknown[] = []): { values: unknown[]; param: Param } {
  const values = [...initial];
  return {
    values,
    param(value) {
      values.push(value);
      return `$${values.length}`;
    },
  };
}
