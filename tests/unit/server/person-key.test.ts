import { describe, expect, it } from 'vitest';
import { personKey } from '@school/common';

describe('the person key', () => {
  it('is one for case, surrounding spaces and composed or decomposed accents', () => {
    const composed = 'Ren\u00e9e@Example.org ';
    const decomposed = ' rene\u0301e@example.ORG';
    expect(personKey(composed)).toBe(personKey(decomposed));
    expect(personKey('Asha@Example.org ')).toBe('asha@example.org');
  });

  it('does not guess at tags or dots: they may be other people', () => {
    expect(personKey('asha+music@example.org')).not.toBe(personKey('asha@example.org'));
    expect(personKey('a.sha@example.org')).not.toBe(personKey('asha@example.org'));
  });
});
