import { Notifications } from '@mantine/notifications';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STREAM_EVENT_NAME, type StreamEvent } from '@formulab/shared/realtime/events';
import en from '../../i18n/en.json';
import { onStreamStatus, stopStream, type StreamStatus } from '../../lib/realtime-stream.ts';
import { renderUi, testQueryClient, urlOf } from '../../test/render.tsx';
import { LiveUpdates, invalidateSubject } from './live-updates.tsx';

/** The browser's EventSource, driven by the test: each one opened is kept in `FakeEventSource.opened`. */
class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  onerror: ((e: Event) => void) | null = null;
  constructor(readonly url: string) {
    super();
    FakeEventSource.opened.push(this);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  /** the server's greeting on each (re)connection */
  hello() {
    this.readyState = FakeEventSource.OPEN;
    this.dispatchEvent(new Event('hello'));
  }
  send(e: StreamEvent) {
    this.dispatchEvent(new MessageEvent(STREAM_EVENT_NAME, { data: JSON.stringify(e) }));
  }
  /** the server refused the stream (a 4xx): the browser gives up on it */
  refuse() {
    this.readyState = FakeEventSource.CLOSED;
    this.onerror?.(new Event('error'));
  }
}

const last = () => FakeEventSource.opened.at(-1)!;
const QUOTE_ID = '7b0e8a52-9d3c-4f6e-8a1b-2c3d4e5f6a70';
const quoted: StreamEvent = {
  type: 'status',
  subject: 'quote',
  subjectId: QUOTE_ID,
  state: 'quoted',
  action: 'quote',
  ref: 'Q-000042',
};

beforeEach(() => {
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  stopStream();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderLive(viewer: 'customer' | 'staff' = 'customer') {
  return renderUi(
    <>
      <Notifications />
      <LiveUpdates viewer={viewer} />
    </>,
    {
      routes: [
        { path: '/quotes', element: <p>quotes screen</p> },
        { path: '/admin/quote-list', element: <p>staff quotes</p> },
      ],
    },
  );
}

describe('invalidateSubject', () => {
  it('marks stale what shows a record of the subject and the counts, and nothing else', () => {
    const qc = testQueryClient();
    const keys = [
      ['quote', QUOTE_ID],
      ['admin-quotes', {}],
      ['orders'],
      ['notifications'],
      ['pipeline'],
      ['recipes'],
      ['samples'],
    ];
    for (const k of keys) qc.setQueryData(k, {});
    invalidateSubject(qc, 'quote');
    const stale = keys.filter((k) => qc.getQueryState(k)?.isInvalidated).map((k) => k[0]);
    expect(stale).toEqual(['quote', 'admin-quotes', 'orders', 'notifications', 'pipeline']);
  });

  it('takes a subject it has no stems for as its own stem', () => {
    const qc = testQueryClient();
    qc.setQueryData(['recipe', 'r-1'], {});
    qc.setQueryData(['samples'], {});
    invalidateSubject(qc, 'recipe');
    expect(qc.getQueryState(['recipe', 'r-1'])?.isInvalidated).toBe(true);
    expect(qc.getQueryState(['samples'])?.isInvalidated).toBe(false);
  });
});

describe('LiveUpdates — a signed-in page kept live', () => {
  it('opens the event stream once, and closes it when the page goes', () => {
    const view = renderLive();
    expect(FakeEventSource.opened).toHaveLength(1);
    expect(last().url).toBe('/api/events');
    view.unmount();
    expect(last().readyState).toBe(FakeEventSource.CLOSED);
  });

  it('refreshes a quote’s screens on its status change and says so in a toast that opens it', async () => {
    const { client, user, router } = renderLive();
    client.setQueryData(['quote', QUOTE_ID], {});
    client.setQueryData(['recipes'], {});
    act(() => {
      last().hello();
      last().send(quoted);
    });
    expect(client.getQueryState(['quote', QUOTE_ID])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['recipes'])?.isInvalidated).toBe(false);
    const toast = await screen.findByText(`${en.workflow.subjects.quote} Q-000042: ${en.workflow.states.quote.quoted}`);
    expect(screen.getByText(en.live.statusTitle)).toBeVisible();
    await user.click(toast);
    await waitFor(() => expect(urlOf(router)).toBe(`/quotes?id=${QUOTE_ID}`));
  });

  it('re-reads a change made while the page was loading (replayed), without a toast about the past', async () => {
    const { client } = renderLive();
    client.setQueryData(['quote', QUOTE_ID], {});
    act(() => {
      last().send({ ...quoted, replayed: true });
      last().hello();
    });
    expect(client.getQueryState(['quote', QUOTE_ID])?.isInvalidated).toBe(true);
    // a live change after it is toasted; by the time its toast shows, the replayed one would have
    act(() => last().send({ ...quoted, ref: 'Q-000043' }));
    expect(await screen.findByText(/Q-000043/)).toBeVisible();
    expect(screen.queryByText(/Q-000042/)).toBeNull();
  });

  it('opens the record in the staff screens for staff', async () => {
    const { user, router } = renderLive('staff');
    act(() => last().send(quoted));
    await user.click(await screen.findByText(/Q-000042/));
    await waitFor(() => expect(urlOf(router)).toBe(`/admin/quote-list?id=${QUOTE_ID}`));
  });

  it('reads everything on screen again after a resync', () => {
    const { client } = renderLive();
    client.setQueryData(['recipes'], {});
    client.setQueryData(['admin-users', {}], {});
    act(() => last().send({ type: 'resync' }));
    expect(client.getQueryState(['recipes'])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['admin-users', {}])?.isInvalidated).toBe(true);
  });

  it('tries again later when the server refuses the stream, waiting longer each time', () => {
    const statuses: StreamStatus[] = [];
    const off = onStreamStatus((s) => statuses.push(s));
    renderLive();
    vi.useFakeTimers();
    act(() => last().refuse());
    expect(statuses.at(-1)).toBe('closed');
    act(() => {
      vi.advanceTimersByTime(1999);
    });
    expect(FakeEventSource.opened).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(FakeEventSource.opened).toHaveLength(2);
    expect(statuses.at(-1)).toBe('connecting');
    // refused again: twice as long
    act(() => last().refuse());
    act(() => {
      vi.advanceTimersByTime(3999);
    });
    expect(FakeEventSource.opened).toHaveLength(2);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(FakeEventSource.opened).toHaveLength(3);
    // connected: the next refusal waits the first delay again
    act(() => last().hello());
    expect(statuses.at(-1)).toBe('open');
    act(() => last().refuse());
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(FakeEventSource.opened).toHaveLength(4);
    off();
  });

  it('does not try again once the page has stopped the stream', () => {
    const view = renderLive();
    vi.useFakeTimers();
    act(() => last().refuse());
    view.unmount();
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(FakeEventSource.opened).toHaveLength(1);
  });
});
