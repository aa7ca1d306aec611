/**
 * Idempotency keys on GraphQL writes (docs/api.md#idempotency-key). A client that sends a mutation with an
 * `Idempotency-Key` header and does not learn its outcome (the connection dropped, a timeout, a 503) sends the
 * same request with the same key again and gets the first answer, never a second change:
 * - the key's row is written inside the request's first transaction (db/request-claim.ts), so a write and the
 *   record of it commit together; the answer is kept beside it once it is sent;
 * - a retry finds the row: the kept answer is replayed (`Idempotent-Replayed: true`); while the first request is
 *   still running, 409 CONFLICT asks to send it again shortly; the same key with another request is 422;
 * - a write that commits no transaction of ours (a plain save) is recorded with its answer once it succeeded.
 * Keys are per caller (a staff account, or the public) and kept a day. Queries ignore the header.
 */
import { createHash } from 'node:crypto';
import { HeaderMap, type ApolloServerPlugin, type GraphQLResponse } from '@apollo/server';
import { ErrorCode } from '@school/common';
import { GraphQLError, OperationTypeNode } from 'graphql';
import type { DataSource } from 'typeorm';
import { asDate, sqliteTime, type Statement } from '../../db/atomic';
import { currentClaim, RequestInProgressError, withRequestClaim, type RequestClaim } from '../../db/request-claim';
import { AppError } from '../../errors';
import type { GraphQLContext } from '../../graphql/context';
import { numbered } from '../../db/dialect';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** How long a key is remembered. */
export const IDEMPOTENCY_KEEP_MS = 24 * 3_600_000;
/** A key row without an answer younger than this is a request still running; older, one whose answer was lost. */
const IN_FLIGHT_MS = 2 * 60_000;
const KEY = /^[\x21-\x7e]{1,100}$/;

interface KeyRow {
  fingerprint: string;
  response: string | null;
  created_at: Date | string;
}

/** What a keyed request carries through its handling. */
interface KeyedRequest extends RequestClaim {
  key: string;
  scope?: string;
  fingerprint?: string;
}

export class IdempotencyStore {
  private readonly pg: boolean;
  private expiredAt = 0;

  constructor(private readonly dataSource: DataSource) {
    this.pg = dataSource.options.type === 'postgres';
  }

  private time(date: Date): Date | string {
    return this.pg ? date : sqliteTime(date);
  }

  private sql(text: string): string {
    return this.pg ? numbered(text) : text;
  }

  async find(scope: string, key: string): Promise<KeyRow | null> {
    const rows = await this.dataSource.query<KeyRow[]>(
      this.sql('SELECT fingerprint, response, created_at FROM idempotency_keys WHERE scope = ? AND request_key = ?'),
      [scope, key],
    );
    return rows[0] ?? null;
  }

  /** The key's row, for the request's first transaction to carry. Forgets day-old keys hourly meanwhile. */
  claim(scope: string, key: string, fingerprint: string): Statement {
    if (Date.now() - this.expiredAt > 3_600_000) {
      this.expiredAt = Date.now();
      void this.expire().catch(() => (this.expiredAt = 0)); // the next keyed write tries again
    }
    return {
      sql: 'INSERT INTO idempotency_keys (scope, request_key, fingerprint, created_at) VALUES (?, ?, ?, ?)',
      params: [scope, key, fingerprint, new Date()],
    };
  }

  /** Keeps the answer of a request whose transaction carried the key. */
  async answer(scope: string, key: string, response: string): Promise<void> {
    await this.dataSource.query(
      this.sql('UPDATE idempotency_keys SET response = ? WHERE scope = ? AND request_key = ?'),
      [response, scope, key],
    );
  }

  /** Records a write that committed no transaction of ours, with its answer (a racing twin's row stays). */
  async record(scope: string, key: string, fingerprint: string, response: string): Promise<void> {
    await this.dataSource.query(
      this.sql(
        'INSERT INTO idempotency_keys (scope, request_key, fingerprint, response, created_at) VALUES (?, ?, ?, ?, ?) ' +
          'ON CONFLICT (scope, request_key) DO NOTHING',
      ),
      [scope, key, fingerprint, response, this.time(new Date())],
    );
  }

