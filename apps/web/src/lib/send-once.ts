import { useCallback, useRef } from 'react';
import { uuid } from './uuid.ts';

/**
 * A form that sends once (issue 23: Enter pressed quickly in a notice's title published it twice).
 * `once(handler)`: while the handler's promise runs, another submit gets that same promise (so
 * @mantine/form's `submitting` stays true until the first ends) and sends nothing; after `sent()` (a
 * form that closes once it has created its record) every further submit is ignored — an Enter
 * pressed while the drawer closes creates nothing.
 * `keyFor(body)`: the `Idempotency-Key` of a create: the same while the same body is sent again from
 * this form (a retry after a lost answer is the same request), a new one once the body changed.
 */
export function useSendOnce() {
  const inFlight = useRef<Promise<unknown> | null>(null);
  const done = useRef(false);
  const last = useRef<{ body: string; key: string } | null>(null);

  const once = useCallback(
    <A extends unknown[], R>(handler: (...args: A) => Promise<R>) =>
      (...args: A): Promise<R | undefined> => {
        if (done.current) return Promise.resolve(undefined);
        if (inFlight.current) return inFlight.current as Promise<R>;
        const run = handler(...args).finally(() => {
          inFlight.current = null;
        });
        inFlight.current = run;
        return run;
      },
    [],
  );

  const keyFor = useCallback((body: unknown): string => {
    const text = JSON.stringify(body) ?? '';
    if (last.current?.body !== text) last.current = { body: text, key: uuid() };
    return last.current.key;
  }, []);

  /** The form has done its work (it is closing): nothing more is sent from it. */
  const sent = useCallback(() => {
    done.current = true;
  }, []);

  return { once, keyFor, sent };
}
