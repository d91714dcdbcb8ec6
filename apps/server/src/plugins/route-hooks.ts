import type { RouteOptions } from 'fastify';

type HookName = 'preValidation' | 'preHandler' | 'onSend';

/**
 * Adds a hook to one route from an `onRoute` hook, ahead of the route's own hooks of that name (where
 * an app-wide hook would run, after the app-wide ones). For checks that concern a few routes only
 * (better-auth's, POST routes, staff mutations): every other request skips them altogether instead of
 * calling a hook that returns at once (issue 27: each hook call, and each promise of an async one, is
 * a measurable share of a small request's CPU).
 */
export function prependRouteHook<K extends HookName>(route: RouteOptions, name: K, hook: NonNullable<RouteOptions[K]>): void {
  const own = route[name] as unknown;
  const list = own === undefined ? [] : Array.isArray(own) ? own : [own];
  (route as Record<HookName, unknown>)[name] = [...(Array.isArray(hook) ? hook : [hook]), ...list];
}

/** The HTTP methods of a route as a list. */
export function routeMethods(route: RouteOptions): string[] {
  return Array.isArray(route.method) ? route.method : [route.method];
}
