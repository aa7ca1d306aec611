import { describe, expect, it } from 'vitest';
import { fillVariables, personKey, replyErrors, unknownVariables } from '@school/common';

describe('personKey', () => {
  it.each([
    ['Asha@Example.org ', 'asha@example.org'],
    [' ASHA@EXAMPLE.ORG', 'asha@example.org'],
    ['jose\u0301@example.org', 'jos\u00e9@example.org'],
    ['JOS\u00c9@example.org', 'jos\u00e9@example.org'],
  ])('%j → %j', (email, key) => expect(personKey(email)).toBe(key));

  it('leaves +tags and dots alone', () => {
    expect(personKey('a.sha+kids@example.org')).toBe('a.sha+kids@example.org');
  });
});

describe('reply variables', () => {
  const values = {
    name: 'Asha Rao',
    firstName: 'Asha',
    email: 'a@x.org',
    course: 'Guitar',
    schoolName: 'S',
    kind: 'k',
  };

  it('fills the known ones, spaces inside the braces allowed', () => {
    expect(fillVariables('Hi {{ firstName }}, {{course}} at {{schoolName}}', values)).toBe('Hi Asha, Guitar at S');
  });

  it('names the unknown ones, each once', () => {
    expect(unknownVariables('{{foo}} {{name}} {{ foo }} {{Name}}')).toEqual(['{{foo}}', '{{Name}}']);
  });

  it('refuses empty, too long and unknown, by field', () => {
    expect(replyErrors(' ', '')).toEqual({ subject: 'Required', body: 'Required' });
    expect(replyErrors('x'.repeat(201), 'é'.repeat(51_201))).toEqual({
      subject: 'At most 200 characters',
      body: 'At most 100 KB',
    });
    expect(replyErrors('Hi {{nick}}', 'ok')).toEqual({ subject: 'Unknown variable: {{nick}}' });
    expect(replyErrors('Hi', 'é'.repeat(51_200))).toEqual({});
  });
});
