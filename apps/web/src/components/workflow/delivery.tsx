import { SimpleGrid, Text } from '@mantine/core';
import type { ShipTo } from '@formulab/shared/shop/address-fields';
import { countryName, shipToLines, type Incoterm } from '@formulab/shared/orders/delivery';
import { useTranslation } from '../../i18n/react.ts';
import { Fact } from './facts.tsx';

export { countryName, shipToLines };

/**
 * Where a quote's or an order's goods go and on which terms, in the record's facts; a record requested
 * before addresses were asked says so.
 */
export function DeliveryFacts({ shipTo, incoterm }: { shipTo: ShipTo | null; incoterm: Incoterm | null }) {
  const { t, i18n } = useTranslation();
  if (!shipTo) {
    return (
      <Fact label={t('workflow.delivery.shipTo')}>
        <Text fz="sm" c="gray.7">
          {t('workflow.delivery.notRecorded')}
        </Text>
      </Fact>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md" data-testid="delivery-facts">
      <Fact label={t('workflow.delivery.shipTo')}>
        {shipTo.label && (
          <Text fz="sm" fw={600}>
            {shipTo.label}
          </Text>
        )}
        {shipToLines(shipTo, i18n.resolvedLanguage).map((line) => (
          <Text key={line} fz="sm">
            {line}
          </Text>
        ))}
      </Fact>
      <Fact label={t('workflow.delivery.incoterm')}>
        <Text fz="sm" fw={600}>
          {incoterm ? t(`workflow.delivery.incoterms.${incoterm}`) : t('workflow.delivery.noIncoterm')}
        </Text>
        {incoterm && (
          <Text fz="xs" c="gray.7">
            {t(`workflow.delivery.incotermHelp.${incoterm}`)}
          </Text>
        )}
      </Fact>
    </SimpleGrid>
  );
}
