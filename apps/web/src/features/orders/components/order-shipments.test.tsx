import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { orderDetailSchema, type OrderDetail } from '@formulab/shared/orders/orders.schema';
import en from '../../../i18n/en.json';
import { ORDER_ID, orderDetail, partlyShippedOrder, unpaidOrder } from '../../../test/fixtures/orders.ts';
import { renderUi } from '../../../test/render.tsx';
import { OrderShipments } from './order-shipments.tsx';

const od = en.orders.detail;
const parsed = (o: Parameters<typeof orderDetailSchema.parse>[0]): OrderDetail => orderDetailSchema.parse(o);
const noteLink = (n: number, language: string) =>
  screen.getByRole('link', { name: od.deliveryNoteLink.replace('{{n}}', String(n)).replace('{{language}}', language) });

describe('OrderShipments — what has left the factory', () => {
  it('shows nothing before the first shipment', () => {
    const { container } = renderUi(<OrderShipments order={parsed(unpaidOrder())} staff={false} />);
    expect(screen.queryByRole('region', { name: od.shipments })).toBeNull();
    expect(container).not.toHaveTextContent(od.shipments);
  });

  it('says how much of a part-shipped order has gone and how much is left', () => {
    renderUi(<OrderShipments order={parsed(partlyShippedOrder())} staff={false} />);
    const section = screen.getByRole('region', { name: od.shipments });
    expect(within(section).getByTestId('order-shipped-of')).toHaveTextContent('1,500 of 3,000 units shipped · 1,500 to ship');
  });

  it('lists each shipment first first, with its units, tracking number and note', () => {
    renderUi(<OrderShipments order={parsed(partlyShippedOrder())} staff={false} />);
    const [first, second] = screen.getAllByTestId('order-shipment');
    expect(first).toHaveTextContent(od.shipment.replace('{{n}}', '1'));
    expect(first).toHaveTextContent('1,000 units');
    expect(first).toHaveTextContent('HMMU1234567');
    expect(second).toHaveTextContent(od.shipment.replace('{{n}}', '2'));
    expect(second).toHaveTextContent('500 units');
    expect(second).toHaveTextContent('Air freight: launch stock.');
  });

  it('links the customer to each delivery note in Korean and English', () => {
    renderUi(<OrderShipments order={parsed(partlyShippedOrder())} staff={false} />);
    expect(noteLink(2, od.deliveryNoteKo)).toHaveAttribute('href', `/api/orders/${ORDER_ID}/shipments/2/delivery-note?lang=ko`);
    expect(noteLink(2, od.deliveryNoteEn)).toHaveAttribute('href', `/api/orders/${ORDER_ID}/shipments/2/delivery-note?lang=en`);
    expect(noteLink(1, od.deliveryNoteEn)).toHaveAttribute('target', '_blank');
  });

  it('links staff to the delivery notes through the staff API', () => {
    renderUi(<OrderShipments order={parsed(partlyShippedOrder())} staff />);
    expect(noteLink(1, od.deliveryNoteKo)).toHaveAttribute(
      'href',
      `/api/admin/orders/${ORDER_ID}/shipments/1/delivery-note?lang=ko`,
    );
  });

  it('stops counting what is left once everything has shipped', () => {
    renderUi(<OrderShipments order={parsed(orderDetail())} staff={false} />);
    expect(screen.getByRole('region', { name: od.shipments })).toBeVisible();
    expect(screen.getAllByTestId('order-shipment')).toHaveLength(1);
    expect(screen.queryByTestId('order-shipped-of')).toBeNull();
  });
});
