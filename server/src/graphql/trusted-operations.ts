/**
 * Trusted operations: GraphQL documents the site itself sends (page-view tracking on every route
 * change), parsed and validated once at start. A JSON POST whose `query` is exactly one of them is
 * executed with graphql-js on the same schema, resolvers and context as Apollo would, skipping the
 * per-request work of Apollo's HTTP pipeline (request parsing into a HeaderMap, document hashing,
 * plugin hooks). Anything else — other documents, other content types, odd bodies, an Accept header
 * naming neither JSON type, request errors such as bad variables — goes to Apollo unchanged, and the
 * answers are the same either way (tests/integration/server/trusted-operations.test.ts compares them).
 */
import { ApolloServerErrorCode } from '@apollo/server/errors';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  execute, getOperationAST, parse, specifiedRules, validate,
  type DocumentNode, type ExecutionResult, type GraphQLFormattedError, type GraphQLSchema, type ValidationRule,
} from 'graphql';
import Negotiator from 'negotiator';

interface TrustedOperation { document: DocumentNode; operationName: string | null }

type FormatError = (formatted: GraphQLFormattedError, error: unknown) => GraphQLFormattedError;

/** Apollo's media types and its preference between them for a single result. */
const APPLICATION_JSON = 'application/json; charset=utf-8';
const MEDIA_TYPES = [APPLICATION_JSON, 'application/graphql-response+json; charset=utf-8', 'application/json; callbackSpec=1.0; charset=utf-8'];
const MAX_REMEMBERED_ACCEPT_HEADERS = 100;

export interface TrustedOperationsOptions<Context> {
  schema: GraphQLSchema;
  documents: readonly string[];
  validationRules: readonly ValidationRule[];
  formatError: FormatError;
  context: (request: FastifyRequest) => Promise<Context>;
  /** Called for each request answered here (the metrics count them). */
  onAnswered?: () => void;
}

export class TrustedOperations<Context> {
  private readonly operations = new Map<string, TrustedOperation>();
  private readonly contentTypes = new Map<string, string | null>();

  constructor(private readonly options: TrustedOperationsOptions<Context>) {
    for (const text of options.documents) {
      const document = parse(text);
      const errors = validate(options.schema, document, [...specifiedRules, ...options.validationRules]);
      if (errors.length) throw new Error(`Trusted GraphQL document is invalid: ${errors.map((e) => e.message).join('; ')}`);
      const operation = getOperationAST(document);
      if (!operation) throw new Error('A trusted GraphQL document must hold exactly one operation');
      this.operations.set(text, { document, operationName: operation.name?.value ?? null });
    }
  }

  /**
   * Answers the request if it carries a trusted document and returns true; returns false, having
   * done nothing, for every request Apollo should handle.
   */
  async handle(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    if (request.method !== 'POST' || !isJson(request.headers['content-type'])) return false;
    const body = request.body as Record<string, unknown> | null;
    if (!isRecord(body) || typeof body.query !== 'string') return false;
    const operation = this.operations.get(body.query);
    if (!operation) return false;
    const { operationName = null, variables = null, extensions = null } = body;
    if (extensions !== null) return false;
    if (operationName !== null && operationName !== operation.operationName) return false;
    if (variables !== null && !isRecord(variables)) return false;
    const contentType = this.contentType(request.headers.accept);
    if (!contentType) return false;

    let contextValue: Context;
    try {
      contextValue = await this.options.context(request);
    } catch {
      return false; // Apollo builds the context again and answers the failure its own way
    }
    const result = await execute({
      schema: this.options.schema,
      document: operation.document,
      contextValue,
      variableValues: variables as Record<string, unknown> | null,
      operationName: operation.operationName,
    }) as ExecutionResult;
    // No data: a request error (variables that do not coerce) — no resolver ran, so Apollo can
    // answer it with its own status and wording.
    if (result.data === undefined) return false;

    let status = 200;
    const errors = result.errors?.map((error) => {
      const { http, ...extensions }: Record<string, unknown> = { ...error.extensions, code: error.extensions.code ?? ApolloServerErrorCode.INTERNAL_SERVER_ERROR };
      if (isRecord(http) && typeof http.status === 'number') status = http.status;
      try {
        return this.options.formatError({ ...error.toJSON(), extensions }, error);
      } catch {
        return { message: 'Internal server error', extensions: { code: ApolloServerErrorCode.INTERNAL_SERVER_ERROR } };
      }
    });
    this.options.onAnswered?.();
    reply.code(status).header('content-type', contentType);
    reply.send(`${JSON.stringify({ errors, data: result.data })}\n`);
    return true;
  }

  /** The content type Apollo would answer with, or null when the Accept header names none it serves. */
  private contentType(accept: string | undefined): string | null {
    if (!accept) return APPLICATION_JSON;
    let chosen = this.contentTypes.get(accept);
    if (chosen === undefined) {
      chosen = new Negotiator({ headers: { accept } }).mediaType(MEDIA_TYPES) ?? null;
      if (this.contentTypes.size >= MAX_REMEMBERED_ACCEPT_HEADERS) this.contentTypes.clear();
      this.contentTypes.set(accept, chosen);
    }
    return chosen;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isJson(contentType: string | undefined): boolean {
  if (!contentType) return false;
  const essence = contentType.split(';', 1)[0].trim().toLowerCase();
  return essence === 'application/json';
}

