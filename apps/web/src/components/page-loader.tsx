import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The first paint while the guard decides where to go. */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center mih="60vh" aria-busy="true">
      <Loader color="brand" type="dots" aria-label={t('common.loading')} />
    </Center>
  );
}
