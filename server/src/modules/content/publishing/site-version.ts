/**
 * The site's content version (site_state, docs/requirements.md#publishing): every content write bumps it in its
 * own transaction; every instance compares it with the version its pages were rendered from. In this process a
 * write also says so at once (ContentChanges), so the instance that saved renders without waiting for its poll.
 */
import type { DataSource } from 'typeorm';
import { asDate, type Statement } from '../../../db/atomic';

export function bumpSiteVersion(now: Date): Statement {
  return { sql: `UPDATE site_state SET version = version + 1, changed_at = ? WHERE id = 'site'`, params: [now] };
}

export interface SiteVersion {
  version: number;
  changedAt: Date;
}

export async function readSiteVersion(dataSource: DataSource): Promise<SiteVersion> {
  const rows = await dataSource.query<{ version: number | string; changed_at: Date | string }[]>(
    `SELECT version, changed_at FROM site_state WHERE id = 'site'`,
  );
  if (!rows[0]) throw new Error('site_state has no row: run the migrations');
  return { version: Number(rows[0].version), changedAt: asDate(rows[0].changed_at) };
}

/**
 * Listeners in this process for "the content changed" (after the write's commit). The write waits for them: the
 * save answers once this instance serves the new pages, so an editor who opens the site next sees the change.
 */
export class ContentChanges {
  private readonly listeners = new Set<() => Promise<void>>();

  async notify(): Promise<void> {
    await Promise.all([...this.listeners].map((listener) => listener()));
  }

  subscribe(listener: () => Promise<void>): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
