/** A person's data rights and the school's retention, built once per app (admin-services.ts). */
import type { HeldElsewhere } from '../person-records';
import type { Kinds } from '../kinds/kind-definition';
import type { RetentionDays } from '@school/common';
import type { DataSource } from 'typeorm';
import type { ObjectStorage } from '../../storage/object-storage';
import type { AuditService } from '../audit/audit.service';
import { Erasure } from './erasure';
import { ObjectSweep } from './object-sweep';
import { PersonExport } from './person-export';
import { Retention } from './retention';

export interface PrivacySettings {
  retention: RetentionDays;
  sessionSecret: string | null;
  schoolTimeZone: string;
}

export class DataRights {
  readonly erasure: Erasure;
  readonly exports: PersonExport;
  readonly sweep: ObjectSweep;
  readonly retention: Retention;

  constructor(
    dataSource: DataSource,
    storage: ObjectStorage,
    audit: AuditService,
    private readonly settings: PrivacySettings,
    log: { warn(obj: object, msg: string): void },
    /** What other features hold about a person (records, rows hanging off submissions, mails, audit details). */
    held: HeldElsewhere,
    kinds: Kinds,
  ) {
    this.erasure = new Erasure(dataSource, storage, audit, settings.sessionSecret, log, held, kinds);
    this.exports = new PersonExport(dataSource, this.erasure, held);
    this.sweep = new ObjectSweep(dataSource, storage, this.erasure, log);
    this.retention = new Retention(dataSource, this.erasure, audit, settings.retention, settings.schoolTimeZone, log);
  }

  /** The retention periods the public privacy page states. */
  retentionDays(): RetentionDays {
    return { ...this.settings.retention };
  }
}
