import { buildSchema, getOperationAST, parse, specifiedRules, validate } from 'graphql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  costDependsOnVariables,
  DEFAULT_LIST_SIZE,
  MAX_COST,
  measureOperation,
  requestLimits,
  ROOT_FIELD_COST,
} from '../../../server/src/graphql/limits';
import { createRequestLimitsListener, jsonLargerThan } from '../../../server/src/graphql/request-limits';

const schema = buildSchema(`
  input ListParams { page: Int = 1, perPage: Int = 25 }
  type Application { id: ID!, message: String!, tags: [String!]! }
  type ApplicationPage { items: [Application!]!, total: Int! }
  type User { id: ID!, email: String! }
  type Query {
    ping: String!
    applications(filter: String, params: ListParams): ApplicationPage!
    users: [User!]!
  }
  type Mutation { track(page: String!): Boolean! }
`);

const measure = (source: string, variables: Record<string, unknown> | null = null) => {
  const document = parse(source);
  return measureOperation(schema, document, getOperationAST(document)!, variables);
};
const errorsOf = (source: string) =>
  validate(schema, parse(source), [...specifiedRules, requestLimits()]).map((e) => e.message);

describe('cost', () => {
  it('multiplies what is under a page by perPage, 25 when absent', () => {
    // root 10 + 25 rows × (items 1 + id 1 + message 1 + total 1)
    expect(measure('{ applications { items { id message } total } }').cost).toBe(ROOT_FIELD_COST + 25 * 4);
    expect(measure('{ applications(params: { perPage: 100 }) { items { id } } }').cost).toBe(ROOT_FIELD_COST + 100 * 2);
    expect(measure('{ applications(params: { page: 3 }) { items { id } } }').cost).toBe(ROOT_FIELD_COST + 25 * 2);
  });

  it('takes perPage from the variables when given, and assumes the largest page without them', () => {
    const source = 'query($p: ListParams) { applications(params: $p) { items { id } } }';
    expect(measure(source, { p: { perPage: 10 } }).cost).toBe(ROOT_FIELD_COST + 10 * 2);
    expect(measure(source).cost).toBe(ROOT_FIELD_COST + 500 * 2);
  });

  it('counts a named fragment at each spread, and inline fragments', () => {
    const once = measure(
      '{ applications { items { ...F } } } fragment F on Application { a: message b: message }',
    ).cost;
    const thrice = measure(
      '{ x: applications { items { ...F } } y: applications { items { ...F } } z: applications { items { ...F } } } fragment F on Application { a: message b: message }',
    ).cost;
    expect(thrice).toBe(3 * once);
    expect(measure('{ applications { items { ... on Application { a: message } ... { b: message } } } }').cost).toBe(
      measure('{ applications { items { a: message b: message } } }').cost,
    );
  });

  it('sizes other lists of objects with DEFAULT_LIST_SIZE, lists of scalars as one field', () => {
    expect(measure('{ users { id email } }').cost).toBe(ROOT_FIELD_COST + DEFAULT_LIST_SIZE * 2);
    expect(measure('{ applications { items { tags } } }').cost).toBe(ROOT_FIELD_COST + 25 * 2);
  });

  it('counts mutations wherever they are written', () => {
    expect(
      measure(
        'mutation { a: track(page: "/") ...M ... on Mutation { c: track(page: "/") } } fragment M on Mutation { b: track(page: "/") }',
      ).mutations,
    ).toBe(3);
  });
});

