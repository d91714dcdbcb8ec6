import { Alert, Button, Group, Modal, ScrollArea, Stack, Tabs, Text } from '@mantine/core';
import { CheckboxField } from '../../components/accessible-fields.tsx';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { useNavigate } from 'react-router';
import type { Policy } from '@formulab/shared/policies/policies.schema';
import { api, ApiError, errorKey } from '../../lib/api.ts';
import { meQuery, resetSessionCache } from '../../lib/session.ts';
import { forgetPushDevice } from '../../push/push.ts';
import { formatDate } from '../../lib/format.ts';
import { acceptPolicies, currentPoliciesQuery, pick } from './api.ts';
import { PolicyText } from './policy-text.tsx';

/**
 * The blocking dialog of PolicyGate: what changed (each new version's text), one consent, then
 * "Accept and continue" — or sign out. It cannot be closed any other way.
 */
export default function PolicyAcceptDialog({ outdated, current }: { outdated: Policy[]; current: Policy[] }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [agreed, setAgreed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const en = i18n.resolvedLanguage === 'en';
  const titleOf = (p: Policy) => (en ? p.titleEn : p.titleKo);

  const accept = async () => {
    if (!agreed) {
      setError(t('errors.consentRequired'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const accepted = await acceptPolicies({
        termsVersion: pick(current, 'terms')?.version ?? 0,
        privacyVersion: pick(current, 'privacy')?.version ?? 0,
      });
      queryClient.setQueryData(meQuery.queryKey, (me) => (me ? { ...me, ...accepted } : me));
      await queryClient.invalidateQueries({ queryKey: meQuery.queryKey });
    } catch (err) {
      // newer versions came meanwhile: show them
      if (err instanceof ApiError && err.code === 'POLICY_OUTDATED') await queryClient.invalidateQueries(currentPoliciesQuery);
      setError(t(errorKey(err)));
    } finally {
      setBusy(false);
    }
  };

  const leave = async () => {
    // as the account menu's sign-out: this browser stops getting the user's pushes
    await forgetPushDevice();
    await api('/api/auth/sign-out', { body: {} }).catch(() => undefined);
    await resetSessionCache().catch(() => undefined);
    navigate('/intro');
  };

  return (
    <Modal
      opened
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      size="xl"
      title={t('policy.accept.title')}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack gap="md">
        <Text fz="sm">
          {t('policy.accept.lead', {
            names: outdated.map(titleOf).join(', '),
            date: formatDate(outdated[0]!.effectiveAt),
          })}
        </Text>
        <Tabs defaultValue={outdated[0]!.kind} keepMounted={false}>
          {outdated.length > 1 && (
            <Tabs.List>
              {outdated.map((p) => (
                <Tabs.Tab key={p.kind} value={p.kind}>
                  {titleOf(p)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          )}
          {outdated.map((p) => (
            <Tabs.Panel key={p.kind} value={p.kind} pt="sm">
              <ScrollArea.Autosize mah="45vh" type="auto" offsetScrollbars>
                <Stack gap="xs" pr="xs">
                  <Text fw={700}>{titleOf(p)}</Text>
                  <PolicyText policy={p} />
                </Stack>
              </ScrollArea.Autosize>
            </Tabs.Panel>
          ))}
        </Tabs>
        <CheckboxField
          label={t('policy.accept.agree', { names: outdated.map(titleOf).join(', ') })}
          checked={agreed}
          onChange={(e) => setAgreed(e.currentTarget.checked)}
          error={error && !agreed ? error : undefined}
        />
        {error && agreed && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="space-between" gap="xs">
          <Button variant="subtle" color="gray.8" onClick={() => void leave()}>
            {t('policy.accept.signOut')}
          </Button>
          <Button loading={busy} onClick={() => void accept()}>
            {t('policy.accept.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
