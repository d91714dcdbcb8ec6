import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Address } from '@formulab/shared/shop/addresses.schema';
import { purchaseAmounts } from '@formulab/shared/shop/purchases.schema';
import en from '../../../i18n/en.json';
import { ApiError } from '../../../lib/api.ts';
import { formatMoney } from '../../../lib/format.ts';
import { renderUi } from '../../../test/render.tsx';
import { ADDRESS_ID, OPTION_150, OPTION_300, PRODUCT_ID, address, productDetail } from '../../../test/fixtures/shop.ts';
import { PurchaseForm } from './purchase-form.tsx';

// the toner's small size has only 5 left: the quantity's limit
const product = productDetail({
  options: [
    { id: OPTION_150, nameKo: '150mL', nameEn: '150 mL', price: 12_000, stock: 5 },
    { id: OPTION_300, nameKo: '300mL', nameEn: '300 mL', price: 21_000, stock: 30 },
  ],
});
const office = address();

const pay = (n: number) => en.shop.purchase.pay.replace('{{amount}}', formatMoney(n));

function setup(addresses: Address[] = [], onSubmit = vi.fn(async () => {})) {
  const view = renderUi(
    <PurchaseForm product={product} addresses={addresses} initialOptionId={OPTION_150} initialQty={2} onSubmit={onSubmit} />,
  );
  return { ...view, onSubmit };
}

describe('purchase form', () => {
  it('shows the totals of purchaseAmounts and follows option and quantity (free shipping from 50,000)', async () => {
    const { user } = setup([office]);
    const total = () => screen.getAllByTestId('amount-total')[0]!;
    // 2 × 12,000 = 24,000 + 3,000 shipping
    expect(total()).toHaveTextContent(formatMoney(purchaseAmounts(12000, 2).total));
    expect(screen.getAllByTestId('amount-shipping')[0]).toHaveTextContent(formatMoney(3000));
    expect(screen.getByRole('button', { name: pay(27000) })).toBeVisible();

    await user.click(screen.getByRole('radio', { name: /300 mL/ }));
    const qty = screen.getByRole('textbox', { name: en.shop.detail.quantity });
    await user.clear(qty);
    await user.type(qty, '3');
    // 3 × 21,000 = 63,000: shipping is free
    await waitFor(() => expect(total()).toHaveTextContent(formatMoney(63000)));
    expect(screen.getAllByTestId('amount-shipping')[0]).toHaveTextContent(en.shop.detail.free);
    expect(screen.getByRole('button', { name: pay(63000) })).toBeVisible();
  });

  it('sends the saved default address with the chosen option and quantity', async () => {
    const { user, onSubmit } = setup([office]);
    expect(screen.getByRole('radio', { name: /Office/ })).toBeChecked();
    await user.type(screen.getByRole('textbox', { name: en.shop.purchase.note }), 'Leave at reception');
    await user.click(screen.getByRole('button', { name: pay(27000) }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        productId: PRODUCT_ID,
        optionId: OPTION_150,
        quantity: 2,
        addressId: ADDRESS_ID,
        note: 'Leave at reception',
      }),
    );
  });

  it('checks a typed address with the shared schema and shows the translated field errors', async () => {
    const { user, onSubmit } = setup([]);
    const form = screen.getByRole('button', { name: pay(27000) }).closest('form')!;
    await user.type(within(form).getByRole('textbox', { name: new RegExp(`^${en.shop.address.phone}`) }), '12');
    await user.click(screen.getByRole('button', { name: pay(27000) }));
    expect(await screen.findAllByText(en.errors.required)).not.toHaveLength(0);
    expect(screen.getByText(en.errors.phone)).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(screen.getByRole('textbox', { name: new RegExp(`^${en.shop.address.recipient}`) }), 'Lee Jun');
    await user.clear(screen.getByRole('textbox', { name: new RegExp(`^${en.shop.address.phone}`) }));
    await user.type(screen.getByRole('textbox', { name: new RegExp(`^${en.shop.address.phone}`) }), '010-2222-3333');
    await user.type(screen.getByRole('textbox', { name: new RegExp(`^${en.shop.address.postalCode}`) }), '04524');
    await user.type(screen.getByRole('textbox', { name: new RegExp(`^${en.shop.address.address}`) }), '1 Sejong-daero, Jung-gu');
    await user.click(screen.getByRole('button', { name: pay(27000) }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]).toEqual([
      expect.objectContaining({
        shipping: {
          recipient: 'Lee Jun',
          phone: '010-2222-3333',
          postalCode: '04524',
          address: '1 Sejong-daero, Jung-gu',
          detail: '',
        },
        saveAddress: true,
      }),
    ]);
  });

  it('never takes more than the option has in stock, and refuses an empty quantity', async () => {
    const { user, onSubmit } = setup([office]);
    const qty = screen.getByRole('textbox', { name: en.shop.detail.quantity });
    await user.clear(qty);
    await user.type(qty, '9');
    // the small option has 5: a 9 is kept as typed (never quietly made 5) and refused with the limit
    expect(qty).toHaveValue('9');
    await user.click(screen.getByRole('button', { name: /^Pay/ }));
    expect(qty).toHaveAccessibleDescription(en.errors.numberRange.replace('{{min}}', '1').replace('{{max}}', '5'));
    expect(onSubmit).not.toHaveBeenCalled();
    await user.clear(qty);
    await user.click(screen.getByRole('button', { name: /^Pay/ }));
    expect(await screen.findByText(en.errors.number)).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('puts the server refusal on the page', async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiError(409, 'OUT_OF_STOCK', 'no');
    });
    const { user } = setup([office], onSubmit);
    await user.click(screen.getByRole('button', { name: pay(27000) }));
    expect(await screen.findByRole('alert')).toHaveTextContent(en.apiErrors.OUT_OF_STOCK);
  });
});
