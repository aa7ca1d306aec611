/**
 * What every multipart upload (REST form or GraphQL) goes through before its body is read:
 *  - it is refused (503, Retry-After) when the data volume's free space could not hold it above
 *    DISK_MIN_FREE_BYTES (its Content-Length, or the file cap when unknown: the larger of a resume's
 *    and a content image's);
 *  - the client address is counted against the form rate limit (so rejected and abandoned uploads
 *    count like accepted ones; the service then skips the address and counts only the email), unless
 *    the request comes from a signed-in dashboard account (an editor uploading images is no form);
 *  - its bytes are reserved against UPLOAD_MAX_BYTES_IN_FLIGHT (503 with Retry-After beyond it);
 *    the reservation is given back once the answer is done (or the client gone) and every file the
 *    request spooled is deleted, however the request ended.
 * On shutdown, uploads still receiving their body are cut off (their spools delete themselves) and
 * the process's spool folder is removed.
 */
import { rmSync } from 'node:fs';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { IncomingMessage } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Upload } from 'graphql-upload-minimal';
import { ServiceUnavailableError } from '../errors';
import type { SubmissionLimits } from '../modules/rate-limit/rate-limiter';
import type { DiskSpace } from '../storage/disk-space';
import type { SpoolHolder } from '../storage/resume-file';

/** Seconds a client is asked to wait when the uploads in flight are at the cap. */
export const UPLOADS_BUSY_RETRY_SECONDS = 10;

export class UploadsBusyError extends ServiceUnavailableError {
  constructor() {
    super('Too many uploads are in progress. Please try again in a few seconds.', UPLOADS_BUSY_RETRY_SECONDS);
  }
}

/** One admitted multipart request. */
export class UploadTicket implements SpoolHolder {
  private holds = 0;
  private answered = false;
  private released = false;

  constructor(
    private readonly guard: UploadGuard,
    readonly request: IncomingMessage,
    readonly bytes: number,
    private addressCounted = true,
  ) {}

  /** A file of this request is on disk until the returned function is called (once). */
  hold(): () => void {
    this.holds += 1;
    let done = false;
    return () => {
      if (done) return;
      done = true;
      this.holds -= 1;
      this.maybeRelease();
    };
  }

  /** True the first time only when the address was counted at admission: the first submission skips it. */
  takeAddressCount(): boolean {
    const counted = this.addressCounted;
    this.addressCounted = false;
    return counted;
  }

  /** The answer is sent or the connection is gone. */
  ended(): void {
    this.answered = true;
    this.maybeRelease();
  }

  private maybeRelease(): void {
    if (this.released || !this.answered || this.holds > 0) return;
    this.released = true;
    this.guard.release(this);
  }
}

export class UploadGuard {
  private reserved = 0;
  private closing = false;
  private readonly open = new Set<UploadTicket>();
  private readonly tickets = new WeakMap<IncomingMessage, UploadTicket>();

  constructor(
    readonly spoolDir: string,
    /** The largest file a multipart request may carry (a resume or a content image). */
    readonly maxFileBytes: number,
    readonly maxBytesInFlight: number,
    private readonly limits: SubmissionLimits,
    private readonly stopHeartbeat: () => void = () => undefined,
    private readonly disk?: DiskSpace,
  ) {}

  /** For readiness: true when this process can write a file into its spool folder (recreated if missing). */
  async canSpool(): Promise<boolean> {
    const probe = join(this.spoolDir, `.probe-${process.hrtime.bigint()}`);
    try {
      await mkdir(this.spoolDir, { recursive: true });
      await writeFile(probe, '');
      await unlink(probe);
      return true;
    } catch {
      return false;
    }
  }

  /** Bytes reserved by the uploads in flight. */
  get bytesInFlight(): number {
    return this.reserved;
  }

  /**
   * Admits a multipart request before its body is read: min(Content-Length, file cap) bytes must fit
   * on the data volume above its threshold (503 otherwise), then counts the client address unless told
   * not to (429 past the form limit), then reserves those bytes (503 past the cap). Throws AppErrors.
   */
  async admit(request: FastifyRequest, reply: FastifyReply, countAddress = true): Promise<UploadTicket> {
    if (this.closing)
      throw new ServiceUnavailableError(
        'The server is restarting. Please try again in a few seconds.',
        UPLOADS_BUSY_RETRY_SECONDS,
      );
    const declared = Number(request.headers['content-length']);
    const bytes =
      Number.isSafeInteger(declared) && declared >= 0 ? Math.min(declared, this.maxFileBytes) : this.maxFileBytes;
    await this.disk?.assertRoomFor(bytes);
    if (countAddress) await this.limits.formAddress(request.ip);
    if (this.reserved + bytes > this.maxBytesInFlight) throw new UploadsBusyError();
    this.reserved += bytes;
    const ticket = new UploadTicket(this, request.raw, bytes, countAddress);
    this.open.add(ticket);
    this.tickets.set(request.raw, ticket);
    if (reply.raw.writableFinished || reply.raw.destroyed) ticket.ended();
    else reply.raw.once('close', () => ticket.ended());
    return ticket;
  }

  /** The ticket of an admitted request (the GraphQL resolver finds its upload's this way). */
  ticketFor(request: FastifyRequest | undefined): UploadTicket | undefined {
    return request ? this.tickets.get(request.raw) : undefined;
  }

  /** For the services' rate limit: was this request's address already counted at admission (once)? */
  takeAddressCount(request: FastifyRequest | undefined): boolean {
    return this.ticketFor(request)?.takeAddressCount() ?? false;
  }

  release(ticket: UploadTicket): void {
    if (!this.open.delete(ticket)) return;
    this.reserved -= ticket.bytes;
  }

  /** Stops admitting uploads and cuts off those still receiving their body (their spools clean up). */
  shutdown(): void {
    this.closing = true;
    for (const ticket of this.open) if (!ticket.request.complete) ticket.request.socket?.destroy();
  }

  /** After the HTTP server has closed: nothing of this process may stay in the spool folder. */
  removeSpoolDir(): void {
    this.stopHeartbeat();
    rmSync(this.spoolDir, { recursive: true, force: true });
  }
}

/** Lets an upload's bytes flow to nowhere (an upload nobody is going to read). */
export function drainUpload(upload: Upload): void {
  upload.promise.then(
    (file) => {
      let stream;
      try {
        stream = file.createReadStream();
      } catch {
        return; // already read, or already failed: nothing to drain
      }
      stream.on('error', () => undefined);
      stream.resume();
    },
    () => undefined,
  );
}

/**
 * Every Upload placed in the GraphQL operations by processRequest. The operations come from a
 * size-capped JSON field; walked without recursion so deep nesting cannot overflow the stack.
 */
export function uploadsIn(operations: unknown): Upload[] {
  const found: Upload[] = [];
  const stack: unknown[] = [operations];
  while (stack.length > 0) {
    const value = stack.pop();
    if (value instanceof Upload) found.push(value);
    else if (value !== null && typeof value === 'object') for (const child of Object.values(value)) stack.push(child);
  }
  return found;
}
