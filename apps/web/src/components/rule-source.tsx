import { Anchor, VisuallyHidden } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from '../i18n/react.ts';

/**
 * A compliance rule's legal reference, linked to its entry when the rule records one (a new tab): the
 * recipe editor's findings and the ingredient page's rules show it the same way.
 */
export function RuleSource({ reference, sourceUrl }: { reference: string; sourceUrl: string | null | undefined }) {
  const { t } = useTranslation();
  if (!sourceUrl) return <>{reference}</>;
  return (
    <Anchor href={sourceUrl} target="_blank" rel="noopener noreferrer" fz="xs" c="brand.8" underline="always">
      {reference}
      <IconExternalLink size={11} aria-hidden="true" style={{ marginLeft: 2, verticalAlign: -1 }} />
      <VisuallyHidden> ({t('compliance.why.opensNewTab')})</VisuallyHidden>
    </Anchor>
  );
}
