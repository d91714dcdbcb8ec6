import { Alert, Badge, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconBell, IconBellOff } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { notifySuccess } from '../../../components/notify.ts';
import { errorKey } from '../../../lib/api.ts';
import { PushProblem, readDevicePush, turnOffPush, turnOnPush } from '../../../push/subscribe.ts';
import { FormError } from '../../../components/form-fields.tsx';
import { SettingsSection } from './settings-section.tsx';
import { LoadErrorAlert } from '../../../components/load-error-alert.tsx';

const DEVICE_PUSH_KEY = ['push', 'device'] as const;

/**
 * "Push notifications on this device": whether this browser can get them, whether the user blocked
 * them, and a button to turn them on (permission → subscription → server) or off.
 */
export function PushSection() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const device = useQuery({ queryKey: DEVICE_PUSH_KEY, queryFn: readDevicePush, staleTime: 0 });
  const [error, setError] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: DEVICE_PUSH_KEY });
  const problemText = (err: unknown) =>
    err instanceof PushProblem ? t(`settings.push.problem.${err.reason}`) : t(errorKey(err));

  const on = useMutation({
    mutationFn: turnOnPush,
    onMutate: () => setError(null),
    onSuccess: () => notifySuccess(t('settings.push.onTitle'), t('settings.push.onDone')),
    onError: (err) => setError(problemText(err)),
    onSettled: refresh,
  });
  const off = useMutation({
    mutationFn: turnOffPush,
    onMutate: () => setError(null),
    onSuccess: () => notifySuccess(t('settings.push.offTitle'), t('settings.push.offDone')),
    onError: (err) => setError(problemText(err)),
    onSettled: refresh,
  });

  const state = device.data?.state;
  return (
    <SettingsSection id="push" title={t('settings.push.title')} description={t('settings.push.desc')}>
      <Stack gap="md" data-testid="push-section" data-state={state ?? (device.isError ? 'error' : 'loading')}>
        <FormError error={error} />
        {device.isPending ? (
          <Skeleton h={40} aria-busy="true" />
        ) : device.isError ? (
          <LoadErrorAlert title={t('settings.push.loadError')} query={device} retryLabel={t('settings.retry')} />
        ) : state === 'unsupported' ? (
          <Text fz="sm" c="gray.8">
            {t('settings.push.unsupported')}
          </Text>
        ) : state === 'blocked' ? (
          <Alert color="orange" icon={<IconBellOff size={18} aria-hidden="true" />} title={t('settings.push.blockedTitle')}>
            <Text fz="sm">{t('settings.push.blocked')}</Text>
          </Alert>
        ) : (
          <Group justify="space-between" align="center" gap="sm">
            <Stack gap={4} style={{ flex: '1 1 220px' }}>
              <Group gap="xs">
                <Text fw={600} c="gray.9">
                  {t('settings.push.thisDevice')}
                </Text>
                <Badge color={state === 'on' ? 'brand' : 'gray'} variant="light">
                  {state === 'on' ? t('settings.push.on') : t('settings.push.off')}
                </Badge>
              </Group>
              <Text fz="sm" c="gray.7">
                {device.data.devices > 0
                  ? t('settings.push.devices', { count: device.data.devices })
                  : t('settings.push.noDevices')}
              </Text>
            </Stack>
            {state === 'on' ? (
              <Button
                variant="default"
                leftSection={<IconBellOff size={16} aria-hidden="true" />}
                loading={off.isPending}
                onClick={() => off.mutate()}
              >
                {t('settings.push.turnOff')}
              </Button>
            ) : (
              <Button leftSection={<IconBell size={16} aria-hidden="true" />} loading={on.isPending} onClick={() => on.mutate()}>
                {t('settings.push.turnOn')}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </SettingsSection>
  );
}
