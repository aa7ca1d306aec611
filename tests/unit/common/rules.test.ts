import { describe, expect, it } from 'vitest';
import { isEmail, isHttpUrl, isLettersAndSpaces, isPagePath, isPersonName } from '@school/common';

describe('isPersonName (career and trial forms)', () => {
  it.each(['Asha', 'Asha Rao', "D'Souza", 'Rao, Anil', 'Anil K. Rao', 'Mary-Jane', 'José', 'अनन्या', 'Anil  Rao'])(
    'accepts %j',
    (name) => {
      expect(isPersonName(name)).toBe(true);
    },
  );
  it.each([
    '',
    ' ',
    '-Asha',
    "'Asha",
    'Asha-',
    'Asha.',
    'Asha--Rao',
    "Asha.'Rao",
    'Asha2',
    'Asha_Rao',
    'Asha!',
    'Asha\u0000',
  ])('rejects %j', (name) => {
    expect(isPersonName(name)).toBe(false);
  });
});

describe('isLettersAndSpaces (contact form)', () => {
  it.each(['Asha', 'Asha Rao', 'अनन्या शर्मा'])('accepts %j', (name) => expect(isLettersAndSpaces(name)).toBe(true));
  it.each(['', '   ', 'Asha-Rao', "O'Neil", 'R2D2', 'Asha.'])('rejects %j', (name) =>
    expect(isLettersAndSpaces(name)).toBe(false),
  );
});

describe('isEmail', () => {
  it.each(['a@b.co', 'asha.rao+music@example.org', 'x@sub.domain.in'])('accepts %j', (email) =>
    expect(isEmail(email)).toBe(true),
  );
  it.each(['', 'a', 'a@', '@b.co', 'a@b', 'a@b.c', 'a b@c.co', 'a@b..co', 'a@.b.co', 'a@b.co.', 'a@@b.co', 'a@b@c.co'])(
    'rejects %j',
    (email) => expect(isEmail(email)).toBe(false),
  );
});

describe('isHttpUrl and isPagePath', () => {
  it('accepts only http(s) links', () => {
    expect(isHttpUrl('https://x.example.org/cv.pdf')).toBe(true);
    expect(isHttpUrl('ftp://x.example.org/cv.pdf')).toBe(false);
    expect(isHttpUrl('javascript:alert(1)')).toBe(false);
  });
  it('accepts paths that start with a slash', () => {
    expect(isPagePath('/Courses')).toBe(true);
    expect(isPagePath('Courses')).toBe(false);
    expect(isPagePath('/a\nb')).toBe(false);
  });
});

describe('adversarial input', () => {
  // A backtracking pattern takes minutes on these; a single pass takes well under a millisecond.
  const attacks = [
    'a'.repeat(100_000) + '!',
    "a'".repeat(50_000) + '-',
    'a.'.repeat(50_000),
    `${'a'.repeat(100_000)}@${'b.'.repeat(50_000)}`,
  ];
  it.each(attacks.map((a, i) => [i, a]))('answers attack %i without hanging', (_i, attack) => {
    const started = performance.now();
    isPersonName(attack);
    isLettersAndSpaces(attack);
    isEmail(attack);
    expect(performance.now() - started).toBeLessThan(500);
  });
});
