/**
 * The cases every list screen shares — the staff queues of /admin and the customer's own lists — as
 * one `it` each: a screen's test file states its own data and words, and declares a case in one call
 * inside its `describe`. What is particular to a screen stays written out in its own file.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import type { z } from 'zod';
import type { Me } from '@formulab/shared/auth/auth.schema';
import en from '../i18n/en.json';
import { adminMe, answer, customerMe, hang, refuse, signedInAs, type Call, type Calls } from './network.ts';
import { urlOf, type renderUi } from './render.tsx';

/** What a route answers: a body, or a body worked out from the call. */
export type Answer<S extends z.ZodType> = z.input<S> | ((call: Call) => z.input<S>);

/** A list screen as its cases see it. */
export type ListScreen<S extends z.ZodType, D extends z.ZodType = z.ZodType> = {
  /** who is signed in (null: a visitor); left out, the test does not answer who is signed in */
  me?: Me | null;
  /** answers what else the screen asks for beside its list (its filters' choices, say) */
  setup?: () => void;
  /** renders the screen at a URL */
  open: (url: string) => ReturnType<typeof renderUi>;
  /** the screen's own URL, e.g. '/admin/payments' */
  url: string;
  /** the route that answers the list, and its response schema */
  list: string;
  schema: S;
  /** a page with the row `findRow` finds */
  page: Answer<S>;
  /** finds that row on screen */
  findRow: () => Promise<HTMLElement>;
  /** how a row shows its ref: as text (left out), or as the name of the button that opens it (a staff queue) */
  refs?: 'text' | 'button';
  /** the drawer a row opens: its name, and the response schema of the record's read */
  drawer?: { title: string; schema: D };
};

type Described<S extends z.ZodType, D extends z.ZodType> = Omit<ListScreen<S, D>, 'me' | 'setup' | 'findRow' | 'refs'> & {
  row: string;
};

/** The row of the record `ref` on the list's screen, found as the list shows its refs. */
const findRef = (list: ListScreen<z.ZodType>, ref: string) =>
  list.refs === 'button' ? screen.findByRole('button', { name: ref }) : screen.findByText(ref);
const queryRef = (list: ListScreen<z.ZodType>, ref: string) =>
  list.refs === 'button' ? screen.queryByRole('button', { name: ref }) : screen.queryByText(ref);

/** Signs in who the screen's cases are for and answers what the screen asks for beside its list. */
function arrange<S extends z.ZodType>(list: ListScreen<S>) {
  if (list.me !== undefined) signedInAs(list.me);
  list.setup?.();
}

/** A staff queue: staff are signed in, and the row is the button named by its ref `row`. */
export function staffQueue<S extends z.ZodType, D extends z.ZodType = z.ZodType>({
  row,
  ...queue
}: Described<S, D>): ListScreen<S, D> {
  return { ...queue, me: adminMe, refs: 'button', findRow: () => screen.findByRole('button', { name: row }) };
}

/** A customer's own list: the customer is signed in, and the row is found by its ref `row`. */
export function customerList<S extends z.ZodType>({ row, ...list }: Described<S, z.ZodType>): ListScreen<S> {
  return { ...list, me: customerMe, findRow: () => screen.findByText(row) };
}

/** A staff queue's state tab `label`, with its count beside it. */
export const stateTab = (label: string, count: number) => screen.getByRole('tab', { name: new RegExp(`^${label}\\s*${count}$`) });

/**
 * A customer's list shows each record as a card, a link named `card`: the list, answered with `page`,
 * shows it (`shows` checks it and the rest of the list), and a click on it leads to `to`, where the
 * record's own read is left unanswered. `also` checks the screen after.
 */
export function itOpensACard<S extends z.ZodType>(
  title: string,
  list: ListScreen<S>,
  {
    page,
    card,
    shows,
    to,
    also,
  }: { page: Answer<S>; card: string; shows: (card: HTMLElement) => void; to: string; also?: () => Promise<void> },
) {
  it(title, async () => {
    arrange(list);
    answer.get(list.list, list.schema, page);
    hang('get', `${list.list}/:id`);
    const { user, router } = list.open(list.url);
    const link = await screen.findByRole('link', { name: card });
    shows(link);
    await user.click(link);
    expect(urlOf(router)).toBe(to);
    await also?.();
  });
}

