import { getCountryCallingCode, isSupportedCountry } from 'libphonenumber-js/min';
import { describe, expect, it } from 'vitest';
import {
  messages,
  normalisePhone,
  PHONE_COUNTRIES,
  phoneCountryForTimeZone,
  acceptedLanguages,
  phoneCountryForLanguages,
  validateContactMessage,
  validateTrialRequest,
  withPhone,
} from '@school/common';

describe('normalisePhone', () => {
  it('reads an Indian number as written at home, with India chosen', () => {
    expect(normalisePhone('098765 43210', 'IN')).toEqual({ ok: true, value: '+919876543210' });
    expect(normalisePhone(' 98765-43210 ', 'IN')).toEqual({ ok: true, value: '+919876543210' });
    expect(normalisePhone('+91 (98765) 43210')).toEqual({ ok: true, value: '+919876543210' });
  });

  it('reads a UK number, national with the UK chosen or international with any country', () => {
    expect(normalisePhone('020 7946 0958', 'GB')).toEqual({ ok: true, value: '+442079460958' });
    expect(normalisePhone('+44 20 7946 0958', 'IN')).toEqual({ ok: true, value: '+442079460958' });
    expect(normalisePhone('+44 20 7946 0958')).toEqual({ ok: true, value: '+442079460958' });
  });

  it('refuses what is not a number of its country', () => {
    const invalid = { ok: false, message: messages.phone.invalid };
    expect(normalisePhone('12345', 'IN')).toEqual(invalid); // too short
    expect(normalisePhone('+91 98765 432101', 'IN')).toEqual(invalid); // too long
    expect(normalisePhone('0000000000', 'IN')).toEqual(invalid);
    expect(normalisePhone('call me', 'IN')).toEqual(invalid);
    expect(normalisePhone('98765 43210 ext 5', 'IN')).toEqual(invalid); // nothing after the number is dropped silently
    expect(normalisePhone('98765+43210', 'IN')).toEqual(invalid);
    expect(normalisePhone(`+91 ${'9'.repeat(100_000)}`, 'IN')).toEqual(invalid);
  });

  it('asks for the country code when no country says how to read a national number', () => {
    const countryCode = { ok: false, message: messages.phone.countryCode };
    expect(normalisePhone('098765 43210')).toEqual(countryCode);
    expect(normalisePhone('098765 43210', '')).toEqual(countryCode);
    expect(normalisePhone('098765 43210', 'XX')).toEqual(countryCode);
  });

  it('takes empty, null or left out as no number', () => {
    for (const empty of ['', '   ', undefined, null])
      expect(normalisePhone(empty, 'IN')).toEqual({ ok: true, value: null });
  });

  it('refuses a number that is not text (a JSON number has lost its leading 0 or +)', () => {
    for (const wrong of [9876543210, true, ['+919876543210'], {}])
      expect(normalisePhone(wrong, 'IN')).toEqual({ ok: false, message: messages.phone.invalid });
  });
});

describe('withPhone', () => {
  const trial = withPhone(validateTrialRequest);
  const good = { name: 'Asha Rao', email: 'asha@example.org', gender: 'female', category: 'guitar' };

  it('adds the number in E.164, or null, to the form value', () => {
    expect(trial({ ...good, phone: '+91 98765 43210' })).toEqual({
      ok: true,
      value: { ...good, phone: '+919876543210' },
    });
    expect(trial(good)).toMatchObject({ ok: true, value: { phone: null } });
  });

  it("keeps the form's own message first and reports the phone under its name", () => {
    expect(trial({ ...good, phone: '12345' })).toEqual({
      ok: false,
      message: messages.phone.countryCode,
      errors: { phone: messages.phone.countryCode },
    });
    expect(trial({ ...good, email: '', phone: '+91 12' })).toEqual({
      ok: false,
      message: messages.trial.required,
      errors: { email: messages.trial.required, phone: messages.phone.invalid },
    });
    expect(withPhone(validateContactMessage)({ name: 'Asha', email: 'a@b.co', message: 'Hi', phone: 'x' })).toEqual({
      ok: false,
      message: messages.phone.invalid,
      errors: { phone: messages.phone.invalid },
    });
  });
});

describe('the countries offered', () => {
  it('are countries libphonenumber-js knows, with their own calling codes, India first', () => {
    expect(PHONE_COUNTRIES[0].code).toBe('IN');
    for (const country of PHONE_COUNTRIES) {
      expect(isSupportedCountry(country.code), country.code).toBe(true);
      expect(getCountryCallingCode(country.code as 'IN'), country.name).toBe(country.callingCode);
    }
    expect(new Set(PHONE_COUNTRIES.map((c) => c.code)).size).toBe(PHONE_COUNTRIES.length);
  });

  it("start from the visitor's time zone, none when it names none of them", () => {
    expect(phoneCountryForTimeZone('Asia/Kolkata')).toBe('IN');
    expect(phoneCountryForTimeZone('Asia/Calcutta')).toBe('IN');
    expect(phoneCountryForTimeZone('Europe/London')).toBe('GB');
    expect(phoneCountryForTimeZone('Australia/Sydney')).toBe('AU');
    expect(phoneCountryForTimeZone('America/Los_Angeles')).toBe('US');
    expect(phoneCountryForTimeZone('America/Toronto')).toBe('CA');
    expect(phoneCountryForTimeZone('Asia/Dubai')).toBe('AE');
    expect(phoneCountryForTimeZone('Etc/UTC')).toBe('');
    expect(phoneCountryForTimeZone(undefined)).toBe('');
  });

  it('follow the first language with a region of Accept-Language, none without one (never India for all)', () => {
    const country = (header: string | undefined) => phoneCountryForLanguages(acceptedLanguages(header));
    expect(country('en-GB,en;q=0.9')).toBe('GB');
    expect(country('en;q=0.9,en-US;q=0.8,hi-IN;q=0.7')).toBe('US');
    expect(country('hi-IN;q=0.5, en-AU;q=0.8')).toBe('AU');
    expect(country('zh-Hant-TW,zh;q=0.8')).toBe('');
    expect(country('en_CA')).toBe('CA');
    expect(country('en')).toBe('');
    expect(country('fr-FR')).toBe('');
    expect(country('en-GB;q=0,en-IN')).toBe('IN');
    expect(country('*')).toBe('');
    expect(country('')).toBe('');
    expect(country(undefined)).toBe('');
  });
});
