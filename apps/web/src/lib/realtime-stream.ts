import { STREAM_EVENT_NAME, type StreamEvent } from '@formulab/shared/realtime/events';

export type StreamListener = (event: StreamEvent | { type: 'hello' }) => void;
export type StreamStatus = 'connecting' | 'open' | 'closed';

/**
 * The page's one connection to `GET /api/events`. EventSource reconnects by itself after a dropped
 * connection and sends Last-Event-ID, so the server replays exactly the chat messages missed; when
 * the server refuses (signed out, a 4xx) the browser gives up, and so do we until `start` is called
 * again. Listeners get every event; `hello` marks each (re)connection.
 */
let source: EventSource | null = null;
let status: StreamStatus = 'closed';
let retryTimer: ReturnType<typeof setTimeout> | null = null;
let retryDelay = 2000;
const listeners = new Set<StreamListener>();
const statusListeners = new Set<(s: StreamStatus) => void>();

function setStatus(s: StreamStatus): void {
  status = s;
  for (const l of statusListeners) l(s);
}

function emit(e: StreamEvent | { type: 'hello' }): void {
  for (const l of listeners) {
    try {
      l(e);
    } catch (err) {
      console.error('realtime listener failed', err);
    }
  }
}

let waitingForLoad = false;
/** a page wants the stream (between startStream and stopStream) */
let wanted = false;

/**
 * Opens the stream (once; later calls while it is open do nothing) — after the page has loaded: on
 * HTTP/1.1 a browser has six connections per site and the stream holds one for as long as the page
 * is open, so it waits until the page's own scripts, fonts and first API reads are done.
 */
export function startStream(): void {
  wanted = true;
  if (source || waitingForLoad || typeof EventSource === 'undefined') return;
  if (document.readyState !== 'complete') {
    waitingForLoad = true;
    window.addEventListener(
      'load',
      () => {
        waitingForLoad = false;
        setTimeout(() => wanted && startStream(), 300);
      },
      { once: true },
    );
    return;
  }
  if (retryTimer) clearTimeout(retryTimer);
  retryTimer = null;
  setStatus('connecting');
  const es = new EventSource('/api/events');
  source = es;
  es.addEventListener('hello', () => {
    retryDelay = 2000;
    setStatus('open');
    emit({ type: 'hello' });
  });
  es.addEventListener(STREAM_EVENT_NAME, (m) => {
    try {
      emit(JSON.parse((m as MessageEvent<string>).data) as StreamEvent);
    } catch (err) {
      console.error('realtime: unreadable event', err);
    }
  });
  es.onerror = () => {
    if (es.readyState === EventSource.CONNECTING) return setStatus('connecting');
    // the browser gave up (the server answered with an error): try again later, slower each time
    es.close();
    if (source === es) source = null;
    setStatus('closed');
    retryTimer = setTimeout(() => wanted && startStream(), retryDelay);
    retryDelay = Math.min(retryDelay * 2, 60_000);
  };
}

/** Closes the stream (signed out, or the last user of it left). */
export function stopStream(): void {
  wanted = false;
  if (retryTimer) clearTimeout(retryTimer);
  retryTimer = null;
  source?.close();
  source = null;
  setStatus('closed');
}

export function onStreamEvent(listener: StreamListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function onStreamStatus(listener: (s: StreamStatus) => void): () => void {
  statusListeners.add(listener);
  return () => statusListeners.delete(listener);
}

export function streamStatus(): StreamStatus {
  return status;
}
