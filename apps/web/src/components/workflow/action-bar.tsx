import { Button, Group, Modal, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { actionsFor, type Actor, type Machine, type Transition } from '@formulab/shared/workflow/machine';
import {
  MONEY_MAX,
  missingRequirements,
  transitionBodySchema,
  type TransitionBody,
} from '@formulab/shared/workflow/workflow.schema';
import type { WorkflowSubject } from './subject.ts';
import { ApiError, errorKey } from '../../lib/api.ts';
import { notifyError } from '../notify.ts';
import { NumberField } from '../number-field.tsx';
import { numberOrRefused } from '../../lib/number-text.ts';
import { formatMoney, formatNumber } from '../../lib/format.ts';

type Props = {
  machine: Machine;
  subject: WorkflowSubject;
  state: string;
  version: number;
  actor: Exclude<Actor, 'system'>;
  /** sends the transition; rejects with ApiError on refusal */
  onSubmit: (body: TransitionBody) => Promise<unknown>;
  /** actions the screen handles itself (e.g. a quote's line-item form): the button calls this instead */
  custom?: Partial<Record<string, () => void>>;
  /** actions not offered here at all */
  hide?: string[];
  /** false where the area's transitions take no free note (purchases) */
  withNote?: boolean;
  /**
   * The money the record is about, in won: a quote's total, an order's, a sample's fee, what a purchase
   * would refund. A confirmation restates it ("Accept the quote for ₩8,700,000 …"); null when none yet.
   */
  amount?: number | null;
  /**
   * The units still to go, where a step is about a quantity (an order's units not shipped yet): the
   * dialog says how many are left (`workflow.remaining`), and a quantity it asks for must be fewer
   * (a part leaves some for later). Null or left out when the record has no such count.
   */
  remaining?: number | null;
};

const DANGER = new Set(['reject', 'cancel', 'decline', 'decline_refund']);
/**
 * Steps that give something away asked first, like their siblings, even where the machine does not
 * mark them `confirm`: approving a sample free of charge starts production at no fee (issue 23).
 */
const ASK_FIRST = new Set(['approve_free']);
const asksFirst = (a: Transition) => Boolean(a.confirm) || ASK_FIRST.has(a.action);

/**
 * The actions the state machine allows this user now — nothing else is ever shown. An action that
 * needs input (a reason, a fee, carrier and tracking number) or is final asks in a dialog first; the
 * server's field errors land on the fields, a refusal (409) is told in a toast.
 */
export function WorkflowActions({
  machine,
  subject,
  state,
  version,
  actor,
  onSubmit,
  custom = {},
  hide = [],
  withNote = true,
  amount = null,
  remaining = null,
}: Props) {
  const { t } = useTranslation();
  const actions = actionsFor(machine, state, actor).filter((a) => !hide.includes(a.action));
  const [open, setOpen] = useState<Transition | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  if (actions.length === 0) return null;

  const direct = async (a: Transition) => {
    setBusy(a.action);
    try {
      await onSubmit({ action: a.action, version });
    } catch (err) {
      notifyError(t(errorKey(err)));
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <Group gap="xs" wrap="wrap">
        {actions.map((a) => {
          const needsDialog = (a.needs?.length ?? 0) > 0 || asksFirst(a);
          const handler = custom[a.action];
          return (
            <Button
              key={a.action}
              variant={DANGER.has(a.action) ? 'outline' : 'filled'}
              color={DANGER.has(a.action) ? 'red.9' : undefined}
              loading={busy === a.action}
              onClick={() => (handler ? handler() : needsDialog ? setOpen(a) : direct(a))}
            >
              {t(`workflow.actions.${subject}.${a.action}`)}
            </Button>
          );
        })}
      </Group>
      {open && (
        <ActionDialog
          transition={open}
          subject={subject}
          state={state}
          amount={amount}
          remaining={remaining}
          version={version}
          withNote={withNote}
          onClose={() => setOpen(null)}
          onSubmit={onSubmit}
        />
      )}
    </>
  );
}

/**
 * What a confirmed step will do, in words and with the record's amount: `workflow.confirm.<subject>.
 * <action>_<state>` (where the state changes what happens, e.g. cancelling a paid purchase refunds it),
 * else `<subject>.<action>`, else the plain "cannot be undone". A sentence that needs an amount the
 * record has not got yet falls back the same way.
 */
export function confirmText(
  t: (key: string, options?: Record<string, unknown>) => string,
  subject: WorkflowSubject,
  action: string,
  state: string,
  amount: number | null,
): string {
  const values = amount == null ? {} : { amount: formatMoney(amount) };
  for (const key of [`workflow.confirm.${subject}.${action}_${state}`, `workflow.confirm.${subject}.${action}`]) {
    const text = t(key, values);
    if (text !== key && !text.includes('{{')) return text;
  }
  return t('workflow.confirm.body', { action: t(`workflow.actions.${subject}.${action}`) });
}

/**
 * What a step does with the units left (`remaining`), in words: `workflow.remaining.<subject>.<action>_
 * <state>`, else `<subject>.<action>` ("Sends the 1,500 units left"), with `{{n}}` the count as the
 * reader writes it; null where the step has no such sentence or the record no count.
 */
export function remainingText(
  t: (key: string, options?: Record<string, unknown>) => string,
  subject: WorkflowSubject,
  action: string,
  state: string,
  remaining: number | null,
): string | null {
  if (remaining == null) return null;
  const values = { count: remaining, n: formatNumber(remaining) };
  for (const key of [`workflow.remaining.${subject}.${action}_${state}`, `workflow.remaining.${subject}.${action}`]) {
    const text = t(key, values);
    if (text !== key) return text;
  }
  return null;
}

/** The limits of a quantity a step takes (transitionBodySchema's). */
const QUANTITY = transitionBodySchema.shape.quantity.unwrap();

/** Which body field each kind of input the dialog asks for fills: an error on any other is told above the fields. */
const FIELDS_OF: Record<string, string[]> = {
  fee: ['fee'],
  shipment: ['carrier', 'trackingNumber'],
  quantity: ['quantity'],
  reason: ['reason'],
};

/**
 * The values a field error from the server names (`{{max}}`, `{{count}}`, sent beside `fields`),
 * numbers written as the reader writes them ("at most 1,499 units").
 */
function errorValues(details: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(details)) {
    if (typeof v === 'number') out[k] = formatNumber(v);
    else if (typeof v === 'string') out[k] = v;
  }
  return out;
}

type DialogErrors = { fields: Record<string, string>; values: Record<string, string> };
const NO_ERRORS: DialogErrors = { fields: {}, values: {} };

function ActionDialog({
  transition,
  subject,
  state,
  amount,
  remaining,
  version,
  withNote,
  onClose,
  onSubmit,
}: {
  transition: Transition;
  subject: WorkflowSubject;
  state: string;
  amount: number | null;
  remaining: number | null;
  version: number;
  withNote: boolean;
  onClose: () => void;
  onSubmit: (body: TransitionBody) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const needs = new Set(transition.needs ?? []);
  const [values, setValues] = useState<Partial<TransitionBody>>({});
  const [errors, setErrors] = useState<DialogErrors>(NO_ERRORS);
  const [busy, setBusy] = useState(false);
  const label = t(`workflow.actions.${subject}.${transition.action}`);
  const left = remainingText(t, subject, transition.action, state, remaining);
  const set = (k: keyof TransitionBody, v: unknown) => setValues((s) => ({ ...s, [k]: v === '' ? undefined : v }));
  const err = (k: string) => (errors.fields[k] ? t(errors.fields[k], errors.values) : undefined);
  // an error on a field this dialog does not show (the server's "at most 50 shipments" on a step that
  // asks no quantity) is told above the fields, never lost
  const shown = new Set([
    ...[...needs].flatMap((n) => FIELDS_OF[n] ?? []),
    ...(needs.has('reason') ? [] : withNote ? ['note'] : []),
  ]);
  const elsewhere = Object.keys(errors.fields).filter((k) => !shown.has(k));

  const submit = async () => {
    const body = { ...values, action: transition.action, version };
    const missing = missingRequirements(transition, body);
    // a fee or quantity the field refused (NaN) is never sent: the field says why
    if (Number.isNaN(body.fee)) missing.fee = 'errors.number';
    if (Number.isNaN(body.quantity)) missing.quantity = 'errors.number';
    // a part leaves some units for later: at most one fewer than are left (the server says the same)
    const tooMany = needs.has('quantity') && remaining != null && body.quantity != null && body.quantity >= remaining;
    if (tooMany) missing.quantity = 'errors.numberRange';
    if (Object.keys(missing).length) {
      return setErrors({ fields: missing, values: tooMany ? errorValues({ min: 1, max: remaining - 1 }) : {} });
    }
    if (busy) return;
    setBusy(true);
    try {
      await onSubmit(body);
      onClose();
    } catch (e) {
      if (e instanceof ApiError && Object.keys(e.fields).length) setErrors({ fields: e.fields, values: errorValues(e.details) });
      else {
        notifyError(t(errorKey(e)));
        onClose();
      }
    } finally {
      setBusy(false);
    }
  };

  const danger = DANGER.has(transition.action);
  return (
    <Modal opened onClose={onClose} title={label} centered closeButtonProps={{ 'aria-label': t('common.close') }}>
      <form
        // the fields' own checks give translated messages; the browser's bubbles would stop the submit first
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack>
          {asksFirst(transition) && <Text size="sm">{confirmText(t, subject, transition.action, state, amount)}</Text>}
          {left && !needs.has('quantity') && <Text size="sm">{left}</Text>}
          {elsewhere.map((k) => (
            <Text key={k} size="sm" c="red.9" role="alert">
              {err(k)}
            </Text>
          ))}
          {needs.has('fee') && (
            <NumberField
              label={t('workflow.fields.fee')}
              required
              min={1}
              max={MONEY_MAX}
              prefix="₩"
              onChange={(v) => set('fee', numberOrRefused(v))}
              error={err('fee')}
              data-autofocus
            />
          )}
          {needs.has('quantity') && (
            <NumberField
              label={t('workflow.fields.quantity')}
              description={left ?? undefined}
              required
              min={QUANTITY.minValue ?? 1}
              max={QUANTITY.maxValue ?? Number.MAX_SAFE_INTEGER}
              onChange={(v) => set('quantity', numberOrRefused(v))}
              error={err('quantity')}
              data-autofocus
            />
          )}
          {needs.has('shipment') && (
            <>
              <TextInput
                label={t('workflow.fields.carrier')}
                required
                maxLength={80}
                value={values.carrier ?? ''}
                onChange={(e) => set('carrier', e.currentTarget.value)}
                error={err('carrier')}
                data-autofocus={needs.has('quantity') ? undefined : true}
              />
              <TextInput
                label={t('workflow.fields.trackingNumber')}
                required
                maxLength={80}
                value={values.trackingNumber ?? ''}
                onChange={(e) => set('trackingNumber', e.currentTarget.value)}
                error={err('trackingNumber')}
              />
            </>
          )}
          {needs.has('reason') ? (
            <Textarea
              label={t('workflow.fields.reason')}
              required
              maxLength={500}
              autosize
              minRows={2}
              value={values.reason ?? ''}
              onChange={(e) => set('reason', e.currentTarget.value)}
              error={err('reason')}
              data-autofocus
            />
          ) : (
            withNote && (
              <Textarea
                label={t('workflow.fields.note')}
                maxLength={1000}
                autosize
                minRows={2}
                value={values.note ?? ''}
                onChange={(e) => set('note', e.currentTarget.value)}
                error={err('note')}
              />
            )
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={busy} color={danger ? 'red.9' : undefined}>
              {label}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/**
 * What the action bar needs to know of one kind of record, once for the customer's page and the staff
 * drawer: its state machine, its subject and the money a step is about.
 */
export type RecordFlow<R> = {
  machine: Machine;
  subject: WorkflowSubject;
  /** the money a confirmation restates (a quote's total, a sample's fee); none when left out */
  amount?: (record: R) => number | null;
};

export type RecordActionsProps<R> = { flow: RecordFlow<NoInfer<R>>; record: R } & Omit<
  Props,
  'machine' | 'subject' | 'state' | 'version' | 'amount'
>;

/** The action bar of one record of a flow: its state, version and amount read from the record. */
export function RecordActions<R extends { state: string; version: number }>({ flow, record, ...rest }: RecordActionsProps<R>) {
  return (
    <WorkflowActions
      machine={flow.machine}
      subject={flow.subject}
      state={record.state}
      version={record.version}
      amount={flow.amount?.(record) ?? null}
      {...rest}
    />
  );
}
