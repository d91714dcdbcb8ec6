import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { firstInvalidField, focusFirstInvalid, focusInvalidOnFailure } from './focus-invalid.ts';

/** A stand-in for a field: what the helper reads and calls. */
function field(name: string, extra: Partial<{ type: string; disabled: boolean }> = {}) {
  return { name, type: 'text', disabled: false, ...extra, focus: vi.fn(), scrollIntoView: vi.fn() };
}
type Field = ReturnType<typeof field>;

/** A stand-in for a form, a dialog or the page, holding the fields currently marked invalid. */
function scope(fields: Field[] = []) {
  return {
    fields,
    querySelectorAll: vi.fn((selector: string) => (selector === '[aria-invalid="true"]' ? fields : [])),
  };
}
const asScope = (s: ReturnType<typeof scope>) => s as unknown as ParentNode;

describe('firstInvalidField', () => {
  it('takes the first invalid field in document order', () => {
    const a = field('a');
    const b = field('b');
    expect(firstInvalidField(asScope(scope([a, b])))).toBe(a);
  });

  it('skips hidden and disabled inputs, which cannot take focus', () => {
    const hidden = field('h', { type: 'hidden' });
    const disabled = field('d', { disabled: true });
    const shown = field('s');
    expect(firstInvalidField(asScope(scope([hidden, disabled, shown])))).toBe(shown);
    expect(firstInvalidField(asScope(scope([hidden])))).toBeNull();
  });
});

describe('focusFirstInvalid', () => {
  let page: ReturnType<typeof scope>;
  let dialogs: unknown[];
  beforeEach(() => {
    vi.useFakeTimers();
    page = scope();
    dialogs = [];
    vi.stubGlobal('document', {
      querySelectorAll: (selector: string) => (selector === '[role="dialog"]' ? dialogs : page.querySelectorAll(selector)),
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('scrolls the first invalid field to the middle and focuses it, after the errors render', () => {
    const a = field('a');
    const b = field('b');
    page.fields.push(a, b);
    focusFirstInvalid();
    // nothing happens synchronously: the errors just set have not been rendered yet
    expect(a.focus).not.toHaveBeenCalled();
    vi.advanceTimersByTime(20);
    expect(a.scrollIntoView).toHaveBeenCalledWith(expect.objectContaining({ block: 'center' }));
    expect(a.focus).toHaveBeenCalledWith({ preventScroll: true });
    expect(b.focus).not.toHaveBeenCalled();
  });

  it('keeps looking for a few frames when the errors render late (after an await)', () => {
    const late = field('late');
    focusFirstInvalid();
    vi.advanceTimersByTime(50);
    page.fields.push(late);
    vi.advanceTimersByTime(50);
    expect(late.focus).toHaveBeenCalledTimes(1);
  });

  it('gives up quietly when no field is marked invalid', () => {
    focusFirstInvalid(null, 3);
    vi.advanceTimersByTime(1000);
    expect(page.querySelectorAll).toHaveBeenCalledTimes(4);
  });

  it('looks in the dialog on top (a drawer) rather than the page behind it', () => {
    const behind = field('behind');
    const inDrawer = field('inDrawer');
    page.fields.push(behind);
    dialogs.push(scope([]), scope([inDrawer]));
    focusFirstInvalid();
    vi.advanceTimersByTime(20);
    expect(inDrawer.focus).toHaveBeenCalled();
    expect(behind.focus).not.toHaveBeenCalled();
  });

  it('as a @mantine/form failure handler, looks in the submitted form', () => {
    const elsewhere = field('elsewhere');
    const inForm = field('inForm');
    page.fields.push(elsewhere);
    focusInvalidOnFailure({ x: 'required' }, {}, { currentTarget: scope([inForm]) });
    vi.advanceTimersByTime(20);
    expect(inForm.focus).toHaveBeenCalled();
    expect(elsewhere.focus).not.toHaveBeenCalled();
  });
});
