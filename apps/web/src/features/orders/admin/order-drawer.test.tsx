import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { orderDetailSchema } from '@formulab/shared/orders/orders.schema';
import admin from '../../../i18n/admin.en.json';
import en from '../../../i18n/en.json';
import { ORDER_ID, orderDetail, partlyShippedOrder } from '../../../test/fixtures/admin-workflow.ts';
import { answer, refuse } from '../../../test/network.ts';
import { renderUi } from '../../../test/render.tsx';
import { OrderDrawer } from './order-drawer.tsx';

const actions = en.workflow.actions.order;

async function openDrawer(detail: z.input<typeof orderDetailSchema>) {
  const calls = answer.get('/api/admin/orders/:id', orderDetailSchema, detail);
  const view = renderUi(<OrderDrawer id={ORDER_ID} onClose={vi.fn()} />);
  const drawer = await screen.findByRole('dialog', { name: admin.adminOrders.detail.title });
  await within(drawer).findByRole('heading', { name: 'O-000007' });
  return { ...view, drawer, calls };
}

describe('OrderDrawer — one production order for staff', () => {
  it('offers a part shipment while at least two units are left to ship', async () => {
    const { drawer, calls } = await openDrawer(partlyShippedOrder());
    expect(within(drawer).getByRole('button', { name: actions.ship_part })).toBeVisible();
    expect(within(drawer).getByRole('button', { name: actions.ship })).toBeVisible();
    expect(calls.last?.params.id).toBe(ORDER_ID);
  });

  it('offers only the last shipment when one unit is left (a part must leave at least one)', async () => {
    const { drawer } = await openDrawer(partlyShippedOrder({ remainingQuantity: 1 }));
    expect(within(drawer).queryByRole('button', { name: actions.ship_part })).toBeNull();
    expect(within(drawer).getByRole('button', { name: actions.ship })).toBeVisible();
  });

  it('says what state leaves staff nothing to do, and that money is owed back', async () => {
    const { drawer } = await openDrawer(
      orderDetail({ state: 'cancelled', paymentStatus: 'refund_due', actions: [], cancelReason: 'Customer withdrew.' }),
    );
    expect(
      within(drawer).getByText(admin.adminOrders.detail.noActions.replace('{{state}}', en.workflow.states.order.cancelled)),
    ).toBeVisible();
    expect(within(drawer).getByText(admin.adminOrders.detail.refundDue)).toBeVisible();
    // a cancelled order is on no way to delivery
    expect(within(drawer).queryByTestId('order-progress')).toBeNull();
  });

  it('says an order that is gone is not found', async () => {
    refuse('get', '/api/admin/orders/:id', 404, 'NOT_FOUND');
    renderUi(<OrderDrawer id={ORDER_ID} onClose={vi.fn()} />);
    const drawer = await screen.findByRole('dialog', { name: admin.adminOrders.detail.title });
    expect(await within(drawer).findByText(en.apiErrors.NOT_FOUND)).toBeVisible();
  });
});
