import { Badge, Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/react.ts';
import type { IngredientDetail } from '@formulab/shared/catalogue/ingredients.schema';
import { MARKETS, type Market } from '@formulab/shared/compliance/markets';
import { SUBSTANCE_FAMILIES } from '@formulab/shared/compliance/families';
import { conditionsIn } from '@formulab/shared/compliance/conditions-text';
import { formatPercent } from '../format.ts';
import { RuleSource } from '../../../components/rule-source.tsx';
import { seoulToday } from '@formulab/shared/dates';

export type IngredientRule = IngredientDetail['rules'][number];
type T = ReturnType<typeof useTranslation>['t'];

/** Prohibited red, restricted orange, the rest gray (text dark enough for 4.5:1 on the light fill). */
const KIND_STYLE: Record<IngredientRule['kind'], { color: string; c: string }> = {
  prohibited: { color: 'red', c: 'red.9' },
  restricted: { color: 'orange', c: '#a33a0a' },
  conditional: { color: 'gray', c: 'gray.8' },
  allergen: { color: 'gray', c: 'gray.8' },
};

/** "cream, body lotion · leave-on · children under 3" — the product types and exposures a rule names. */
function usesOf(rule: IngredientRule, t: T): string {
  const parts: string[] = [];
  if (rule.productTypes.length) parts.push(rule.productTypes.map((p) => t(`productTypes.${p}`)).join(', '));
  if (rule.exposures.length) parts.push(rule.exposures.map((e) => t(`compliance.exposures.${e}`)).join(', '));
  if (rule.childrenUnder) parts.push(t('compliance.why.childrenUnder', { age: rule.childrenUnder }));
  return parts.join(' · ') || t('compliance.why.allProducts');
}

/** Where a rule applies: "Applies to: … (except …)", or "Allowed only in: …" for a positive scope; its form. */
function scopeOf(rule: IngredientRule, t: T): string {
  const uses = usesOf(rule, t);
  let scope = rule.positiveScope ? t('compliance.why.allowedIn', { uses }) : t('compliance.why.scope', { uses });
  if (rule.exceptProductTypes.length)
    scope += ` (${t('compliance.why.except', { types: rule.exceptProductTypes.map((p) => t(`productTypes.${p}`)).join(', ') })})`;
  if (rule.form !== 'any') scope += ` · ${t(`catalogue.rules.forms.${rule.form}`)}`;
  return scope;
}

/**
 * "Limits by market" of the ingredient detail (issue 22 item 8): every rule of every market that names
 * the ingredient's substance or one of its constituents — the only limits the catalogue has, the same
 * rules the recipe editor checks a formula against — grouped by market, in the order the server sends.
 */
export function IngredientRules({ item }: { item: Pick<IngredientDetail, 'inciName' | 'rules'> }) {
  const { t } = useTranslation();
  const today = seoulToday();
  const byMarket = MARKETS.map((m) => [m, item.rules.filter((r) => r.market === m)] as const).filter(([, rules]) => rules.length);
  return (
    <Box component="section" aria-labelledby="ingredient-rules-title" data-testid="ingredient-rules">
      <Title order={3} fz="sm" fw={700} c="gray.9" mb={4} id="ingredient-rules-title">
        {t('catalogue.rules.title')}
      </Title>
      <Text fz="xs" c="gray.7" mb="sm" lh={1.5}>
        {t('catalogue.rules.intro')}
      </Text>
      {byMarket.length === 0 ? (
        <Paper withBorder radius="md" p="sm" bg="gray.0" data-testid="ingredient-rules-empty">
          <Text fz="sm" c="gray.8">
            {t('catalogue.rules.empty')}
          </Text>
        </Paper>
      ) : (
        <Stack gap="sm">
          {byMarket.map(([market, rules]) => (
            <MarketRules key={market} market={market} rules={rules} inciName={item.inciName} today={today} />
          ))}
        </Stack>
      )}
      <Text fz="xs" c="gray.7" mt="sm">
        {t('catalogue.ingredient.limitsDisclaimer')}
      </Text>
    </Box>
  );
}

function MarketRules({
  market,
  rules,
  inciName,
  today,
}: {
  market: Market;
  rules: readonly IngredientRule[];
  inciName: string;
  today: string;
}) {
  const { t } = useTranslation();
  const name = t(`compliance.markets.${market}`);
  return (
    <Paper withBorder radius="md" bg="white" style={{ overflow: 'hidden' }} data-testid={`ingredient-rules-${market}`}>
      <Box px="sm" py={6} bg="gray.0" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Text component="h4" m={0} fz="sm" fw={700} c="gray.9">
          {name}
          <Text component="span" fz="xs" fw={400} c="gray.7">
            {' · '}
            {t(`compliance.authorities.${market}`)}
          </Text>
        </Text>
      </Box>
      <Box component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={name}>
        {rules.map((r, i) => (
          <RuleRow key={`${r.id}-${r.via ?? ''}`} rule={r} inciName={inciName} today={today} first={i === 0} />
        ))}
      </Box>
    </Paper>
  );
}

function RuleRow({ rule, inciName, today, first }: { rule: IngredientRule; inciName: string; today: string; first: boolean }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage;
  const kind = KIND_STYLE[rule.kind];
  const family = rule.expressedAs ? SUBSTANCE_FAMILIES[rule.expressedAs] : undefined;
  const same = (a: string, b: string | null) => b !== null && a.trim().toLowerCase() === b.trim().toLowerCase();
  // the rule's own substance, when it is neither the ingredient itself, the constituent it came through nor
  // the parent its cap is expressed as (already named beside the cap)
  const substance =
    same(rule.inciName, inciName) ||
    same(rule.inciName, rule.via) ||
    (family && rule.maxPercent !== null && same(rule.inciName, family.parent.inciName))
      ? null
      : rule.inciName;
  const conditions = conditionsIn(rule, lang);
  const warning = lang === 'en' ? rule.warningEn || rule.warning : rule.warning;
  const upcoming = rule.effectiveFrom > today;
  return (
    <Box
      component="li"
      px="sm"
      py={8}
      style={{ borderTop: first ? undefined : '1px solid var(--mantine-color-gray-2)' }}
      className="keep-all"
      data-testid="ingredient-rule"
      data-kind={rule.kind}
    >
      <Group gap={6} wrap="wrap" align="center" style={{ rowGap: 4 }}>
        <Badge size="sm" radius="sm" variant="light" tt="none" fw={700} color={kind.color} c={kind.c} style={{ flexShrink: 0 }}>
          {t(`catalogue.rules.kinds.${rule.kind}`)}
        </Badge>
        {rule.maxPercent !== null && (
          <Text component="span" fz="sm" fw={700} c="gray.9" className="tabular" data-testid="rule-max">
            {family
              ? t('catalogue.rules.maxAs', { value: formatPercent(rule.maxPercent), parent: family.parent.inciName })
              : t('catalogue.rules.max', { value: formatPercent(rule.maxPercent) })}
          </Text>
        )}
        {substance && (
          <Text component="span" fz="sm" fw={600} c="gray.9">
            {substance}
          </Text>
        )}
        {rule.via && (
          <Text component="span" fz="xs" c="gray.8" data-testid="rule-via">
            {t('catalogue.rules.via', { name: rule.via })}
          </Text>
        )}
        {upcoming && (
          <Badge size="sm" radius="sm" variant="light" color="blue" c="blue.9" tt="none" data-testid="rule-from">
            {t('compliance.why.appliesFrom', { date: rule.effectiveFrom })}
          </Badge>
        )}
      </Group>

      <Stack gap={2} mt={4}>
        <Text fz="xs" c="gray.8" data-testid="rule-scope">
          {scopeOf(rule, t)}
        </Text>
        {conditions.text && (
          <Text fz="xs" c="gray.8" data-testid="rule-conditions">
            {conditions.untranslated ? (
              <>
                <span lang="en">{conditions.text}</span>{' '}
                <Text component="span" fz="xs" c="gray.7">
                  {t('compliance.why.untranslated')}
                </Text>
              </>
            ) : (
              conditions.text
            )}
          </Text>
        )}
        {rule.notWith.length > 0 && (
          <Text fz="xs" c="gray.8">
            {t('catalogue.rules.notWith', { names: rule.notWith.join(', ') })}
          </Text>
        )}
        {warning && (
          <Text fz="xs" c="gray.8">
            {rule.labelAbove === null
              ? t('catalogue.rules.label', { text: warning })
              : t('catalogue.rules.labelAbove', { text: warning, value: formatPercent(rule.labelAbove) })}
          </Text>
        )}
        {rule.sellOffUntil && rule.sellOffUntil >= today && (
          <Text fz="xs" c="gray.8">
            {t('compliance.why.sellOff', { date: rule.sellOffUntil })}
          </Text>
        )}
        <Text component="div" fz="xs" c="gray.7" data-testid="rule-source">
          <RuleSource reference={rule.reference} sourceUrl={rule.sourceUrl} />{' '}
          {rule.verifiedOn ? (
            <Text component="span" fz="xs" c="gray.7" style={{ whiteSpace: 'nowrap' }}>
              · {t('compliance.why.verifiedOn', { date: rule.verifiedOn })}
            </Text>
          ) : (
            <Badge size="xs" variant="outline" color="red.9" c="red.9" radius="sm" tt="none" data-testid="rule-unverified">
              {t('compliance.why.unverified')}
            </Badge>
          )}
        </Text>
      </Stack>
    </Box>
  );
}
