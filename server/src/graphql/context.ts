import type { FastifyRequest } from 'fastify';
import type { Services } from '../services';

export interface GraphQLContext {
  services: Services;
  clientIp: string;
  request: FastifyRequest;
}
