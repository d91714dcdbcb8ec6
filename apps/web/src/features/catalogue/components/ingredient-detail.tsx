import { Alert, Badge, Box, Flex, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import type { IngredientDetail } from '@formulab/shared/catalogue/ingredients.schema';
import { CopyTextButton } from '../../../components/copy-text-button.tsx';
import { formatMoney, formatNumber } from '../../../lib/format.ts';
import { localName } from '../api.ts';
import { formatPercentRange } from '../format.ts';
import { DocumentList, ImageThumbs } from './attachments.tsx';
import { Fact } from './fact.tsx';
import { AllergenBadge } from './ingredient-bits.tsx';
import { IngredientRules } from './ingredient-rules.tsx';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section">
      <Title order={3} fz="sm" fw={700} c="gray.9" mb="xs">
        {title}
      </Title>
      {children}
    </Box>
  );
}

/** Everything about one ingredient (the drawer's body). */
export function IngredientDetailView({
  item,
  link,
  onZoom,
}: {
  item: IngredientDetail;
  link: string;
  onZoom?: (open: boolean) => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage;
  const description = (
    lang === 'en' ? item.descriptionEn || item.descriptionKo : item.descriptionKo || item.descriptionEn
  ).trim();
  const useRange = formatPercentRange(item.useMin, item.useMax);
  // the reader's language first, the other one after it
  const [firstName, otherName] = lang === 'en' ? [item.nameEn || item.nameKo, item.nameKo] : [item.nameKo, item.nameEn];
  return (
    <Stack gap="lg" className="keep-all">
      <Stack gap="xs">
        <Text fz="md" c="gray.8" lh={1.45}>
          {firstName}
          {otherName && otherName !== firstName && (
            <Text component="span" c="gray.7">
              {' · '}
              {otherName}
            </Text>
          )}
        </Text>
        <Group gap={6} justify="space-between">
          <Group gap={6}>
            <Badge variant="outline" color="brand.8" c="brand.9" radius="sm" tt="none">
              {localName(item.category, lang)}
            </Badge>
            {item.allergen && <AllergenBadge />}
            {item.nano && (
              <Badge variant="light" color="gray" radius="sm" tt="none" title={t('catalogue.ingredient.nanoTitle')}>
                {t('catalogue.ingredient.nano')}
              </Badge>
            )}
          </Group>
          <CopyTextButton value={link} label={t('catalogue.detail.copyLink')} copiedLabel={t('catalogue.detail.linkCopied')} />
        </Group>
      </Stack>

      <Paper radius="md" p="md" bg="brand.0">
        <Group justify="space-between" align="flex-end" gap="md">
          <div>
            <Text fz="xs" c="brand.9" fw={600}>
              {t('catalogue.ingredient.pricePerKg')}
            </Text>
            <Text fz={26} fw={800} c="gray.9" className="tabular" lh={1.2}>
              {formatMoney(item.pricePerKg)}
              <Text component="span" fz="sm" fw={500} c="gray.8">
                {' '}
                / kg
              </Text>
            </Text>
          </div>
          <div style={{ textAlign: 'right' }}>
            <Text fz="xs" c="brand.9" fw={600}>
              {t('catalogue.ingredient.moqLong')}
            </Text>
            <Text fz="lg" fw={700} c="gray.9" className="tabular">
              {formatNumber(item.moqKg, 3)} kg
            </Text>
          </div>
        </Group>
      </Paper>

      <ImageThumbs images={item.images} alt={item.inciName} onZoom={onZoom} />

      <Section title={t('catalogue.detail.basics')}>
        <SimpleGrid cols={2} spacing="md" verticalSpacing="sm" component="dl" m={0}>
          <Fact label={t('catalogue.ingredient.inci')} span={2}>
            {item.inciName}
          </Fact>
          <Fact label={t('catalogue.ingredient.nameKo')}>{item.nameKo}</Fact>
          <Fact label={t('catalogue.ingredient.nameEn')}>{item.nameEn}</Fact>
          <Fact label={t('catalogue.ingredient.cas')}>{item.casNumber ?? '—'}</Fact>
          <Fact label={t('catalogue.ingredient.ec')}>{item.ecNumber ?? '—'}</Fact>
          <Fact label={t('catalogue.ingredient.category')}>{localName(item.category, lang)}</Fact>
          <Fact label={t('catalogue.ingredient.origin')}>{t(`catalogue.origin.${item.origin}`)}</Fact>
          <Fact label={t('catalogue.ingredient.functions')} span={2}>
            {item.functions.length ? item.functions.map((f) => localName(f, lang)).join(', ') : '—'}
          </Fact>
        </SimpleGrid>
      </Section>

      {description && (
        <Section title={t('catalogue.detail.description')}>
          <Text fz="sm" c="gray.8" lh={1.75} style={{ whiteSpace: 'pre-line' }}>
            {description}
          </Text>
        </Section>
      )}

      <Section title={t('catalogue.detail.use')}>
        <Stack gap="sm">
          <LimitBox label={t('catalogue.ingredient.useRange')} value={useRange ?? '—'} />
          {item.limitNote && (
            <Alert
              color="gray"
              variant="light"
              p="sm"
              icon={<IconInfoCircle size={18} aria-hidden="true" />}
              title={t('catalogue.ingredient.limitNote')}
              styles={{ title: { color: 'var(--mantine-color-gray-9)' }, message: { color: 'var(--mantine-color-gray-8)' } }}
            >
              {item.limitNote}
            </Alert>
          )}
          {item.allergen && (
            <Alert
              color="yellow"
              variant="light"
              p="sm"
              icon={<IconAlertTriangle size={18} aria-hidden="true" />}
              title={t('catalogue.ingredient.allergenTitle')}
              styles={{
                title: { color: 'var(--mantine-color-gray-9)' },
                message: { color: 'var(--mantine-color-gray-8)' },
                icon: { color: 'var(--mantine-color-orange-9)' },
              }}
            >
              {t('catalogue.ingredient.allergenBody')}
            </Alert>
          )}
        </Stack>
      </Section>

      <IngredientRules item={item} />

      {item.constituents.length > 0 && (
        <Section title={t('catalogue.ingredient.composition')}>
          <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }} data-testid="ingredient-composition">
            {item.constituents.map((c) => (
              <Group key={`${c.inciName}-${c.casNumber ?? ''}`} component="li" justify="space-between" gap="xs" wrap="nowrap">
                <Text fz="sm" style={{ minWidth: 0 }}>
                  {c.inciName}
                  {c.casNumber && (
                    <Text span fz="xs" c="gray.7">
                      {' '}
                      · CAS {c.casNumber}
                    </Text>
                  )}
                </Text>
                <Text fz="sm" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                  {c.maxPercent === null
                    ? `${c.percent} %`
                    : t('catalogue.ingredient.constituentRange', { typical: c.percent, max: c.maxPercent })}
                </Text>
              </Group>
            ))}
          </Stack>
          <Text fz="xs" c="gray.7" mt="xs">
            {t('catalogue.ingredient.compositionNote')}
          </Text>
        </Section>
      )}

      <Section title={t('catalogue.detail.documents')}>
        <DocumentList documents={item.documents} />
      </Section>
    </Stack>
  );
}

function LimitBox({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder radius="md" px="sm" py={8} bg="white">
      <Flex direction="row" justify="space-between" align="center" gap="sm">
        <Text fz="xs" c="gray.7" lh={1.35}>
          {label}
        </Text>
        <Text fz="md" fw={600} c="gray.9" className="tabular" style={{ whiteSpace: 'nowrap' }}>
          {value}
        </Text>
      </Flex>
    </Paper>
  );
}
