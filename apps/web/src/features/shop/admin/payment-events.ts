import type { PaymentEventFacts } from '@formulab/shared/shop/payments.schema';
import type { TFunction } from '../../../i18n/translator.ts';
import { formatMoney } from '../../../lib/format.ts';
import { paymentMethodCode } from '../../../lib/payments.ts';

/**
 * One line of a payment's history in the reader's language, from the facts the server wrote: amounts
 * as money, the gateway, method, kind and state in our words (a code we have no words for stays as
 * the gateway sent it), and what a person typed (a refund reason) or the gateway said (its message)
 * as written.
 */
export function paymentEventText(f: PaymentEventFacts, t: TFunction): string {
  const say = (key: string, vars: Record<string, string> = {}) => t(`adminShop.payments.says.${key}`, vars);
  const word = (key: string, fallback: string) => t(key, { defaultValue: fallback });
  const gateway = (g: string) => word(`adminShop.gateways.${g}`, g);
  const kind = (k: string) => word(`adminShop.kinds.${k}`, k);
  switch (f.say) {
    case 'started':
      return say('started', { amount: formatMoney(f.amount), gateway: gateway(f.gateway) });
    case 'approved':
      return say('approved', { gateway: gateway(f.gateway) });
    case 'captured': {
      const method = f.method && word(`adminShop.methods.${paymentMethodCode(f.method)}`, f.method);
      const paid = method ? `${formatMoney(f.amount)} · ${method}` : formatMoney(f.amount);
      return say(f.via === 'webhook' ? 'captured_webhook' : 'captured_confirm', { paid });
    }
    case 'paid_by_other':
      return say('paid_by_other', { orderId: f.orderId });
    case 'payment_failed':
      return say('payment_failed', { code: f.code });
    case 'amount_mismatch':
      return say('amount_mismatch', { amount: formatMoney(f.amount), expected: formatMoney(f.expected) });
    case 'not_payable':
      return f.state
        ? say('not_payable', { kind: kind(f.kind), state: word(`workflow.states.${f.kind}.${f.state}`, f.state) })
        : say('not_payable_gone', { kind: kind(f.kind) });
    case 'declined':
      // a fail redirect may carry a code and no message
      return f.message.trim() ? say('declined', { code: f.code, message: f.message }) : say('declined_code', { code: f.code });
    case 'refunded':
      return say('refunded', { amount: formatMoney(f.amount), reason: f.reason });
    case 'recorded_offline':
      return f.staff
        ? say('recorded_offline', { amount: formatMoney(f.amount), staff: f.staff })
        : say('recorded_offline_unknown', { amount: formatMoney(f.amount) });
    case 'given_back':
      return say('given_back', { kind: kind(f.kind) });
    case 'gateway_status':
      return say('gateway_status', { status: word(`adminShop.payments.says.statuses.${f.status}`, f.status) });
    case 'refunded_at_gateway':
      return say('refunded_at_gateway', { amount: formatMoney(f.amount) });
    case 'voided':
      return say('voided', { amount: formatMoney(f.amount) });
    case 'replaced':
    case 'paid_offline':
    case 'purchase_cancelled':
    case 'reservation_ran_out':
    case 'left_at_gateway':
    case 'other_order_key':
    case 'already_paid':
    case 'nothing_to_refund':
      return say(f.say);
  }
}
