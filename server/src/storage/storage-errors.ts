/** What every store shares: the error for an unavailable store (503) and call deadlines. */
import { DISK_FULL_RETRY_SECONDS, isDiskFull, ServiceUnavailableError } from '../errors';

export class StorageUnavailableError extends ServiceUnavailableError {
  constructor(public readonly reason: unknown) {
    super(
      'File storage is temporarily unavailable. Please try again shortly.',
      isDiskFull(reason) ? DISK_FULL_RETRY_SECONDS : undefined,
    );
  }
}

export function withDeadline<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`object storage did not answer ${what} within ${ms} ms`)), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}
