import { Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from '../../../i18n/react.ts';
import { Link, type To } from 'react-router';
import type { IngredientSummary } from '@formulab/shared/catalogue/ingredients.schema';
import { formatMoney, formatNumber } from '../../../lib/format.ts';
import { localName } from '../api.ts';
import { secondaryName } from './ingredient-card.tsx';
import { AllergenBadge, FunctionBadges } from './ingredient-bits.tsx';
import linkCard from '../../../components/link-card.module.css';

/**
 * The compact list view: a table on wider screens (name, CAS, category, functions, price, MOQ),
 * two-line rows on a phone.
 */
export function IngredientList({ items, hrefFor }: { items: IngredientSummary[]; hrefFor: (id: string) => To }) {
  const wide = useMediaQuery('(min-width: 62em)', true, { getInitialValueInEffect: false });
  return wide ? <IngredientTable items={items} hrefFor={hrefFor} /> : <IngredientRows items={items} hrefFor={hrefFor} />;
}

function IngredientTable({ items, hrefFor }: { items: IngredientSummary[]; hrefFor: (id: string) => To }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage;
  return (
    <Paper withBorder radius="lg" bg="white" style={{ overflow: 'hidden' }}>
      <Table verticalSpacing={10} horizontalSpacing="md" fz="sm" className="keep-all">
        <Table.Thead bg="gray.0">
          <Table.Tr>
            <Table.Th>{t('catalogue.ingredient.inci')}</Table.Th>
            <Table.Th w={120}>{t('catalogue.ingredient.cas')}</Table.Th>
            <Table.Th w={140}>{t('catalogue.ingredient.category')}</Table.Th>
            <Table.Th>{t('catalogue.ingredient.functions')}</Table.Th>
            <Table.Th w={120} ta="right">
              {t('catalogue.ingredient.pricePerKg')}
            </Table.Th>
            <Table.Th w={90} ta="right">
              {t('catalogue.ingredient.moq')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((x) => {
            const local = secondaryName(x, lang);
            return (
              <Table.Tr key={x.id} className={linkCard.row}>
                <Table.Td>
                  <Group gap={6} wrap="nowrap" align="flex-start">
                    <div>
                      <Link to={hrefFor(x.id)} state={{ fromList: true }} preventScrollReset className={linkCard.stretched}>
                        <Text component="span" fw={600} c="gray.9">
                          {x.inciName}
                        </Text>
                      </Link>
                      {local && (
                        <Text fz="xs" c="gray.7">
                          {local}
                        </Text>
                      )}
                    </div>
                    {x.allergen && <AllergenBadge size="xs" />}
                  </Group>
                </Table.Td>
                <Table.Td className="tabular" c="gray.8" style={{ whiteSpace: 'nowrap' }}>
                  {x.casNumber ?? '—'}
                </Table.Td>
                <Table.Td c="gray.8">{localName(x.category, lang)}</Table.Td>
                <Table.Td>
                  <FunctionBadges functions={x.functions} />
                </Table.Td>
                <Table.Td ta="right" fw={600} c="gray.9" className="tabular" style={{ whiteSpace: 'nowrap' }}>
                  {formatMoney(x.pricePerKg)}
                </Table.Td>
                <Table.Td ta="right" c="gray.8" className="tabular" style={{ whiteSpace: 'nowrap' }}>
                  {formatNumber(x.moqKg, 3)} kg
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

function IngredientRows({ items, hrefFor }: { items: IngredientSummary[]; hrefFor: (id: string) => To }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage;
  return (
    <Paper withBorder radius="lg" bg="white" component="ul" m={0} p={0} style={{ listStyle: 'none', overflow: 'hidden' }}>
      {items.map((x, i) => {
        const local = secondaryName(x, lang);
        return (
          <li
            key={x.id}
            className={`${linkCard.row} keep-all`}
            style={{ borderTop: i ? '1px solid var(--mantine-color-gray-2)' : undefined }}
          >
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm" px="md" py={10}>
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Group gap={6} wrap="nowrap">
                  <Link to={hrefFor(x.id)} state={{ fromList: true }} preventScrollReset className={linkCard.stretched}>
                    <Text component="span" fw={600} fz="sm" c="gray.9">
                      {x.inciName}
                    </Text>
                  </Link>
                  {x.allergen && <AllergenBadge size="xs" />}
                </Group>
                <Text fz="xs" c="gray.7" className="tabular">
                  {local && <>{local} · </>}
                  {x.casNumber && (
                    <span style={{ whiteSpace: 'nowrap' }}>
                      {t('catalogue.ingredient.cas')} {x.casNumber}
                    </span>
                  )}
                  {x.casNumber && ' · '}
                  {localName(x.category, lang)}
                </Text>
              </Stack>
              <Stack gap={2} align="flex-end" style={{ flexShrink: 0 }}>
                <Text fz="sm" fw={700} c="gray.9" className="tabular">
                  {formatMoney(x.pricePerKg)}
                  <Text component="span" fz="xs" fw={500} c="gray.7">
                    {' '}
                    / kg
                  </Text>
                </Text>
                <Text fz="xs" c="gray.7" className="tabular">
                  {t('catalogue.ingredient.moqShort', { qty: formatNumber(x.moqKg, 3) })}
                </Text>
              </Stack>
            </Group>
          </li>
        );
      })}
    </Paper>
  );
}
