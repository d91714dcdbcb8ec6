import { Alert, Box, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconCopy } from '@tabler/icons-react';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { ALLERGEN_THRESHOLDS, inciList, usageOf, validateFormulation } from '@formulab/shared/recipes/formulation';
import type { PublicRecipeDetail } from '@formulab/shared/recipes/recipes.schema';
import { CopyTextButton } from '../../../components/copy-text-button.tsx';
import { formatDate, formatNumber } from '../../../lib/format.ts';
import { ProductTypeBadge, PublicRecipeStatusBadge } from './public-recipe-card.tsx';
import { PublicRecipeCopy } from './public-recipe-copy.tsx';
import { FormulaTable } from './public-recipe-formula.tsx';
import { toFormulationLines } from './public-recipe-utils.ts';
import { useSavedRecipeVerdict } from '../compliance-live.ts';
import { formatPct } from '../format.ts';
import classes from './public-recipes.module.css';

function Section({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <Box component="section">
      <Group justify="space-between" align="center" mb="xs" gap="xs">
        <Title order={3} fz="sm" fw={700} c="gray.9">
          {title}
        </Title>
        {action}
      </Group>
      {children}
    </Box>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" fz="xs" c="gray.7">
        {label}
      </Text>
      <Text component="dd" m={0} fz="sm" fw={600} c="gray.9" className="tabular">
        {children}
      </Text>
    </div>
  );
}

/**
 * Everything about one public recipe (the drawer's body): facts, the copy action, the lines grouped
 * by phase, the label INCI list, declarable allergens and the checks — computed here with the shared
 * formulation logic, the same code the editor and the server use.
 */
