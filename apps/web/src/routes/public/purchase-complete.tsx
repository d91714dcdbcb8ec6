import { Alert, Button, Group, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconHistory, IconPrinter } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/react.ts';
import { Link, useSearchParams } from 'react-router';
import { LoadErrorAlert, LoadingStack } from '../../components/list-states.tsx';
import { StateBadge } from '../../components/workflow/index.ts';
import { purchaseQuery } from '../../features/shop/purchases-api.ts';
import { ShopNotFound } from '../../features/shop/components/not-found.tsx';
import { PurchaseReceipt } from '../../features/shop/components/receipt.tsx';
import classes from '../../features/shop/components/shop.module.css';
import { useRequireSignIn } from '../../features/shop/use-require-sign-in.ts';
import { errorKey } from '../../lib/api.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { isNotFound, isUuid, retryUnlessNotFound } from '../../lib/not-found.ts';

/** /purchase-complete?id= — the receipt after payment: printable, with a link to the purchase history. */
export function Component() {
  const { t } = useTranslation();
  const { user } = useRequireSignIn();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const valid = isUuid(id);
  const purchase = useQuery({ ...purchaseQuery(id), enabled: valid && Boolean(user), retry: retryUnlessNotFound });
  useDocumentTitle(purchase.data ? `${purchase.data.ref} · ${t('shop.receipt.heading')}` : t('screens.purchaseComplete.title'));
  let body;
  if (!valid || (purchase.isError && isNotFound(purchase.error)))
    body = (
      <ShopNotFound
        title={t('shop.receipt.notFoundTitle')}
        body={t('shop.receipt.notFoundBody')}
        backTo="/purchase-history"
        backLabel={t('shop.receipt.history')}
      />
    );
  else if (purchase.isError)
    body = (
      <LoadErrorAlert
        title={t('shop.receipt.loadError')}
        message={t(errorKey(purchase.error))}
        retryLabel={t('shop.list.retry')}
        onRetry={() => void purchase.refetch()}
      />
    );
  else if (!purchase.data)
    body = (
      <LoadingStack gap="md">
        <Skeleton h={48} w="60%" />
        <Skeleton h={420} radius="lg" />
      </LoadingStack>
    );
  else {
    const p = purchase.data;
    const paid = p.payment !== null && p.state !== 'pending_payment';
    body = (
      <Stack gap="lg">
        <Group gap="md" wrap="nowrap" align="flex-start">
          {paid && (
            <ThemeIcon size={48} radius="xl" color="green" variant="light" className={classes.noPrint}>
              <IconCircleCheck size={30} aria-hidden="true" />
            </ThemeIcon>
          )}
          <Stack gap={4}>
            <Group gap="sm">
              <Title order={1} fz={{ base: 24, sm: 30 }} c="gray.9" style={{ letterSpacing: '-0.02em' }}>
                {paid ? t('shop.receipt.title') : t('shop.receipt.heading')}
              </Title>
              <StateBadge subject="purchase" state={p.state} />
            </Group>
            <Text c="gray.7">{paid ? t('shop.receipt.lead') : t('shop.receipt.notPaid')}</Text>
          </Stack>
        </Group>
        {!paid && p.state === 'pending_payment' && (
          <Alert color="yellow" className={classes.noPrint}>
            {t('shop.history.next.pending_payment')}
          </Alert>
        )}
        <PurchaseReceipt purchase={p} />
        <Group gap="sm" className={classes.noPrint}>
          <Button leftSection={<IconPrinter size={18} aria-hidden="true" />} variant="default" onClick={() => window.print()}>
            {t('shop.receipt.print')}
          </Button>
          <Button component={Link} to={`/purchase-history?id=${p.id}`} leftSection={<IconHistory size={18} aria-hidden="true" />}>
            {t('shop.receipt.history')}
          </Button>
          <Button component={Link} to="/product" variant="subtle">
            {t('shop.receipt.continue')}
          </Button>
        </Group>
      </Stack>
    );
  }
  return (
    <Stack gap="lg" py={{ base: 'sm', sm: 'md' }} maw={760} mx="auto" w="100%" className="keep-all">
      {body}
    </Stack>
  );
}
