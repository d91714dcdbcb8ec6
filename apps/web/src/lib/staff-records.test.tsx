import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answer } from '../test/network.ts';
import { staffRecordCalls } from './staff-records.ts';

const detail = z.object({ id: z.string(), state: z.string(), version: z.number() });
const page = z.object({ items: z.array(detail), total: z.number(), nextCursor: z.string().nullable() });
const PATH = '/api/admin/widgets';
const widget = { id: 'w1', state: 'open', version: 2 };
const widgets = staffRecordCalls<{ q?: string; state?: string; limit?: number }, typeof page, typeof detail>({
  path: PATH,
  list: 'admin-widgets',
  one: 'admin-widget',
  page,
  detail,
});

describe('staffRecordCalls', () => {
  it('asks for a page with the filters given, cached under the list and those filters', async () => {
    const calls = answer.get(PATH, page, { items: [widget], total: 1, nextCursor: null });
    const options = widgets.listQuery({ q: 'glow', state: undefined, limit: 25 });
    expect(options.queryKey).toEqual(['admin-widgets', { q: 'glow', state: undefined, limit: 25 }]);
    expect(await new QueryClient().fetchQuery(options)).toEqual({ items: [widget], total: 1, nextCursor: null });
    expect(Object.fromEntries(calls.last!.query)).toEqual({ q: 'glow', limit: '25' });
  });

  it('reads one record under its own key', async () => {
    const calls = answer.get(`${PATH}/:id`, detail, widget);
    expect(widgets.key('w1')).toEqual(['admin-widget', 'w1']);
    const options = widgets.query('w1');
    expect(options.queryKey).toEqual(['admin-widget', 'w1']);
    expect(await new QueryClient().fetchQuery(options)).toEqual(widget);
    expect(calls.last?.params.id).toBe('w1');
  });

  it('sends a state change and a note, each answered with the record', async () => {
    const moved = answer.post(`${PATH}/:id/transitions`, detail, { ...widget, state: 'done', version: 3 });
    const noted = answer.post(`${PATH}/:id/notes`, detail, { ...widget, version: 3 });
    expect(await widgets.transition('w1', { action: 'finish', version: 2 })).toMatchObject({ state: 'done' });
    expect(moved.last?.body).toEqual({ action: 'finish', version: 2 });
    expect(await widgets.note('w1', 'Called the customer')).toMatchObject({ version: 3 });
    expect(noted.last?.body).toEqual({ note: 'Called the customer' });
  });
});
