/**
 * Every request gets an id: in each of its log lines (`reqId`) and in its answer (`X-Request-Id`), so
 * a visitor's report or a load balancer's log leads to the server's lines. Behind our own proxy
 * (TRUST_PROXY) an id the proxy sent is kept, so one id follows the request through both.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const SAFE = /^[A-Za-z0-9._:-]{1,64}$/;

export function requestIdGenerator(trustProxy: boolean): (request: IncomingMessage) => string {
  return (request) => {
    const sent = trustProxy ? request.headers['x-request-id'] : undefined;
    return typeof sent === 'string' && SAFE.test(sent) ? sent : randomUUID();
  };
}
