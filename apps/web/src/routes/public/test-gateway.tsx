import { Alert, Badge, Button, Center, Divider, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowBackUp, IconCheck, IconFlask, IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { approveTestCheckout, declineTestCheckout, testCheckoutQuery, withParams } from '../../features/shop/api.ts';
import { useRequireSignIn } from '../../features/shop/use-require-sign-in.ts';
import { errorKey } from '../../lib/api.ts';
import { formatMoney } from '../../lib/format.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { LoadingStack } from '../../components/list-states.tsx';

/**
 * /payment/test-gateway?orderId= — the built-in test gateway's hosted-style payment page. Like a real
 * provider's window it approves (back to successUrl with paymentKey, orderId, amount), declines (back to
 * failUrl with code, message, orderId) or is abandoned (back, leaving the payment to time out).
 */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('shop.gateway.title'));
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const orderId = params.get('orderId') ?? '';
  // the payment belongs to one customer: a visitor signs in first and comes back here
  const { user } = useRequireSignIn();
  const checkout = useQuery({ ...testCheckoutQuery(orderId), enabled: orderId.length > 0 && Boolean(user) });
  const [busy, setBusy] = useState<'approve' | 'decline' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const go = (url: string) => (url.startsWith('/') ? void navigate(url, { replace: true }) : window.location.assign(url));
  const approve = async () => {
    const c = checkout.data!;
    setBusy('approve');
    setFailure(null);
    try {
      const { paymentKey } = await approveTestCheckout(c.orderId);
      go(withParams(c.successUrl, { paymentKey, orderId: c.orderId, amount: c.amount }));
    } catch (e) {
      setFailure(t(errorKey(e)));
      setBusy(null);
    }
  };
  const decline = async () => {
    const c = checkout.data!;
    setBusy('decline');
    setFailure(null);
    try {
      const { code, message } = await declineTestCheckout(c.orderId);
      go(withParams(c.failUrl, { code, message, orderId: c.orderId }));
    } catch (e) {
      setFailure(t(errorKey(e)));
      setBusy(null);
    }
  };
  // back to the page that opened the gateway when it is one of ours (the router's first entry has the key
  // "default"; window.history.length also counts the pages before the site), else to the purchases
  const abandon = () => (location.key !== 'default' ? void navigate(-1) : void navigate('/purchase-history', { replace: true }));

  return (
    <Center py={{ base: 'md', sm: 48 }}>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} bg="white" w="100%" maw={480} shadow="sm">
        <Stack gap="lg">
          <Stack gap="xs" align="flex-start">
            <Badge
              color="yellow"
              c="dark.7"
              variant="light"
              size="lg"
              radius="sm"
              tt="none"
              leftSection={<IconFlask size={14} aria-hidden="true" />}
            >
              {t('shop.gateway.badge')}
            </Badge>
            <Title order={1} fz={26}>
              {t('shop.gateway.title')}
            </Title>
            <Text fz="sm" c="gray.7">
              {t('shop.gateway.lead')}
            </Text>
          </Stack>
          {!orderId || checkout.isError ? (
            <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden="true" />} role="alert">
              {t('shop.gateway.missing')}
            </Alert>
          ) : !checkout.data ? (
            <LoadingStack gap="sm">
              <Skeleton h={20} w="70%" />
              <Skeleton h={32} w="40%" />
            </LoadingStack>
          ) : (
            <Stack gap="sm">
              <Divider color="gray.2" />
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <Text fz="sm" c="gray.7">
                  {t('shop.gateway.order')}
                </Text>
                <Text fw={600} ta="right" data-testid="gateway-order-name">
                  {checkout.data.orderName}
                </Text>
              </Group>
              <Group justify="space-between">
                <Text fz="sm" c="gray.7">
                  {t('shop.gateway.amount')}
                </Text>
                <Text fw={700} fz={24} className="tabular" data-testid="gateway-amount">
                  {formatMoney(checkout.data.amount)}
                </Text>
              </Group>
              <Group justify="space-between" wrap="nowrap">
                <Text fz="xs" c="gray.7">
                  {t('shop.gateway.orderId')}
                </Text>
                <Text fz="xs" c="gray.7" className="tabular" style={{ overflowWrap: 'anywhere' }}>
                  {checkout.data.orderId}
                </Text>
              </Group>
              <Divider color="gray.2" />
            </Stack>
          )}
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <Stack gap="xs">
            <Button
              size="md"
              color="brand"
              leftSection={<IconCheck size={18} aria-hidden="true" />}
              onClick={() => void approve()}
              loading={busy === 'approve'}
              disabled={!checkout.data || busy !== null}
            >
              {t('shop.gateway.approve')}
            </Button>
            <Button
              size="md"
              variant="outline"
              color="red.9"
              leftSection={<IconX size={18} aria-hidden="true" />}
              onClick={() => void decline()}
              loading={busy === 'decline'}
              disabled={!checkout.data || busy !== null}
            >
              {t('shop.gateway.decline')}
            </Button>
            <Button
              variant="subtle"
              color="dark"
              leftSection={<IconArrowBackUp size={18} aria-hidden="true" />}
              onClick={abandon}
              disabled={busy !== null}
            >
              {t('shop.gateway.abandon')}
            </Button>
            <Text fz="xs" c="gray.7" ta="center">
              {t('shop.gateway.abandonHint')}
            </Text>
          </Stack>
        </Stack>
      </Paper>
    </Center>
  );
}
