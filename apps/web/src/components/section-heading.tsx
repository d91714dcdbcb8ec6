import { Stack, Text, Title, type TitleOrder } from '@mantine/core';
import type { ReactNode } from 'react';

/** The heading block of a content section: a small eyebrow, the heading and an optional lead. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  order = 2,
  align = 'left',
  maw = 640,
}: {
  id?: string;
  eyebrow?: ReactNode;
  title: ReactNode;
  lead?: ReactNode;
  order?: TitleOrder;
  align?: 'left' | 'center';
  maw?: number;
}) {
  return (
    <Stack gap={8} maw={maw} ta={align} mx={align === 'center' ? 'auto' : undefined}>
      {eyebrow && (
        <Text fz="sm" fw={700} c="brand.8" tt="uppercase" style={{ letterSpacing: '0.06em' }}>
          {eyebrow}
        </Text>
      )}
      <Title
        id={id}
        order={order}
        fz={order === 1 ? { base: 30, sm: 40 } : { base: 24, sm: 30 }}
        lh={1.25}
        c="gray.9"
        style={{ letterSpacing: '-0.02em', textWrap: 'balance' }}
      >
        {title}
      </Title>
      {lead && (
        <Text c="gray.7" fz={{ base: 'md', sm: 'lg' }} lh={1.65} style={{ textWrap: 'pretty' }}>
          {lead}
        </Text>
      )}
    </Stack>
  );
}
