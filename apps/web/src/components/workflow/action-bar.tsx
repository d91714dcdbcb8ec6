import { Button, Group, Modal, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { actionsFor, type Actor, type Machine, type Transition } from '@formulab/shared/workflow/machine';
import { MONEY_MAX, missingRequirements, type TransitionBody } from '@formulab/shared/workflow/workflow.schema';
import type { WorkflowSubject } from './subject.ts';
import { ApiError, errorKey } from '../../lib/api.ts';
import { notifyError } from '../notify.ts';
import { NumberField } from '../number-field.tsx';
import { numberOrRefused } from '../../lib/number-text.ts';
import { formatMoney } from '../../lib/format.ts';

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

function ActionDialog({
  transition,
  subject,
  state,
  amount,
  version,
  withNote,
  onClose,
  onSubmit,
}: {
  transition: Transition;
  subject: WorkflowSubject;
  state: string;
  amount: number | null;
  version: number;
  withNote: boolean;
  onClose: () => void;
  onSubmit: (body: TransitionBody) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const needs = new Set(transition.needs ?? []);
  const [values, setValues] = useState<Partial<TransitionBody>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const label = t(`workflow.actions.${subject}.${transition.action}`);
  const set = (k: keyof TransitionBody, v: unknown) => setValues((s) => ({ ...s, [k]: v === '' ? undefined : v }));
  const err = (k: string) => (errors[k] ? t(errors[k]!) : undefined);

  const submit = async () => {
    const body = { ...values, action: transition.action, version } as TransitionBody;
    const missing = missingRequirements(transition, body);
    // a fee the field refused (NaN) is never sent: the field says why
    if (Number.isNaN(body.fee)) missing.fee = 'errors.number';
    if (Object.keys(missing).length) return setErrors(missing);
    if (busy) return;
    setBusy(true);
    try {
      await onSubmit(body);
      onClose();
    } catch (e) {
      if (e instanceof ApiError && Object.keys(e.fields).length) setErrors(e.fields);
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
          {needs.has('shipment') && (
            <>
              <TextInput
                label={t('workflow.fields.carrier')}
                required
                maxLength={80}
                value={values.carrier ?? ''}
                onChange={(e) => set('carrier', e.currentTarget.value)}
                error={err('carrier')}
                data-autofocus
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

/** The action bar of one record of a flow: its state, version and amount read from the record. */
export function RecordActions<R extends { state: string; version: number }>({
  flow,
  record,
  ...rest
}: { flow: RecordFlow<NoInfer<R>>; record: R } & Omit<Props, 'machine' | 'subject' | 'state' | 'version' | 'amount'>) {
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
