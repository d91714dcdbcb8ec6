/**
 * What every workflow area (samples, quotes, orders, purchases, inquiries) says the same way about who
 * is looking and what its queue counts — once, so an area's policy and service do not copy it (issue 24
 * item 1: the server half of the record kit).
 */
import type { Actor } from '@formulab/shared/workflow/machine';

/** Who reads or acts on a workflow record: its customer, or staff. */
export type WorkflowViewer = { customerId: string } | { staffId: string };

export function isStaff(v: WorkflowViewer): v is { staffId: string } {
  return 'staffId' in v;
}

/** Who the state machine hears taking a step. */
export function actorOf(v: WorkflowViewer): Actor {
  return isStaff(v) ? 'staff' : 'customer';
}

/** A queue's tab counts with every state at 0 (the counted ones are then filled in). */
export function emptyCounts<S extends string>(states: readonly S[]): Record<S, number> {
  return Object.fromEntries(states.map((s) => [s, 0])) as Record<S, number>;
}
