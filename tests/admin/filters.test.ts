import { describe, expect, it } from 'vitest';
import { endOfDay, exportUrl, startOfDay, toApiFilter } from '../../admin/src/providers/filters';

describe('toApiFilter', () => {
  const all = ['q', 'status', 'category', 'createdFrom', 'createdTo', 'spam'];

  it('turns date inputs into the start and the last millisecond of school days (Asia/Kolkata)', () => {
    expect(startOfDay('2025-03-01')).toBe('2025-02-28T18:30:00.000Z');
    expect(endOfDay('2025-03-01')).toBe('2025-03-01T18:29:59.999Z');
  });

  it('keeps only allowed, non-empty filters and normalises their types', () => {
    expect(toApiFilter({ q: '  ', status: [], category: '', spam: 'true', other: 1 }, all)).toEqual({ spam: true });
    expect(toApiFilter({ status: 'new,contacted', category: 'tabla' }, ['status'])).toEqual({
      status: ['new', 'contacted'],
    });
  });
});

describe('exportUrl', () => {
  it('puts the current filters and sort in the query string', () => {
    const url = exportUrl(
      'trial-requests',
      { q: 'ä b', status: ['new', 'contacted'], category: 'piano', spam: false },
      { field: 'name', order: 'ASC' },
    );
    expect(url.startsWith('/admin/export/trial-requests.csv?')).toBe(true);
    const params = new URL(url, 'http://x').searchParams;
    expect(Object.fromEntries(params)).toEqual({
      q: 'ä b',
      status: 'new,contacted',
      category: 'piano',
      spam: 'false',
      sortField: 'name',
      sortOrder: 'ASC',
    });
  });

  it('has no query string without filters or sort', () => {
    expect(exportUrl('page-views', {})).toBe('/admin/export/page-views.csv');
  });
});
