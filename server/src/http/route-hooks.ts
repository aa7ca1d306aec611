/**
 * Hooks attached to the routes that need them, decided once when each route is registered, instead
 * of global hooks that look the route up on every request: fastify's `request.routeOptions` builds a
 * new object at each read, which the fastest routes pay for several times per request otherwise.
 * Must be called before the routes it should see are registered.
 */
import type { FastifyInstance, RouteOptions } from 'fastify';

type HookName = 'onRequest' | 'preValidation' | 'onResponse';
type RouteHook<N extends HookName> =
  NonNullable<RouteOptions[N]> extends infer H ? (H extends readonly (infer F)[] ? F : H) : never;

/** For each route registered from now on, `pick` returns the hook it gets (or undefined for none). */
export function addRouteHook<N extends HookName>(
  app: FastifyInstance,
  name: N,
  pick: (route: RouteOptions) => RouteHook<N> | undefined,
): void {
  app.addHook('onRoute', (route) => {
    const hook = pick(route);
    if (!hook) return;
    const existing = route[name] as RouteHook<N> | RouteHook<N>[] | undefined;
    const list = existing === undefined ? [] : Array.isArray(existing) ? existing : [existing];
    (route as Record<HookName, unknown>)[name] = [...list, hook];
  });
}