/**
 * Opens the record `id` of a list from the URL, its read answered by `detail` (of `schema`), and waits
 * for its drawer, named `drawer`. The list answers its `page`, or never with `listHangs`. Returns what
 * `renderUi` does, the drawer, and the calls that read the record.
 */
export async function openTheDrawer<S extends z.ZodType, D extends z.ZodType>(
  list: ListScreen<S>,
  {
    id,
    schema,
    detail,
    drawer,
    listHangs = false,
  }: { id: string; schema: D; detail: Answer<D>; drawer: string; listHangs?: boolean },
) {
  arrange(list);
  if (listHangs) hang('get', list.list);
  else answer.get(list.list, list.schema, list.page);
  const reads = answer.get(`${list.list}/:id`, schema, detail);
  const rendered = list.open(`${list.url}?id=${id}`);
  return { ...rendered, reads, drawer: await screen.findByRole('dialog', { name: drawer }) };
}

/**
 * Opens the record `id` of a list by a click on its row: the list answers its `page`, the record's read
 * `detail`; the click puts the record in the URL, and the list's drawer opens. Returns what `renderUi`
 * does, the drawer, and the calls that read the record.
 */
export async function openFromTheRow<S extends z.ZodType, D extends z.ZodType>(
  list: ListScreen<S, D>,
  { id, detail }: { id: string; detail: Answer<D> },
) {
  if (!list.drawer) throw new Error(`openFromTheRow: the list ${list.url} names no drawer`);
  arrange(list);
  answer.get(list.list, list.schema, list.page);
  const reads = answer.get(`${list.list}/:id`, list.drawer.schema, detail);
  const rendered = list.open(list.url);
  await rendered.user.click(await list.findRow());
  expect(urlOf(rendered.router)).toBe(`${list.url}?id=${id}`);
  return { ...rendered, reads, drawer: await screen.findByRole('dialog', { name: list.drawer.title }) };
}

/**
 * Opens the record `id` of a customer's list from the URL, its read answered by `detail` (of `schema`):
 * the screen shows the record itself. Returns what `renderUi` does and the calls that read the record.
 */
export function openTheRecord<S extends z.ZodType, D extends z.ZodType>(
  list: ListScreen<S>,
  { id, schema, detail }: { id: string; schema: D; detail: Answer<D> },
) {
  arrange(list);
  const reads = answer.get(`${list.list}/:id`, schema, detail);
  return { ...list.open(`${list.url}?id=${id}`), reads };
}

/**
 * The record `id`, opened from the URL, is not the customer's or is gone (the read answers 404): the
 * screen's heading (its h1: nothing else on the screen is one) says `text`. `also` checks the screen after.
 */
export function itSaysTheRecordIsNotFound<S extends z.ZodType>(
  title: string,
  list: ListScreen<S>,
  { id, text, also }: { id: string; text: string; also?: () => void },
) {
  it(title, async () => {
    arrange(list);
    refuse('get', `${list.list}/:id`, 404, 'NOT_FOUND');
    list.open(`${list.url}?id=${id}`);
    expect(await screen.findByRole('heading', { level: 1, name: text })).toBeVisible();
    also?.();
  });
}

/** The record `id`, opened from the URL, is on its way (its read never answers): the screen says it is loading. */
export function itShowsTheRecordLoading<S extends z.ZodType>(title: string, list: ListScreen<S>, { id }: { id: string }) {
  it(title, async () => {
    arrange(list);
    hang('get', `${list.list}/:id`);
    list.open(`${list.url}?id=${id}`);
    expect(await screen.findByLabelText(en.common.loading)).toHaveAttribute('aria-busy', 'true');
  });
}

/** The list comes back empty: the screen says `texts` and offers `link` (name and target), if any. */
export function itSaysWhenEmpty<S extends z.ZodType>(
  title: string,
  list: ListScreen<S>,
  {
    page,
    texts: [first, ...rest],
    link,
    also,
  }: { page: z.input<S>; texts: [string, ...string[]]; link?: { name: string; href: string }; also?: () => void },
) {
  it(title, async () => {
    arrange(list);
    answer.get(list.list, list.schema, page);
    list.open(list.url);
    expect(await screen.findByText(first)).toBeVisible();
    for (const text of rest) expect(screen.getByText(text)).toBeVisible();
    if (link) expect(screen.getByRole('link', { name: link.name })).toHaveAttribute('href', link.href);
    also?.();
  });
}

