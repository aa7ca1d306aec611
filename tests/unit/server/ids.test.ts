import { describe, expect, it } from 'vitest';
import { newId } from '../../../server/src/db/ids';

describe('newId', () => {
  it('makes RFC 9562 version 7 UUIDs', () => {
    expect(newId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('makes ids that sort in creation order and never repeat, even within one millisecond', () => {
    const ids = Array.from({ length: 20_000 }, () => newId());
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('starts with the creation time', () => {
    const before = Date.now();
    const id = newId();
    expect(parseInt(id.replace(/-/g, '').slice(0, 12), 16)).toBeGreaterThanOrEqual(before);
  });
});