describe('the validation rule', () => {
  it('refuses a costly document and lets an ordinary one through', () => {
    const aliases = Array.from({ length: 190 }, (_, i) => `m${i}: message`).join(' ');
    expect(errorsOf(`{ applications(params: { perPage: 500 }) { items { ${aliases} } } }`)[0]).toMatch(/too costly/);
    expect(errorsOf('{ applications(params: { perPage: 100 }) { items { id message } total } }')).toEqual([]);
    expect(MAX_COST).toBeGreaterThan(ROOT_FIELD_COST + 500 * 14); // a full page with every column fits
  });

  it('leaves a document whose cost depends on its variables to the per-request check', () => {
    const aliases = Array.from({ length: 190 }, (_, i) => `m${i}: message`).join(' ');
    const document = parse(`query($p: ListParams) { applications(params: $p) { items { ${aliases} } } }`);
    expect(validate(schema, document, [...specifiedRules, requestLimits()])).toEqual([]);
    expect(costDependsOnVariables(document)).toBe(true);
    const independent = parse('mutation($page: String!) { track(page: $page) }');
    expect(validate(schema, independent, [...specifiedRules, requestLimits()])).toEqual([]);
    expect(costDependsOnVariables(independent)).toBe(false);
  });

  it('refuses more than five mutations in fragments', () => {
    const track = Array.from({ length: 6 }, (_, i) => `t${i}: track(page: "/")`).join(' ');
    expect(errorsOf(`mutation { ...M } fragment M on Mutation { ${track} }`)).toEqual([
      'A request may run at most 5 mutations',
    ]);
  });

  it('measures depth through fragments', () => {
    // Three levels (operation, applications, items), two of them inside fragments.
    const deep =
      'query { ...A } fragment A on Query { applications { items { ...B } } } fragment B on Application { id }';
    expect(validate(schema, parse(deep), [...specifiedRules, requestLimits(3)])).toEqual([]);
    expect(validate(schema, parse(deep), [...specifiedRules, requestLimits(2)]).map((e) => e.message)[0]).toMatch(
      /nested too deeply/,
    );
  });

  it('gives up on a document that expands into too many selections, with an error rather than a throw', () => {
    // Each fragment spreads the next one twice: 2^16 selections once expanded.
    const fragments = Array.from(
      { length: 16 },
      (_, i) => `fragment F${i} on Query { ${i === 15 ? 'ping' : `a: ping ...F${i + 1} ...F${i + 1}`} }`,
    ).join(' ');
    expect(errorsOf(`{ ...F0 } ${fragments}`)[0]).toMatch(/too large to analyse|too costly/);
  });
});

describe('jsonLargerThan', () => {
  it('stops as soon as the answer is over the limit', () => {
    const row = { message: 'x'.repeat(1000) };
    expect(jsonLargerThan({ items: Array(10).fill(row) }, 20_000)).toBe(false);
    expect(jsonLargerThan({ items: Array(100).fill(row) }, 20_000)).toBe(true);
    expect(jsonLargerThan(null, 10)).toBe(false);
  });
});

describe('the query time budget', () => {
  function fakeReply() {
    const reply = {
      statusCode: 200,
      sent: false,
      raw: { headersSent: false },
      headers: {} as Record<string, string>,
      payload: undefined as unknown,
      request: { log: { warn: () => {} } },
      code(status: number) {
        reply.statusCode = status;
        return reply;
      },
      header(name: string, value: string) {
        reply.headers[name] = value;
        return reply;
      },
      send(payload: unknown) {
        reply.payload = payload;
        reply.sent = true;
        return reply;
      },
    };
    return reply;
  }
  // the budget is a timer: fake timers move the clock past it instead of waiting for it
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers 503 TIMEOUT when a query runs past its budget', async () => {
    const reply = fakeReply();
    const listener = createRequestLimitsListener(30);
    await listener.executionDidStart!({ operation: { operation: 'query' }, contextValue: { reply } } as never);
    vi.advanceTimersByTime(29);
    expect(reply.sent).toBe(false);
    vi.advanceTimersByTime(1);
    expect(reply.sent).toBe(true);
    expect(reply.statusCode).toBe(503);
    expect(reply.headers['retry-after']).toBe('5');
    expect(JSON.stringify(reply.payload)).toContain('TIMEOUT');
  });

  it('does not fire for a query answered in time', async () => {
    const reply = fakeReply();
    const listener = createRequestLimitsListener(30);
    await listener.executionDidStart!({ operation: { operation: 'query' }, contextValue: { reply } } as never);
    await listener.willSendResponse!({
      request: {},
      response: { body: { kind: 'single', singleResult: { data: {} } }, http: { headers: new Map() } },
      operation: { operation: 'query' },
      contextValue: { reply },
    } as never);
    vi.advanceTimersByTime(80);
    expect(reply.sent).toBe(false);
  });

  it('lets a mutation finish however long it takes', async () => {
    const reply = fakeReply();
    const listener = createRequestLimitsListener(30);
    await listener.executionDidStart!({ operation: { operation: 'mutation' }, contextValue: { reply } } as never);
    vi.advanceTimersByTime(80);
    expect(reply.sent).toBe(false);
    expect(reply.statusCode).toBe(200);
  });
});
