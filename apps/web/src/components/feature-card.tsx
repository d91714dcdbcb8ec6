import { Paper, Stack, Text, ThemeIcon, Title, type TitleOrder } from '@mantine/core';
import type { ReactNode } from 'react';

/** An icon, a short heading and a few lines of copy: what we offer, a facility, a value. */
export function FeatureCard({
  icon,
  title,
  children,
  order = 3,
  footer,
}: {
  icon: ReactNode;
  title: ReactNode;
  children: ReactNode;
  order?: TitleOrder;
  footer?: ReactNode;
}) {
  return (
    <Paper withBorder radius="lg" p="lg" h="100%" bg="white">
      <Stack gap="sm" h="100%">
        <ThemeIcon size={44} radius="md" color="brand.0" c="brand.8" aria-hidden="true">
          {icon}
        </ThemeIcon>
        <Title order={order} fz="lg" fw={700} c="gray.9" lh={1.35}>
          {title}
        </Title>
        <Text c="gray.7" fz="sm" lh={1.7} style={{ flex: 1 }}>
          {children}
        </Text>
        {footer}
      </Stack>
    </Paper>
  );
}
