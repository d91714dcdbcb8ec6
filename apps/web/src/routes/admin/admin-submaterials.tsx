import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { AdminPageHeader, FormDrawer, useUrlParams } from '../../components/admin/index.ts';
import { SubMaterialEditor } from '../../features/catalogue/admin/sub-material-form.tsx';
import { SubMaterialTable } from '../../features/catalogue/admin/sub-material-table.tsx';

/** admin-submaterials — packaging items; the open record is ?edit=<id|new> (a copy: ?edit=new&from=<id>). */
export function Component() {
  const { t } = useTranslation();
  const [params, set] = useUrlParams();
  const edit = params.get('edit');
  const from = params.get('from');
  // the drawer keeps showing its record while it slides closed
  const [shown, setShown] = useState<{ edit: string; from: string | null } | null>(edit ? { edit, from } : null);
  if (edit && (edit !== shown?.edit || from !== shown.from)) setShown({ edit, from });
  const [dirty, setDirty] = useState(false);
  const close = () => {
    setDirty(false);
    set({ edit: null, from: null });
  };
  const title = shown?.edit !== 'new' ? 'editTitle' : shown.from ? 'copyTitle' : 'addTitle';
  return (
    <>
      <AdminPageHeader
        screen="admin-submaterials"
        actions={
          <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => set({ edit: 'new', from: null })}>
            {t('adminCatalogue.subMaterials.add')}
          </Button>
        }
      />
      <SubMaterialTable onEdit={(id) => set({ edit: id, from: null })} onCreate={() => set({ edit: 'new', from: null })} />
      <FormDrawer opened={Boolean(edit)} onClose={close} dirty={dirty} title={t(`adminCatalogue.subMaterials.${title}`)}>
        {shown && (
          <SubMaterialEditor
            key={`${shown.edit}:${shown.from ?? ''}`}
            id={shown.edit}
            copyFrom={shown.from}
            onDone={close}
            onDirtyChange={setDirty}
            onCopy={(id) => set({ edit: 'new', from: id })}
          />
        )}
      </FormDrawer>
    </>
  );
}
