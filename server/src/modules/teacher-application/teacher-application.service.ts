import { randomUUID } from 'node:crypto';
import { isHttpUrl, messages, validateTeacherApplication } from '@school/common';
import type { SubmissionLimits } from '../rate-limit/rate-limiter';
import { ValidationError } from '../../errors';
import type { ObjectStorage } from '../../storage/object-storage';
import { displayFileName, RESUME_PREFIX, safeFileName, type SpooledFile } from '../../storage/resume-file';
import {
  asRecord,
  newRow,
  noCompanions,
  valid,
  type Receipt,
  type SubmissionCompanions,
  type SubmissionMeta,
  type RowSink,
} from '../submission';
import { TeacherApplication } from './teacher-application.entity';

/** An uploaded file on its way in: read() checks and spools it to a temporary file, discard() drops it unread. */
export interface UploadedResume {
  kind: 'file';
  filename: string;
  read(): Promise<SpooledFile>;
  discard(): void;
}
/** The legacy contract: a link to a resume stored elsewhere. */
export interface LinkedResume {
  kind: 'link';
  url: unknown;
}
export type ResumeSource = UploadedResume | LinkedResume | null;

export class TeacherApplicationService {
  constructor(
    private readonly writer: RowSink,
    private readonly storage: ObjectStorage,
    private readonly limits: SubmissionLimits,
    readonly maxResumeBytes: number,
    /** Where uploads wait (on disk, not in memory) while they are checked and stored. */
    readonly spoolDir: string,
    private readonly companions: SubmissionCompanions = noCompanions,
  ) {}

  async create(input: unknown, resume: ResumeSource, meta: SubmissionMeta): Promise<Receipt> {
    const hasResume =
      resume !== null && (resume.kind === 'file' || (typeof resume.url === 'string' && resume.url.trim() !== ''));
    let value;
    try {
      value = valid(validateTeacherApplication(asRecord(input), hasResume));
      await this.limits.form(meta.clientIp, value.email, meta.addressCounted);
    } catch (error) {
      if (resume?.kind === 'file') resume.discard();
      throw error;
    }
    const base = {
      ...newRow(meta, value),
      ...value,
      resumeKey: null,
      resumeName: null,
      resumeSize: null,
      resumeUrl: null,
    };
    if (resume?.kind === 'link') {
      const url = String(resume.url).trim();
      if (!isHttpUrl(url)) throw new ValidationError(messages.limits.resumeUrl, { resume: messages.limits.resumeUrl });
      const row = { ...base, resumeUrl: url };
      await this.writer.insert(TeacherApplication, row, this.companions.for('teacher-application', row));
      return { id: base.id };
    }
    return this.storeWithFile(base, resume as UploadedResume);
  }

  private async storeWithFile(base: TeacherApplication, resume: UploadedResume): Promise<Receipt> {
    const file = await resume.read();
    try {
      const key = `${RESUME_PREFIX}${randomUUID()}-${safeFileName(resume.filename)}`;
      await this.storage.putFile(key, file.path, file.size, 'application/pdf');
      const row: TeacherApplication = {
        ...base,
        resumeKey: key,
        resumeName: displayFileName(resume.filename),
        resumeSize: file.size,
      };
      try {
        await this.writer.insert(TeacherApplication, row, this.companions.for('teacher-application', row));
      } catch (error) {
        await this.storage.remove(key).catch(() => undefined);
        throw error;
      }
      return { id: row.id };
    } finally {
      await file.remove();
    }
  }
}
