/**
 * After a form refuses to save, the first field it marked invalid is brought into view and focused:
 * a message such as "check the highlighted fields" is of little use while that field is scrolled
 * out of sight. Fields are found by `aria-invalid="true"` (Mantine's inputs set it for `error`, the
 * recipe lines set it themselves), in document order, so "first" is the first one on screen.
 */

/** Minimal shape of what is searched, so the logic can be tested without a browser. */
type Scope = Pick<ParentNode, 'querySelectorAll'>;

const INVALID = '[aria-invalid="true"]';

/** The first field marked invalid in `scope` that can take focus (not hidden, not disabled). */
export function firstInvalidField(scope: Scope): HTMLElement | null {
  for (const el of Array.from(scope.querySelectorAll<HTMLElement>(INVALID))) {
    if ((el as HTMLInputElement).type === 'hidden' || (el as HTMLInputElement).disabled) continue;
    return el;
  }
  return null;
}

/** Where to look: the given form, else the dialog on top (a drawer, a modal), else the page. */
function scopeFor(root: Scope | null | undefined): Scope {
  if (root) return root;
  const dialogs = document.querySelectorAll<HTMLElement>('[role="dialog"]');
  return dialogs.length ? dialogs[dialogs.length - 1]! : document;
}

/** Scrolls `el` to the middle of the screen (clear of sticky bars) and focuses it. */
export function revealField(el: HTMLElement): void {
  const reduce = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
  el.scrollIntoView?.({ block: 'center', behavior: reduce ? 'auto' : 'smooth' });
  el.focus({ preventScroll: true });
}

const nextFrame = (fn: () => void) =>
  typeof requestAnimationFrame === 'function' ? requestAnimationFrame(fn) : setTimeout(fn, 16);

/**
 * Brings the first invalid field of `root` (default: the dialog on top, else the page) into view and
 * focuses it, once the errors just set have been rendered: it looks again for a few frames, since
 * errors set after an `await` render a little later. Returns at once.
 */
export function focusFirstInvalid(root?: Scope | null, frames = 10): void {
  const attempt = (left: number) => {
    const field = firstInvalidField(scopeFor(root));
    if (field) revealField(field);
    else if (left > 0) nextFrame(() => attempt(left - 1));
  };
  nextFrame(() => attempt(frames));
}

/**
 * For `form.onSubmit(handler, focusInvalidOnFailure)` of @mantine/form: on a refused submit, the
 * first invalid field of the submitted form (or, called without an event, of the dialog/page).
 */
export function focusInvalidOnFailure(_errors: unknown, _values: unknown, event?: { currentTarget?: unknown }): void {
  const form = event?.currentTarget;
  focusFirstInvalid(form && typeof (form as Scope).querySelectorAll === 'function' ? (form as Scope) : null);
}