/**
 * The list route fails: the screen says `error`, and its `retry` button loads the list again. With
 * `inAlert` both are in the one alert.
 */
export function itLoadsAgainAfterAnError<S extends z.ZodType>(
  title: string,
  list: ListScreen<S>,
  { error, retry, inAlert = false }: { error: string; retry: string; inAlert?: boolean },
) {
  it(title, async () => {
    arrange(list);
    refuse('get', list.list, 500, 'INTERNAL');
    const { user } = list.open(list.url);
    const alert = inAlert ? await screen.findByRole('alert') : undefined;
    if (alert) expect(alert).toHaveTextContent(error);
    else expect(await screen.findByText(error)).toBeVisible();
    answer.get(list.list, list.schema, list.page);
    await user.click((alert ? within(alert) : screen).getByRole('button', { name: retry }));
    expect(await list.findRow()).toBeVisible();
  });
}

/**
 * The search typed in the box `box` goes to the server as `sent` (with the filters of `from`) and into
 * the URL (`to`); the row the server then answers shows. Until then the list, answered by `answers`,
 * says `waitingText`.
 */
export function itSendsTheSearch<S extends z.ZodType>(
  title: string,
  list: ListScreen<S>,
  {
    from = list.url,
    answers,
    waitingText,
    box,
    typed,
    sent,
    to,
  }: {
    from?: string;
    answers: (call: Call) => z.input<S>;
    waitingText: string;
    box: string;
    typed: string;
    sent: Record<string, string>;
    to: string;
  },
) {
  it(title, async () => {
    arrange(list);
    const calls = answer.get(list.list, list.schema, answers);
    const { user, router } = list.open(from);
    expect(await screen.findByText(waitingText)).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: box }), `${typed}{Enter}`);
    expect(await list.findRow()).toBeVisible();
    for (const [name, value] of Object.entries(sent)) expect(calls.last?.query.get(name)).toBe(value);
    expect(urlOf(router)).toBe(to);
  });
}

/**
 * The detail route answers 404 for record `id` opened from the URL: the drawer `drawer` says not
 * found. Meanwhile the list never answers, or answers `listPage` when given.
 */
export function itSaysNotFoundInTheDrawer<S extends z.ZodType>(
  title: string,
  list: ListScreen<S>,
  { id, drawer, listPage, also }: { id: string; drawer: string; listPage?: z.input<S>; also?: () => void },
) {
  it(title, async () => {
    arrange(list);
    if (listPage === undefined) hang('get', list.list);
    else answer.get(list.list, list.schema, listPage);
    refuse('get', `${list.list}/:id`, 404, 'NOT_FOUND');
    list.open(`${list.url}?id=${id}`);
    const dialog = await screen.findByRole('dialog', { name: drawer });
    await waitFor(() => expect(within(dialog).getByText(en.apiErrors.NOT_FOUND)).toBeVisible());
    also?.();
  });
}

/**
 * A list under state tabs: picking the tab `tab` asks the server for `state` alone and keeps it in
 * the URL; the row `shown` (the only one in that state) stays and `gone` goes. A staff queue's tabs
 * carry their counts: `count` is the one beside `tab`. `atFirst` checks the first call and the row
 * `gone` before the tab is picked, `also` the screen after.
 */
export function itAsksForOneState<S extends z.ZodType>(
  title: string,
  list: ListScreen<S>,
  {
    answers,
    tab,
    count,
    state,
    gone,
    shown,
    atFirst,
    also,
  }: {
    answers: (call: Call) => z.input<S>;
    tab: string;
    count?: number;
    state: string;
    gone: string;
    shown: string;
    atFirst?: (calls: Calls, gone: HTMLElement) => void;
    also?: () => void;
  },
) {
  it(title, async () => {
    arrange(list);
    const calls = answer.get(list.list, list.schema, answers);
    const { user, router } = list.open(list.url);
    const first = await findRef(list, gone);
    atFirst?.(calls, first);
    await user.click(count === undefined ? screen.getByRole('tab', { name: new RegExp(tab) }) : stateTab(tab, count));
    await waitFor(() => expect(queryRef(list, gone)).toBeNull());
    expect(queryRef(list, shown)).toBeVisible();
    also?.();
    expect(calls.last?.query.get('state')).toBe(state);
    expect(urlOf(router)).toBe(`${list.url}?state=${state}`);
  });
}
