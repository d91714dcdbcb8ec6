import { Box, Button, Paper, SimpleGrid, Stack, type BoxProps, type MantineSize } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router';
import { LabIllustration } from './illustrations.tsx';

/**
 * A page's opening panel, the section `labelledBy` its title: `children` (title, lead, calls to action)
 * in a column beside the lab illustration, which sits under them on a narrow screen (or, with
 * `illustrationFrom`, shows only from that width).
 */
export function HeroPanel({
  labelledBy,
  bg,
  style,
  illustrationMaw,
  illustrationFrom,
  children,
}: {
  labelledBy: string;
  bg?: string;
  style?: CSSProperties;
  illustrationMaw: BoxProps['maw'];
  illustrationFrom?: MantineSize;
  children: ReactNode;
}) {
  return (
    <Paper
      component="section"
      aria-labelledby={labelledBy}
      withBorder
      radius="xl"
      p={{ base: 'lg', sm: 48 }}
      bg={bg}
      style={style}
    >
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing={40} style={{ alignItems: 'center' }}>
        <Stack gap="lg">{children}</Stack>
        <Box maw={illustrationMaw} mx="auto" w="100%" visibleFrom={illustrationFrom}>
          <LabIllustration />
        </Box>
      </SimpleGrid>
    </Paper>
  );
}

/** A page's main call to action: a coral button linking on, an arrow after its label. */
export function CtaLink({ to, size, children }: { to: string; size: MantineSize; children: ReactNode }) {
  return (
    <Button component={Link} to={to} size={size} color="coral.9" rightSection={<IconArrowRight size={18} aria-hidden="true" />}>
      {children}
    </Button>
  );
}
