import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { AdminPageHeader, FormDrawer, useUrlParams } from '../../components/admin/index.ts';
import { MaterialEditor } from '../../features/catalogue/admin/material-form.tsx';
import { MaterialTable } from '../../features/catalogue/admin/material-table.tsx';

/** admin materials — raw materials behind ingredients: supplier, cost, stock, lots; the open record is ?edit=<id|new>. */
export function Component() {
  const { t } = useTranslation();
  const [params, set] = useUrlParams();
  const edit = params.get('edit');
  // the drawer keeps showing its record while it slides closed
  const [shown, setShown] = useState(edit);
  if (edit && edit !== shown) setShown(edit);
  const [dirty, setDirty] = useState(false);
  const close = () => {
    setDirty(false);
    set({ edit: null });
  };
  return (
    <>
      <AdminPageHeader
        screen="materials"
        actions={
          <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => set({ edit: 'new' })}>
            {t('adminCatalogue.materials.add')}
          </Button>
        }
      />
      <MaterialTable onEdit={(id) => set({ edit: id })} onCreate={() => set({ edit: 'new' })} />
      <FormDrawer
        opened={Boolean(edit)}
        onClose={close}
        dirty={dirty}
        title={t(shown === 'new' ? 'adminCatalogue.materials.addTitle' : 'adminCatalogue.materials.editTitle')}
      >
        {shown && <MaterialEditor key={shown} id={shown} onDone={close} onDirtyChange={setDirty} />}
      </FormDrawer>
    </>
  );
}
