import { Alert, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import type { TaxonomyKind, Term } from '@formulab/shared/catalogue/taxonomy.schema';
import { ApiError } from '../../../lib/api.ts';
import { deleteTerm, localName } from '../api.ts';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { usageKey, usageLink } from './terms-usage.ts';
import { notifyApiError } from '../../../components/notify.ts';
import { ArrowButton } from '../../../components/arrow-link.tsx';

/**
 * Deleting asks first. A term still in use cannot go: the dialog says by how many records and
 * links to exactly those, so they can be reassigned first.
 */
export function TermDeleteModal({
  kind,
  term,
  opened,
  onClose,
}: {
  kind: TaxonomyKind;
  term: Term | null;
  opened: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const qc = useQueryClient();
  const [refused, setRefused] = useState<{ id: number; count: number } | null>(null);
  const inUse = term ? (refused?.id === term.id ? refused.count : term.usage) : 0;
  const name = term ? localName(term, i18n.resolvedLanguage) : '';

  const confirm = async () => {
    if (!term) return;
    try {
      await deleteTerm(kind, term.id);
      await qc.invalidateQueries({ queryKey: ['taxonomy', kind] });
      notifications.show({ color: 'teal', message: t('adminCatalogue.terms.deleted', { name }) });
      onClose();
    } catch (err) {
      if (err instanceof ApiError && err.code === 'IN_USE') {
        setRefused({ id: term.id, count: Number(err.fields.usage ?? 0) || 1 });
        void qc.invalidateQueries({ queryKey: ['taxonomy', kind] });
      } else notifyApiError(err, t);
    }
  };

  return (
    <ConfirmModal
      opened={opened}
      onClose={onClose}
      title={t('adminCatalogue.terms.deleteTitle', { name })}
      confirmLabel={t('adminCatalogue.terms.delete')}
      danger
      confirmDisabled={inUse > 0}
      onConfirm={confirm}
    >
      {term && inUse > 0 ? (
        <Alert
          color="orange"
          icon={<IconAlertTriangle size={18} aria-hidden="true" />}
          role="alert"
          title={t('adminCatalogue.terms.inUseTitle')}
        >
          <Text fz="sm" mb="xs">
            {t('adminCatalogue.terms.inUseBody', { usage: t(usageKey(kind), { count: inUse }) })}
          </Text>
          <ArrowButton to={usageLink(kind, term.slug)} size="xs" variant="light" color="orange">
            {t('adminCatalogue.terms.showUsers', { usage: t(usageKey(kind), { count: inUse }) })}
          </ArrowButton>
        </Alert>
      ) : (
        <Text fz="sm">{t('adminCatalogue.terms.deleteBody', { name, code: term?.slug })}</Text>
      )}
    </ConfirmModal>
  );
}
