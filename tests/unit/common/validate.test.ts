import { describe, expect, it } from 'vitest';
import { messages, validateContactMessage, validateTeacherApplication, validateTrialRequest } from '@school/common';

describe('validateContactMessage', () => {
  it('trims and returns the value', () => {
    expect(validateContactMessage({ name: ' Asha ', email: 'a@b.co ', message: ' hi ' })).toEqual({
      ok: true,
      value: { name: 'Asha', email: 'a@b.co', message: 'hi' },
    });
  });
  it('reports required first, then email, then name', () => {
    expect(validateContactMessage({ name: 'A1', email: 'x', message: '' })).toMatchObject({
      message: messages.contact.required,
    });
    expect(validateContactMessage({ name: 'A1', email: 'x', message: 'm' })).toMatchObject({
      message: messages.contact.email,
    });
    expect(validateContactMessage({ name: 'A1', email: 'a@b.co', message: 'm' })).toMatchObject({
      message: messages.contact.name,
    });
  });
  it('treats non-strings as missing', () => {
    expect(validateContactMessage({ name: 42, email: {}, message: ['x'] })).toMatchObject({
      errors: { name: messages.contact.required, email: messages.contact.required, message: messages.contact.required },
    });
  });
});

describe('one name rule on every form', () => {
  const contact = { email: 'a@b.co', message: 'Hello' };
  const trial = { email: 'a@b.co', gender: 'female', category: 'piano' };
  it.each(['Ann & Bo', "O'Brien", 'José-María', '李小龙', 'Ananya S.'])('accepts %j on the three forms', (name) => {
    expect(validateContactMessage({ ...contact, name }).ok).toBe(true);
    expect(validateTeacherApplication({ ...contact, name }, true).ok).toBe(true);
    expect(validateTrialRequest({ ...trial, name }).ok).toBe(true);
  });
  it.each(['<b>Ann</b>', 'Bob2'])("refuses %j with each form's own message", (name) => {
    expect(validateContactMessage({ ...contact, name })).toMatchObject({ message: messages.contact.name });
    expect(validateTeacherApplication({ ...contact, name }, true)).toMatchObject({
      message: messages.application.name,
    });
    expect(validateTrialRequest({ ...trial, name })).toMatchObject({ message: messages.trial.name });
  });
});

describe('validateTeacherApplication', () => {
  const good = { name: 'Ravi Kumar', email: 'r@k.in', message: 'Hello' };
  it('needs a resume', () => {
    expect(validateTeacherApplication(good, false)).toMatchObject({
      message: messages.application.required,
      errors: { resume: messages.application.required },
    });
    expect(validateTeacherApplication(good, true)).toMatchObject({ ok: true });
  });
  it('checks the name before the email', () => {
    expect(validateTeacherApplication({ ...good, name: 'R2', email: 'x' }, true)).toMatchObject({
      message: messages.application.name,
    });
  });
  it('limits the name to 100 characters', () => {
    expect(validateTeacherApplication({ ...good, name: 'a'.repeat(101) }, true)).toMatchObject({
      errors: { name: messages.limits.name },
    });
  });
});

describe('validateTrialRequest', () => {
  const good = { name: 'Asha', email: 'a@b.co', gender: 'others', category: 'bollywoodvocal ' };
  it('normalises the category', () => {
    expect(validateTrialRequest(good)).toEqual({ ok: true, value: { ...good, category: 'bollywoodvocal' } });
  });
  it("treats 'none' as not selected", () => {
    expect(validateTrialRequest({ ...good, category: 'none' })).toMatchObject({ message: messages.trial.required });
  });
});