  /** Forgets keys older than a day; answers how many. */
  async expire(now = new Date()): Promise<number> {
    const before = new Date(now.getTime() - IDEMPOTENCY_KEEP_MS);
    const result: unknown = await this.dataSource.query(this.sql('DELETE FROM idempotency_keys WHERE created_at < ?'), [
      this.time(before),
    ]);
    return Array.isArray(result) ? Number(result[1] ?? 0) : 0;
  }
}

/** A key header that is not 1 to 100 visible ASCII characters. */
export function badKey(raw: unknown): string | null {
  if (raw === undefined) return null;
  if (typeof raw === 'string' && KEY.test(raw)) return null;
  return 'Idempotency-Key must be one value of 1 to 100 visible ASCII characters (a UUID does)';
}

/** Runs a /graphql request's handling with its key (if it has one) where its transactions can find it. */
export function withIdempotencyKey<T>(header: unknown, handle: () => T): T {
  if (typeof header !== 'string' || !KEY.test(header)) return handle();
  const keyed: KeyedRequest = { key: header, statement: null, claimed: false };
  return withRequestClaim(keyed, handle);
}

/** A refusal with its HTTP status (and Retry-After), told as our AppErrors are (graphql/format-error.ts). */
function refusal(code: ErrorCode, message: string, status: number, retryAfter?: number): GraphQLError {
  return new GraphQLError(message, {
    originalError: new AppError(code, message, status),
    extensions: {
      http: { status, headers: new HeaderMap(retryAfter ? [['retry-after', String(retryAfter)]] : []) },
    },
  });
}

export function idempotencyPlugin(store: IdempotencyStore): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart() {
      const keyed = currentClaim() as KeyedRequest | undefined;
      if (!keyed) return;
      let kept: { status?: number; result: GraphQLResponse['body'] } | null = null;
      return {
        async didResolveOperation({ operation, request: sent, contextValue }) {
          if (operation?.operation !== OperationTypeNode.MUTATION) return;
          const scope = contextValue.user ? `staff:${contextValue.user.id}` : 'public';
          const fingerprint = createHash('sha256')
            .update(JSON.stringify([sent.operationName ?? null, sent.query ?? '', sent.variables ?? {}]))
            .digest('hex');
          const found = await store.find(scope, keyed.key);
          if (found && found.fingerprint !== fingerprint)
            throw refusal(
              ErrorCode.BAD_USER_INPUT,
              'This Idempotency-Key was already used for a different request',
              422,
            );
          if (found?.response) {
            kept = JSON.parse(found.response) as typeof kept;
            return;
          }
          if (found) {
            if (Date.now() - asDate(found.created_at).getTime() < IN_FLIGHT_MS)
              throw refusal(ErrorCode.CONFLICT, new RequestInProgressError().message, 409, 2);
            throw refusal(
              ErrorCode.CONFLICT,
              'This request was carried out, but its answer was not kept: reload to see the result before trying again.',
              409,
            );
          }
          Object.assign(keyed, { scope, fingerprint, statement: store.claim(scope, keyed.key, fingerprint) });
        },
        async responseForOperation({ response }) {
          if (!kept) return null;
          const headers = new HeaderMap(response.http.headers);
          headers.set('idempotent-replayed', 'true');
          return { http: { status: kept.status, headers }, body: kept.result };
        },
        async willSendResponse({ response }) {
          if (keyed.collided) {
            // a twin request holds the key: as a refusal before the work would say (409, try again shortly)
            keyed.statement = null;
            response.http.status = 409;
            response.http.headers.set('retry-after', '2');
            return;
          }
          const claim = keyed.statement;
          // work this request started that outlives it (a worker it woke) carries no claim
          keyed.statement = null;
          if (kept || !claim || response.body.kind !== 'single') return;
          const answer = JSON.stringify({ status: response.http.status, result: response.body });
          if (keyed.claimed) await store.answer(keyed.scope!, keyed.key, answer);
          else if (!response.body.singleResult.errors?.length)
            await store.record(keyed.scope!, keyed.key, keyed.fingerprint!, answer);
          // a refused write changed nothing: the same key may try again
        },
      };
    },
  };
}
