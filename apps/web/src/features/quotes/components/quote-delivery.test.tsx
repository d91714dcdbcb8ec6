import { act, screen, within } from '@testing-library/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Incoterm } from '@formulab/shared/orders/delivery';
import { ADDRESSES_MAX, type Address } from '@formulab/shared/shop/addresses.schema';
import i18n from '../../../i18n/index.ts';
import en from '../../../i18n/en.json';
import ko from '../../../i18n/ko.json';
import { ADDRESS_ID, FOREIGN_ADDRESS_ID, address, foreignAddress } from '../../../test/fixtures/account.ts';
import { renderUi } from '../../../test/render.tsx';
import { QuoteDelivery, isAbroad, shipToOf } from './quote-delivery.tsx';

const f = en.quotes.form;
const d = en.workflow.delivery;

/** The address book as the query hands it over: loaded with `items`, or failed. */
function bookOf(items: Address[] | null, refetch = vi.fn()) {
  return { data: items && { items }, isError: items === null, refetch } as unknown as UseQueryResult<{ items: Address[] }>;
}

function renderDelivery(
  over: Partial<{
    items: Address[] | null;
    address: Address | undefined;
    incoterm: Incoterm | null;
    brnMissing: boolean;
    errors: { shipToAddressId?: string; incoterm?: string };
  }> = {},
) {
  const items = over.items === undefined ? [address(), foreignAddress()] : over.items;
  const props = {
    refetch: vi.fn(),
    onAddress: vi.fn(),
    onIncoterm: vi.fn(),
    onAdd: vi.fn(),
  };
  const view = renderUi(
    <QuoteDelivery
      book={bookOf(items, props.refetch)}
      address={'address' in over ? over.address : shipToOf(items ?? undefined, '')}
      onAddress={props.onAddress}
      incoterm={over.incoterm ?? null}
      onIncoterm={props.onIncoterm}
      onAdd={props.onAdd}
      brnMissing={over.brnMissing ?? false}
      errors={over.errors ?? {}}
    />,
  );
  return { ...view, ...props };
}

const incotermField = (label = d.incoterm) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) });

describe('shipToOf / isAbroad', () => {
  const home = address();
  const saigon = foreignAddress();
  const branch = address({ id: '11111111-2222-4333-8444-555555555555', label: 'Branch', isDefault: false });

  it('takes the address chosen while it is in the book, else the default, else the first', () => {
    expect(shipToOf([branch, home, saigon], FOREIGN_ADDRESS_ID)).toBe(saigon);
    // chosen, then deleted in another tab: the default again
    expect(shipToOf([branch, home], FOREIGN_ADDRESS_ID)).toBe(home);
    expect(shipToOf([branch, saigon], '')).toBe(branch);
    expect(shipToOf([], ADDRESS_ID)).toBeUndefined();
    expect(shipToOf(undefined, ADDRESS_ID)).toBeUndefined();
  });

  it('calls an address outside Korea abroad, and no address not abroad', () => {
    expect(isAbroad(saigon)).toBe(true);
    expect(isAbroad(home)).toBe(false);
    expect(isAbroad(undefined)).toBe(false);
  });
});

