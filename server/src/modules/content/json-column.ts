import type { ValueTransformer } from 'typeorm';

/** A list kept as JSON text: the same column on SQLite and PostgreSQL, read back as the list. */
export const jsonList: ValueTransformer = {
  to: (value: unknown[] | undefined) => (value === undefined ? undefined : JSON.stringify(value)),
  from: (value: string | null) => (value ? (JSON.parse(value) as unknown[]) : []),
};
