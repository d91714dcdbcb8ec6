/**
 * State machines as data. Each business record with states (sample requests, quotes, production
 * orders) declares one `Machine`: its states and, for each action, the states it may start from, the
 * state it leads to and who may take it. The server refuses any other transition (409
 * TRANSITION_NOT_ALLOWED), the screens offer only `actionsFor(machine, state, actor)`, and the tests
 * walk the same table.
 */

/** Who takes a transition: the record's customer, staff (admins), or the system itself (a job, another transition). */
export type Actor = 'customer' | 'staff' | 'system';

/** What a transition needs besides the action itself; the server checks them, the screens ask for them. */
export type Requirement = 'reason' | 'fee' | 'shipment' | 'quantity' | 'quoteLines';

export type Transition<S extends string = string, A extends string = string> = {
  action: A;
  from: readonly S[];
  to: S;
  by: readonly Actor[];
  /** fields the action's body must carry */
  needs?: readonly Requirement[];
  /** a destructive or final step: the screen asks first */
  confirm?: boolean;
};

export type Machine<S extends string = string, A extends string = string> = {
  name: string;
  states: readonly S[];
  initial: S;
  /** no action leads out of these */
  final: readonly S[];
  transitions: readonly Transition<S, A>[];
};

/** Builds a machine, checking that every transition names known states (fails at import, i.e. in every test run). */
export function defineMachine<const S extends string, const A extends string>(m: Machine<S, A>): Machine<S, A> {
  const known = new Set<string>(m.states);
  for (const t of m.transitions) {
    for (const s of [...t.from, t.to]) {
      if (!known.has(s)) throw new Error(`${m.name}: unknown state ${s} in ${t.action}`);
    }
    for (const s of t.from) {
      if (m.final.includes(s)) throw new Error(`${m.name}: ${t.action} leaves final state ${s}`);
    }
  }
  return m;
}

/** The transitions `actor` may take from `state`, in the machine's order. */
export function actionsFor<S extends string, A extends string>(
  machine: Machine<S, A>,
  state: S,
  actor: Actor,
): Transition<S, A>[] {
  return machine.transitions.filter((t) => t.from.includes(state) && t.by.includes(actor));
}

/** The transition `action` from `state` by `actor`, or undefined when the machine does not allow it. */
export function findTransition<S extends string, A extends string>(
  machine: Machine<S, A>,
  state: S,
  action: string,
  actor: Actor,
): Transition<S, A> | undefined {
  return machine.transitions.find((t) => t.action === action && t.from.includes(state) && t.by.includes(actor));
}

/** Whether a record in `state` is still open (not in a final state). */
export function isOpen<S extends string>(machine: Machine<S>, state: S): boolean {
  return !machine.final.includes(state);
}
