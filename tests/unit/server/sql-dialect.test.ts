import { describe, expect, it } from 'vitest';
import { numbered } from '../../../server/src/db/dialect';

describe('numbering placeholders for PostgreSQL', () => {
  it('numbers each placeholder in order', () => {
    expect(numbered('SELECT * FROM t WHERE a = ? AND b IN (?, ?)')).toBe(
      'SELECT * FROM t WHERE a = $1 AND b IN ($2, $3)',
    );
  });

  it('leaves a question mark in a literal, a quoted name or a comment alone', () => {
    expect(numbered('SELECT \'why?\', "who?" FROM t WHERE a = ? -- and b?\n AND c = ? /* d? */ AND e = ?')).toBe(
      'SELECT \'why?\', "who?" FROM t WHERE a = $1 -- and b?\n AND c = $2 /* d? */ AND e = $3',
    );
  });

  it('reads a doubled quote as part of its literal', () => {
    expect(numbered("SELECT 'it''s ?' WHERE a = ?")).toBe("SELECT 'it''s ?' WHERE a = $1");
  });

  it('keeps a statement without placeholders as it is', () => {
    expect(numbered("UPDATE t SET status = 'done'")).toBe("UPDATE t SET status = 'done'");
  });
});
