import { orderDetailSchema, orderPageSchema, type OrderDetail } from '@formulab/shared/orders/orders.schema';
import { orderMachine, type OrderState } from '@formulab/shared/orders/orders.states';
import type { RecordFlow } from '../../components/workflow/index.ts';
import { afterRecordChange, ownRecordCalls, ownRecordsInfinite } from '../../lib/record-queries.ts';
import { toQuery } from '../../lib/query-string.ts';

export const ordersInfinite = (state: OrderState | undefined) =>
  ownRecordsInfinite('orders', '/api/orders', orderPageSchema, state);

/** one order of the customer's: key, query, transition */
export const ownOrders = ownRecordCalls('/api/orders', 'order', orderDetailSchema);

/**
 * One shipment's delivery note (a PDF the browser shows) in Korean or English: the customer's route, or
 * staff's with `staff`.
 */
export const deliveryNoteUrl = (id: string, shipment: number, lang: 'ko' | 'en', staff = false) =>
  `/api/${staff ? 'admin/' : ''}orders/${id}/shipments/${shipment}/delivery-note${toQuery({ lang })}`;

/** After a change: the record as the server answered, and every list refetched. */
export const afterOrderChange = afterRecordChange<OrderDetail>(['orders', 'admin-orders', 'notifications', 'pipeline']);

/** The action bar's view of a production order: a step restates what it costs, VAT included (`amountDue`). */
export const orderFlow: RecordFlow<{ amountDue: number }> = {
  machine: orderMachine,
  subject: 'order',
  amount: (o) => o.amountDue,
};
