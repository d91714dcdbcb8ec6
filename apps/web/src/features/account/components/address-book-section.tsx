import { Button, Group, Menu, ActionIcon, Skeleton, Stack, Text, Alert } from '@mantine/core';
import { IconDots, IconPencil, IconPlus, IconStar, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { ADDRESSES_MAX, type Address } from '@formulab/shared/shop/addresses.schema';
import {
  ADDRESS_BOOK_ANCHOR,
  AddressDialog,
  AddressSummary,
  addressInput,
  editAddressDraft,
  newAddressDraft,
  type AddressDraft,
} from '../../../components/address-dialog.tsx';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { notifyError, notifySuccess } from '../../../components/notify.ts';
import { errorKey } from '../../../lib/api.ts';
import { addressesQuery, deleteAddress, updateAddress } from '../../../lib/addresses.ts';
import { SettingsSection } from './settings-section.tsx';

/**
 * /account-settings: the address book offered at checkout and as a quote's ship-to — list (an address
 * abroad names its country), add, edit, delete, make default.
 */
export function AddressBookSection() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const list = useQuery(addressesQuery);
  const [editing, setEditing] = useState<AddressDraft | null>(null);
  const [deleting, setDeleting] = useState<Address | null>(null);
  const items = list.data?.items ?? [];
  const refresh = () => qc.invalidateQueries({ queryKey: ['addresses'] });
  const makeDefault = async (a: Address) => {
    try {
      await updateAddress(a.id, addressInput({ ...a, isDefault: true }, a.version));
      await refresh();
    } catch (e) {
      notifyError(t(errorKey(e)));
    }
  };
  return (
    <SettingsSection id={ADDRESS_BOOK_ANCHOR} title={t('shop.book.title')} description={t('shop.book.desc')}>
      <Stack gap="sm">
        {list.isError ? (
          <Alert color="red" role="alert" title={t('shop.book.loadError')}>
            <Button size="xs" variant="default" onClick={() => void list.refetch()}>
              {t('shop.list.retry')}
            </Button>
          </Alert>
        ) : !list.data ? (
          <Skeleton h={80} radius="md" />
        ) : items.length === 0 ? (
          <Text fz="sm" c="gray.7">
            {t('shop.book.empty')}
          </Text>
        ) : (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} data-testid="address-list">
            {items.map((a) => {
              const label = a.label || a.recipient;
              return (
                <li key={a.id}>
                  <Group
                    justify="space-between"
                    wrap="nowrap"
                    align="flex-start"
                    p="sm"
                    style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
                  >
                    <AddressSummary address={a} />
                    <Menu position="bottom-end" withinPortal>
                      <Menu.Target>
                        <ActionIcon variant="subtle" color="gray.8" aria-label={t('shop.book.actionsFor', { label })}>
                          <IconDots size={18} aria-hidden="true" />
                        </ActionIcon>
                      </Menu.Target>
                      <Menu.Dropdown>
                        <Menu.Item
                          leftSection={<IconPencil size={16} aria-hidden="true" />}
                          onClick={() => setEditing(editAddressDraft(a))}
                        >
                          {t('shop.book.edit')}
                        </Menu.Item>
                        {!a.isDefault && (
                          <Menu.Item leftSection={<IconStar size={16} aria-hidden="true" />} onClick={() => void makeDefault(a)}>
                            {t('shop.book.makeDefault')}
                          </Menu.Item>
                        )}
                        <Menu.Item
                          color="red.9"
                          leftSection={<IconTrash size={16} aria-hidden="true" />}
                          onClick={() => setDeleting(a)}
                        >
                          {t('shop.book.delete')}
                        </Menu.Item>
                      </Menu.Dropdown>
                    </Menu>
                  </Group>
                </li>
              );
            })}
          </Stack>
        )}
        <Group justify="space-between">
          <Text fz="xs" c="gray.7">
            {t('shop.book.max', { n: ADDRESSES_MAX })}
          </Text>
          <Button
            variant="default"
            leftSection={<IconPlus size={16} aria-hidden="true" />}
            disabled={items.length >= ADDRESSES_MAX}
            onClick={() => setEditing(newAddressDraft(items.length === 0))}
          >
            {t('shop.book.add')}
          </Button>
        </Group>
      </Stack>
      {editing && <AddressDialog editing={editing} onClose={() => setEditing(null)} onSaved={() => void refresh()} />}
      <ConfirmModal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('shop.book.deleteTitle')}
        confirmLabel={t('shop.book.delete')}
        danger
        dangerColor="red.9"
        closeLabel={t('common.close')}
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await deleteAddress(deleting.id);
            notifySuccess(t('shop.book.deleted'), '');
            await refresh();
            setDeleting(null);
          } catch (e) {
            notifyError(t(errorKey(e)));
          }
        }}
      >
        <Text fz="sm">{t('shop.book.deleteBody', { label: deleting?.label || deleting?.recipient || '' })}</Text>
      </ConfirmModal>
    </SettingsSection>
  );
}
