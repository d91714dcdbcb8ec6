import { Anchor, Grid, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingFactory2, IconFlask, IconTruckDelivery } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/react.ts';
import { Link } from 'react-router';
import { StateBadge } from '../../components/workflow/index.ts';
import { ownPartnershipsQuery } from '../../features/inquiries/api.ts';
import { PartnershipForm } from '../../features/inquiries/components/partnership-form.tsx';
import { formatDate } from '../../lib/format.ts';
import { useMe, useSession } from '../../lib/session.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

const POINTS = [
  { key: 'oem', icon: IconBuildingFactory2 },
  { key: 'distribution', icon: IconTruckDelivery },
  { key: 'raw', icon: IconFlask },
] as const;

/**
 * /partnership (signed in) and /partners (anyone): a partnership proposal — OEM/ODM, distribution,
 * raw-material supply … Signed in, the contact details are filled in and earlier proposals are listed
 * with their state.
 */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('screens.partnership.title'));
  const session = useSession();
  const signedIn = Boolean(session.data);
  const me = useMe(signedIn);
  const qc = useQueryClient();
  const initial = me.data
    ? { company: me.data.companyName, contactName: me.data.name, email: me.data.email, phone: me.data.phone }
    : undefined;
  return (
    <Stack gap="lg" py={{ base: 'sm', sm: 'md' }} style={{ wordBreak: 'keep-all', overflowWrap: 'anywhere' }}>
      <Stack gap={6}>
        <Title order={1} fz={{ base: 26, sm: 32 }} c="gray.9" style={{ letterSpacing: '-0.02em' }}>
          {t('screens.partnership.title')}
        </Title>
        <Text c="gray.7" maw={680}>
          {t('support.partnership.lead')}
        </Text>
      </Stack>
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} bg="white">
            <Stack gap="md">
              <Title order={2} fz="lg">
                {t('support.partnership.formTitle')}
              </Title>
              {/* the form starts again with the account's details once they have loaded */}
              {signedIn && !me.data ? null : (
                <PartnershipForm
                  key={me.data?.id ?? 'visitor'}
                  initial={initial}
                  onSent={() => void qc.invalidateQueries({ queryKey: ['partnerships', 'own'] })}
                />
              )}
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md">
            <Paper withBorder radius="lg" p="md" bg="gray.0">
              <Stack gap="sm">
                {POINTS.map(({ key, icon: Icon }) => (
                  <Group key={key} gap="sm" wrap="nowrap" align="flex-start">
                    <ThemeIcon variant="light" color="brand" radius="md" size={36}>
                      <Icon size={20} stroke={1.6} aria-hidden="true" />
                    </ThemeIcon>
                    <Stack gap={2}>
                      <Text fw={600} fz="sm">
                        {t(`support.partnership.points.${key}.title`)}
                      </Text>
                      <Text fz="sm" c="gray.7">
                        {t(`support.partnership.points.${key}.body`)}
                      </Text>
                    </Stack>
                  </Group>
                ))}
              </Stack>
            </Paper>
            {signedIn ? (
              <OwnProposals />
            ) : (
              <Text fz="sm" c="gray.7">
                {t('support.partnership.signInHint')}{' '}
                <Anchor component={Link} to="/login?redirect=/partnership" fz="sm">
                  {t('support.partnership.signIn')}
                </Anchor>
              </Text>
            )}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

function OwnProposals() {
  const { t } = useTranslation();
  const own = useQuery(ownPartnershipsQuery());
  const items = own.data?.items ?? [];
  if (!items.length) return null;
  return (
    <Paper withBorder radius="lg" p="md" bg="white" component="section" aria-labelledby="own-proposals">
      <Stack gap="sm">
        <Title order={2} fz="md" id="own-proposals">
          {t('support.partnership.mine')}
        </Title>
        <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {items.map((p) => (
            <Group key={p.id} component="li" justify="space-between" wrap="nowrap" gap="xs">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text fz="sm" fw={600} className="tabular">
                  {p.ref}
                </Text>
                <Text fz="xs" c="gray.7">
                  {t(`support.partnershipTypes.${p.type}`)} · {formatDate(p.createdAt)}
                </Text>
              </Stack>
              <StateBadge subject="partnership" state={p.state} size="sm" />
            </Group>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
