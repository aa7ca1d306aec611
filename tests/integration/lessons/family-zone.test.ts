/**
 * A family choosing its own time zone on its portal page (docs/requirements.md#family-portal), over real HTTP on
 * SQLite or PostgreSQL: every zone by its current name, the choice saved and the times following it, an unknown zone
 * and a post from another site refused, the change audited with the family as the actor.
 */
import { DateTime } from 'luxon';
import { beforeAll, describe, expect, it } from 'vitest';
import { admin, FAMILY, form, lessons, page, signInFamily, useFamilyPortalServer } from './family-portal-world';

useFamilyPortalServer('z');
beforeAll(signInFamily, 30_000);

describe('the family’s time zone', () => {
  it('lets the family choose its own zone: the times follow; not a zone, not from another site', async () => {
    const choose = await page('/family/zone');
    expect(choose.status).toBe(200);
    const html = await choose.text();
    expect(html).toContain('<option value="Australia/Sydney" selected>Australia/Sydney</option>');
    expect(html).toContain('<option value="Asia/Kolkata">Asia/Kolkata</option>'); // not ICU's old Asia/Calcutta
    const bad = await form('/family/zone', { timeZone: 'Mars/Olympus_Mons' });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('Must be a time zone, e.g. Asia/Kolkata');
    const evil = await form('/family/zone', { timeZone: 'America/New_York' }, { origin: 'https://evil.example' });
    expect(evil.status).toBe(403);
    const saved = await form('/family/zone', { timeZone: 'America/New_York' });
    expect(saved.headers.get('location')).toBe('/family/home?done=zone');
    const home = await (await page('/family/home?done=zone')).text();
    expect(home).toContain('Your time zone is saved');
    expect(home).toContain('Times are shown in America/New York');
    const third = DateTime.fromISO(lessons[2].startsAt, { zone: 'America/New_York' }).toFormat('ccc d LLL, HH:mm');
    expect(home).toContain(third);
    const audit = await admin('{ auditLog(filter: { action: "family_update" }) { items { actorEmail detail } } }');
    expect(audit.body.data.auditLog.items[0]).toEqual({
      actorEmail: FAMILY,
      detail: 'timeZone: Australia/Sydney → America/New_York',
    });
  });
});