describe('QuoteDelivery — where a quote request is delivered', () => {
  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  it('lists my addresses with the default chosen, and reports another choice', async () => {
    const { user, onAddress } = renderDelivery();
    const choices = screen.getByTestId('ship-to-choices');
    const radios = within(choices).getAllByRole('radio');
    expect(radios).toHaveLength(2);
    expect(radios[0]).toBeChecked();
    expect(radios[1]).not.toBeChecked();
    expect(choices).toHaveTextContent('Saigon warehouse');
    await user.click(radios[1]!);
    expect(onAddress).toHaveBeenCalledWith(FOREIGN_ADDRESS_ID);
  });

  it('in Korea: delivered to the address unless I choose a rule, and no rule is required', () => {
    renderDelivery();
    const field = incotermField();
    expect(field).toHaveValue(d.noIncoterm);
    expect(field).not.toBeRequired();
    expect(screen.getByText(f.incotermDomestic)).toBeVisible();
  });

  it('abroad: a rule is required, "delivered to the address" is not offered, and the rule chosen is reported', async () => {
    const { user, onIncoterm } = renderDelivery({ address: foreignAddress() });
    const field = incotermField();
    expect(field).toBeRequired();
    expect(field).toHaveValue('');
    expect(screen.getByText(f.incotermAbroad)).toBeVisible();
    await user.click(field);
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).queryByRole('option', { name: d.noIncoterm })).toBeNull();
    await user.click(within(listbox).getByRole('option', { name: d.incoterms.FOB }));
    expect(onIncoterm).toHaveBeenCalledWith('FOB');
  });

  it('explains the rule chosen, and shows the error it is given', () => {
    renderDelivery({
      address: foreignAddress(),
      incoterm: 'DAP',
      errors: { incoterm: en.workflow.errors.incotermRequired },
    });
    expect(incotermField()).toHaveValue(d.incoterms.DAP);
    expect(screen.getByText(d.incotermHelp.DAP)).toBeVisible();
    expect(screen.getByText(en.workflow.errors.incotermRequired)).toBeVisible();
  });

  it('choosing "delivered to the address" again reports no rule', async () => {
    const { user, onIncoterm } = renderDelivery({ incoterm: 'EXW' });
    await user.click(incotermField());
    await user.click(await screen.findByRole('option', { name: d.noIncoterm }));
    expect(onIncoterm).toHaveBeenCalledWith(null);
  });

  it('says a delivery in Korea needs my business registration number, and links to where it is added', () => {
    renderDelivery({ brnMissing: true });
    const hint = screen.getByTestId('quote-brn-missing');
    expect(hint).toHaveTextContent(f.brnMissing.title);
    expect(within(hint).getByRole('link', { name: f.brnMissing.link })).toHaveAttribute('href', '/account-settings#company');
  });

  it('says nothing of the business registration number for an address abroad, or when I have one', () => {
    const abroad = renderDelivery({ brnMissing: true, address: foreignAddress() });
    expect(screen.queryByTestId('quote-brn-missing')).toBeNull();
    abroad.unmount();
    renderDelivery({ brnMissing: false });
    expect(screen.queryByTestId('quote-brn-missing')).toBeNull();
  });

  it('says it in Korean on a Korean screen', async () => {
    await act(() => i18n.changeLanguage('ko'));
    renderDelivery({ brnMissing: true });
    const hint = screen.getByTestId('quote-brn-missing');
    expect(hint).toHaveTextContent(ko.quotes.form.brnMissing.title);
    expect(within(hint).getByRole('link', { name: ko.quotes.form.brnMissing.link })).toBeVisible();
    expect(incotermField(ko.workflow.delivery.incoterm)).toHaveValue(ko.workflow.delivery.noIncoterm);
  });

  it('invites me to add an address when the book is empty, and stops adding at the maximum', async () => {
    const empty = renderDelivery({ items: [], address: undefined });
    expect(screen.getByText(f.noAddresses)).toBeVisible();
    await empty.user.click(screen.getByRole('button', { name: en.shop.book.add }));
    expect(empty.onAdd).toHaveBeenCalledTimes(1);
    empty.unmount();

    const full = Array.from({ length: ADDRESSES_MAX }, (_, i) =>
      address({ id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`, isDefault: i === 0 }),
    );
    renderDelivery({ items: full });
    expect(screen.getByRole('button', { name: en.shop.book.add })).toBeDisabled();
  });

  it('says the book could not be loaded and loads it again on request', async () => {
    const { user, refetch } = renderDelivery({ items: null, address: undefined });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(en.shop.book.loadError);
    await user.click(within(alert).getByRole('button', { name: en.shop.list.retry }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});
