/**
 * What the machine tests of workflow records (sample requests, purchases) read from a state machine
 * alone: the shortest way to a state, and from each state which (action, side) pairs the machine
 * allows and which it refuses — the cases the tests then drive through the API.
 */
import { findTransition, type Machine, type Transition } from '@formulab/shared/workflow/machine';

/** The two sides that call a record's routes: its customer and staff. */
const SIDES = ['customer', 'staff'] as const;

/** The shortest sequence of transitions from the machine's initial state to `target` (breadth-first). */
export function pathTo<S extends string, A extends string>(machine: Machine<S, A>, target: S): Transition<S, A>[] {
  const queue: { state: S; path: Transition<S, A>[] }[] = [{ state: machine.initial, path: [] }];
  const seen = new Set<S>([machine.initial]);
  while (queue.length) {
    const { state, path } = queue.shift()!;
    if (state === target) return path;
    for (const t of machine.transitions.filter((x) => x.from.includes(state))) {
      if (seen.has(t.to)) continue;
      seen.add(t.to);
      queue.push({ state: t.to, path: [...path, t] });
    }
  }
  throw new Error(`${target} cannot be reached`);
}

/**
 * Every (action, side) pair of `actions` × customer/staff from `state`: those the machine refuses, and
 * those it allows with the transition each takes.
 */
export function casesFrom<S extends string, A extends string, Act extends string>(
  machine: Machine<S, A>,
  actions: readonly Act[],
  state: S,
) {
  return {
    refused: actions.flatMap((action) =>
      SIDES.filter((actor) => !findTransition(machine, state, action, actor)).map((actor) => ({ action, actor })),
    ),
    allowed: actions.flatMap((action) =>
      SIDES.flatMap((actor) => {
        const tr = findTransition(machine, state, action, actor);
        return tr ? [{ action, actor, tr }] : [];
      }),
    ),
  };
}
