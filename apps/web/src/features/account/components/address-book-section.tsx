import { Badge, Button, Checkbox, Group, Menu, ActionIcon, Modal, Skeleton, Stack, Text, TextInput, Alert } from '@mantine/core';
import { IconDots, IconPencil, IconPlus, IconStar, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { fieldErrors } from '@formulab/shared/errors';
import { ADDRESSES_MAX, addressInputSchema, type Address, type AddressInput } from '@formulab/shared/shop/addresses.schema';
import { AddressFields, EMPTY_ADDRESS, addressLines, type AddressValues } from '../../../components/address-fields.tsx';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { notifyError, notifySuccess } from '../../../components/notify.ts';
import { ApiError, errorKey } from '../../../lib/api.ts';
import { focusFirstInvalid } from '../../../lib/focus-invalid.ts';
import { addressesQuery, createAddress, deleteAddress, updateAddress } from '../../../lib/addresses.ts';
import { useSendOnce } from '../../../lib/send-once.ts';
import { SettingsSection } from './settings-section.tsx';

/** `version`: what an edit was opened at, sent with the save (a save over another tab's change is 409 CHANGED_MEANWHILE) */
type Editing = { id: string | null; version?: number; values: AddressValues & { label: string; isDefault: boolean } };

/** /account-settings: the address book offered at checkout — list, add, edit, delete, make default. */
export function AddressBookSection() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const list = useQuery(addressesQuery);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<Address | null>(null);
  const items = list.data?.items ?? [];
  const refresh = () => qc.invalidateQueries({ queryKey: ['addresses'] });
  const makeDefault = async (a: Address) => {
    try {
      await updateAddress(a.id, { ...a, isDefault: true });
      await refresh();
    } catch (e) {
      notifyError(t(errorKey(e)));
    }
  };
  return (
    <SettingsSection id="addresses" title={t('shop.book.title')} description={t('shop.book.desc')}>
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
              const [l1, l2] = addressLines(a);
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
                    <Stack gap={0} style={{ minWidth: 0 }}>
                      <Group gap={6}>
                        <Text fz="sm" fw={600}>
                          {label}
                        </Text>
                        {a.isDefault && (
                          <Badge size="xs" variant="light" radius="sm" tt="none">
                            {t('shop.purchase.default')}
                          </Badge>
                        )}
                      </Group>
                      <Text fz="xs" c="gray.7">
                        {l1}
                      </Text>
                      <Text fz="xs" c="gray.7">
                        {l2}
                      </Text>
                    </Stack>
                    <Menu position="bottom-end" withinPortal>
                      <Menu.Target>
                        <ActionIcon variant="subtle" color="gray.8" aria-label={t('shop.book.actionsFor', { label })}>
                          <IconDots size={18} aria-hidden="true" />
                        </ActionIcon>
                      </Menu.Target>
                      <Menu.Dropdown>
                        <Menu.Item
                          leftSection={<IconPencil size={16} aria-hidden="true" />}
                          onClick={() => setEditing({ id: a.id, version: a.version, values: { ...a } })}
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
            onClick={() => setEditing({ id: null, values: { ...EMPTY_ADDRESS, label: '', isDefault: items.length === 0 } })}
          >
            {t('shop.book.add')}
          </Button>
        </Group>
      </Stack>
      {editing && <AddressModal editing={editing} onClose={() => setEditing(null)} onSaved={() => void refresh()} />}
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

function AddressModal({ editing, onClose, onSaved }: { editing: Editing; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const uid = useId();
  const ref = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(editing.values);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const tr = (e: Record<string, string>) => Object.fromEntries(Object.entries(e).map(([k, v]) => [k, t(v)]));
  // sends once: another press while it is sent adds nothing, and a retry of the same new address
  // carries the same Idempotency-Key, so the server adds it once
  const { once, keyFor, sent } = useSendOnce();
  const save = async () => {
    const body: AddressInput = {
      label: values.label,
      recipient: values.recipient,
      phone: values.phone,
      postalCode: values.postalCode,
      address: values.address,
      detail: values.detail,
      isDefault: values.isDefault,
    };
    const parsed = addressInputSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(tr(fieldErrors(parsed.error)));
      focusFirstInvalid(ref.current);
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      if (editing.id) await updateAddress(editing.id, { ...body, version: editing.version });
      else await createAddress(body, keyFor(body));
      sent();
      notifySuccess(t('shop.book.saved'), '');
      onSaved();
      onClose();
    } catch (e) {
      if (e instanceof ApiError && Object.keys(e.fields).length) setErrors(tr(e.fields));
      else setFailure(t(errorKey(e)));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={t(editing.id ? 'shop.book.editTitle' : 'shop.book.addTitle')}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form
        ref={ref}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void once(save)();
        }}
      >
        <Stack gap="sm">
          <TextInput
            id={`${uid}-label`}
            label={t('shop.address.label')}
            value={values.label}
            maxLength={40}
            onChange={(e) => setValues({ ...values, label: e.currentTarget.value })}
            error={errors.label}
            data-autofocus
          />
          <AddressFields value={values} onChange={(v) => setValues({ ...values, ...v })} errors={errors} idPrefix={uid} />
          <Checkbox
            label={t('shop.address.isDefault')}
            checked={values.isDefault}
            onChange={(e) => setValues({ ...values, isDefault: e.currentTarget.checked })}
          />
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