export function PublicRecipeDetailView({ recipe, link }: { recipe: PublicRecipeDetail; link: string }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage;
  const usage = usageOf(recipe.productType);
  // the rules are the only limits: the verdict in the recipe's markets (or the home market)
  const verdict = useSavedRecipeVerdict(recipe);
  const calc = useMemo(() => {
    const lines = toFormulationLines(recipe.lines);
    return { check: validateFormulation(lines, usage, verdict), inci: inciList(lines) };
  }, [recipe.lines, usage, verdict]);
  const usageText = t(`usages.${usage}`);
  const threshold = formatPct(ALLERGEN_THRESHOLDS[usage]);
  const local = (x: { nameKo: string; nameEn: string }) => (lang === 'en' ? x.nameEn || x.nameKo : x.nameKo || x.nameEn);

  return (
    <Stack gap="lg" className="keep-all">
      <Group gap={6} justify="space-between">
        <Group gap={6}>
          <ProductTypeBadge type={recipe.productType} size="md" />
          <PublicRecipeStatusBadge valid={recipe.valid} size="md" />
        </Group>
        <CopyTextButton
          value={link}
          label={t('publicRecipes.detail.copyLink')}
          copiedLabel={t('publicRecipes.detail.linkCopied')}
        />
      </Group>

      <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="sm" verticalSpacing="sm" component="dl" m={0}>
        <Fact label={t('publicRecipes.detail.author')}>{recipe.author}</Fact>
        <Fact label={t('publicRecipes.detail.updated')}>{formatDate(recipe.updatedAt)}</Fact>
        <Fact label={t('publicRecipes.detail.usage')}>{usageText}</Fact>
        <Fact label={t('publicRecipes.detail.lineCount')}>{formatNumber(recipe.lines.length)}</Fact>
      </SimpleGrid>

      <PublicRecipeCopy id={recipe.id} name={recipe.name} />

      {(recipe.description.trim() || recipe.functions.length > 0) && (
        <Stack gap="sm">
          {recipe.description.trim() && (
            <Section title={t('publicRecipes.detail.description')}>
              <Text fz="sm" c="gray.8" lh={1.75} style={{ whiteSpace: 'pre-line' }}>
                {recipe.description}
              </Text>
            </Section>
          )}
          {recipe.functions.length > 0 && (
            <Section title={t('publicRecipes.detail.functions')}>
              <Text fz="sm" c="gray.8">
                {recipe.functions.map(local).join(', ')}
              </Text>
            </Section>
          )}
        </Stack>
      )}

      <Section title={t('publicRecipes.detail.formula')}>
        <FormulaTable lines={recipe.lines} total={calc.check.total} totalValid={calc.check.totalValid} local={local} />
      </Section>

      <Section
        title={t('publicRecipes.detail.inciList')}
        action={
          calc.inci.names.length > 0 && (
            <CopyTextButton
              value={calc.inci.text}
              label={t('publicRecipes.detail.copyInci')}
              copiedLabel={t('publicRecipes.detail.inciCopied')}
              icon={IconCopy}
            />
          )
        }
      >
        {calc.inci.names.length ? (
          <Stack gap={6}>
            <Text className={classes.inci} data-testid="inci-list">
              {calc.inci.text}
            </Text>
            <Text fz="xs" c="gray.7">
              {t('publicRecipes.detail.inciHint')}
            </Text>
          </Stack>
        ) : (
          <Text fz="sm" c="gray.7">
            {t('publicRecipes.detail.inciEmpty')}
          </Text>
        )}
      </Section>

      <Section title={t('publicRecipes.detail.allergens')}>
        {calc.check.allergens.length ? (
          <Stack gap={6}>
            <List
              spacing={4}
              size="sm"
              c="gray.9"
              icon={<IconAlertTriangle size={15} color="var(--mantine-color-orange-9)" aria-hidden="true" />}
            >
              {calc.check.allergens.map((a) => (
                <List.Item key={a.ingredientId}>
                  <Text component="span" fz="sm" fw={600}>
                    {a.inciName}
                  </Text>{' '}
                  <Text component="span" fz="sm" c="gray.7" className="tabular">
                    {formatPct(a.percent)}
                  </Text>
                </List.Item>
              ))}
            </List>
            <Text fz="xs" c="gray.7">
              {t('publicRecipes.detail.allergensHint', { usage: usageText.toLowerCase(), threshold })}
            </Text>
          </Stack>
        ) : (
          <Text fz="sm" c="gray.8">
            {t('publicRecipes.detail.allergensNone', { usage: usageText.toLowerCase(), threshold })}
          </Text>
        )}
      </Section>

      <Section title={t('publicRecipes.detail.checks')}>
        {calc.check.valid ? (
          <Group gap={6} wrap="nowrap" align="flex-start">
            <IconCircleCheck size={18} color="var(--mantine-color-green-8)" aria-hidden="true" style={{ flexShrink: 0 }} />
            <Text fz="sm" c="gray.8">
              {t('publicRecipes.detail.checksOk')}
            </Text>
          </Group>
        ) : (
          <Alert
            color="yellow"
            variant="light"
            p="sm"
            icon={<IconAlertTriangle size={18} aria-hidden="true" />}
            styles={{ icon: { color: 'var(--mantine-color-orange-9)' }, message: { color: 'var(--mantine-color-gray-9)' } }}
          >
            <Stack gap={4}>
              {!calc.check.totalValid && (
                <Text fz="sm">{t('errors.totalNot100', { total: formatNumber(calc.check.total, 4) })}</Text>
              )}
              {calc.check.violations
                .filter((v, i, all) => all.findIndex((x) => x.ingredientId === v.ingredientId) === i)
                .map((v) => (
                  <Text fz="sm" key={v.ingredientId}>
                    {v.limit === null
                      ? t('errors.notAllowedInMarket', { inci: v.inciName, market: v.market })
                      : t('errors.limitExceeded', {
                          inci: v.inciName,
                          total: formatNumber(v.total, 4),
                          limit: formatNumber(v.limit, 4),
                          market: v.market,
                        })}
                  </Text>
                ))}
            </Stack>
          </Alert>
        )}
      </Section>

      <Paper radius="md" p="sm" bg="gray.0">
        <Text fz="xs" c="gray.7">
          {t('publicRecipes.detail.disclaimer')}
        </Text>
      </Paper>
    </Stack>
  );
}
