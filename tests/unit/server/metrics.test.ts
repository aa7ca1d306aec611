import { describe, expect, it } from 'vitest';
import { Metrics, describeOperation } from '../../../server/src/http/metrics';

const line = (text: string, prefix: string) => text.split('\n').find((l) => l.startsWith(prefix));

describe('Metrics.render', () => {
  it('counts requests per method, route pattern and status class, with a cumulative histogram', async () => {
    const metrics = new Metrics();
    metrics.observeRequest('POST', '/api/v1/submitcontact', 201, 0.003);
    metrics.observeRequest('POST', '/api/v1/submitcontact', 201, 0.2);
    metrics.observeRequest('POST', '/api/v1/submitcontact', 400, 0.001);
    const text = await metrics.render();
    const labels = 'method="POST",route="/api/v1/submitcontact",status="2xx"';
    expect(line(text, `http_requests_total{${labels}}`)).toBe(`http_requests_total{${labels}} 2`);
    expect(line(text, `http_requests_total{method="POST",route="/api/v1/submitcontact",status="4xx"}`)).toMatch(/ 1$/);
    expect(line(text, `http_request_duration_seconds_bucket{${labels},le="0.005"}`)).toMatch(/ 1$/);
    expect(line(text, `http_request_duration_seconds_bucket{${labels},le="0.1"}`)).toMatch(/ 1$/);
    expect(line(text, `http_request_duration_seconds_bucket{${labels},le="0.25"}`)).toMatch(/ 2$/);
    expect(line(text, `http_request_duration_seconds_bucket{${labels},le="+Inf"}`)).toMatch(/ 2$/);
    expect(line(text, `http_request_duration_seconds_count{${labels}}`)).toMatch(/ 2$/);
    expect(Number(line(text, `http_request_duration_seconds_sum{${labels}}`)!.split(' ')[1])).toBeCloseTo(0.203);
  });

  it('declares every family once with HELP and TYPE, and ends with a newline', async () => {
    const metrics = new Metrics();
    metrics.observeSubmission('contact_message', 'rest');
    metrics.observeUpload('/graphql', 1234);
    const text = await metrics.render();
    expect(text.endsWith('\n')).toBe(true);
    for (const family of [
      'http_requests_total',
      'http_request_duration_seconds',
      'graphql_operations_total',
      'submissions_total',
      'upload_bytes_total',
    ]) {
      expect(text.match(new RegExp(`^# TYPE ${family} `, 'gm'))).toHaveLength(1);
    }
    expect(text).toContain('submissions_total{kind="contact_message",transport="rest"} 1');
    expect(text).toContain('upload_bytes_total{route="/graphql"} 1234');
    expect(text).toContain('upload_requests_total{route="/graphql"} 1');
  });

  it('caps the number of distinct operation names a client can create', async () => {
    const metrics = new Metrics();
    for (let i = 0; i < 1000; i++) metrics.observeOperation('query', `Op${i}`, 'ok');
    const lines = (await metrics.render()).split('\n').filter((l) => l.startsWith('graphql_operations_total{'));
    expect(lines.length).toBeLessThanOrEqual(201);
    expect(lines.some((l) => l.includes('operation="(other)"'))).toBe(true);
  });

  it('escapes label values', async () => {
    const metrics = new Metrics();
    metrics.observeOperation('query', 'a"b\\c', 'ok');
    expect(await metrics.render()).toContain('operation="a\\"b\\\\c"');
  });

  it("with process metrics, adds prom-client's process and event-loop series", async () => {
    const text = await new Metrics({ processMetrics: true }).render();
    for (const family of [
      'process_start_time_seconds',
      'process_resident_memory_bytes',
      'nodejs_heap_size_used_bytes',
      'nodejs_eventloop_lag_p99_seconds',
    ]) {
      expect(text.match(new RegExp(`^# TYPE ${family} `, 'gm'))).toHaveLength(1);
    }
    expect(await new Metrics().render()).not.toContain('process_start_time_seconds');
  });
});

describe('describeOperation', () => {
  it('reads the operation name from operationName or from the document', () => {
    expect(
      describeOperation({ query: 'mutation Send($input: X!) { createContactMessage(input: $input) { id } }' }),
    ).toEqual({ type: 'mutation', name: 'Send', kinds: ['contact_message'] });
    expect(describeOperation({ query: 'query Q { ping }', operationName: 'Q' })).toEqual({
      type: 'query',
      name: 'Q',
      kinds: [],
    });
    expect(describeOperation({ query: '{ ping }' })).toEqual({ type: 'query', name: '(anonymous)', kinds: [] });
  });

  it('finds every create mutation of an anonymous document, aliases included', () => {
    const op = describeOperation({
      query: 'mutation($a: A!, $b: B!) { x: createTrialRequest(input: $a) { id } trackPageView(input: $b) }',
    });
    expect(op).toEqual({ type: 'mutation', name: '(anonymous)', kinds: ['trial_request', 'page_view'] });
  });

  it('ignores what is not a GraphQL body and operation names that are not names', () => {
    expect(describeOperation(undefined)).toBeNull();
    expect(describeOperation({ query: 42 })).toBeNull();
    expect(describeOperation({ query: '{ ping }', operationName: '"><script>' })!.name).toBe('(anonymous)');
  });
});
