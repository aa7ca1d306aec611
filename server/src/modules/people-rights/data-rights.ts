/** A person's data rights and the school's retention, built once per app (admin-services.ts). */
import type { PersonRecords, SubmissionDependents } from '../person-records';
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
    /** Other features' records about a person, handed over and erased with them. */
    records: readonly PersonRecords[] = [],
    /** Other features' rows that hang off submissions (a trial request's bookings), handed over and erased with them. */
    dependents: readonly SubmissionDependents[] = [],
  ) {
    this.erasure = new Erasure(dataSource, storage, audit, settings.sessionSecret, log, records, dependents);
    this.exports = new PersonExport(dataSource, this.erasure, records, dependents);
    this.sweep = new ObjectSweep(dataSource, storage, this.erasure, log);
    this.retention = new Retention(dataSource, this.erasure, audit, settings.retention, settings.schoolTimeZone, log);
  }

  /** The retention periods the public privacy page states. */
  retentionDays(): RetentionDays {
    return { ...this.settings.retention };
  }
}
