import { useCallback, useRef } from 'react';
import { uuid } from './uuid.ts';

/**
 * A form that sends once (issue 23: Enter pressed quickly in a notice's title published it twice).
 * `once(handler)`: while the handler's promise runs, another submit gets that same promise (so
 * @mantine/form's `submitting` stays true until the first ends) and sends nothing.
 * `keyFor(body)`: the `Idempotency-Key` of a create — the same while the same body is sent again
 * (a retry after a lost answer creates nothing twice), a new one once the body changed or `sent()`
 * was called after a success (the next record is a new one, even with the same content).
 */
export function useSendOnce() {
  const inFlight = useRef<Promise<unknown> | null>(null);
  const last = useRef<{ body: string; key: string } | null>(null);

  const once = useCallback(
    <A extends unknown[], R>(handler: (...args: A) => Promise<R>) =>
      (...args: A): Promise<R> => {
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

  const sent = useCallback(() => {
    last.current = null;
  }, []);

  return { once, keyFor, sent };
}
