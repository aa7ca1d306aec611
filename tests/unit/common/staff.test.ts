import { describe, expect, it } from 'vitest';
import { staffName } from '../../../common/src/staff';

describe('staffName', () => {
  it('makes a name of the part before the @, each word capitalised', () => {
    expect(staffName('ravi.kumar@school.test')).toBe('Ravi Kumar');
    expect(staffName('head@school.test')).toBe('Head');
    expect(staffName('asha_rao-iyer@school.test')).toBe('Asha Rao Iyer');
  });

  it('falls back to the whole email when there is no word before the @', () => {
    expect(staffName('@school.test')).toBe('@school.test');
    expect(staffName('...@school.test')).toBe('...@school.test');
  });
});
