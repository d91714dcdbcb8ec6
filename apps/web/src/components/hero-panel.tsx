import { Box, Button, Paper, SimpleGrid, Stack, Text, Title, type BoxProps, type MantineSize } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router';
import { LabIllustration } from './illustrations.tsx';

/**
 * A page's opening panel, a section named by its h1 `title` (`titleId`; `eyebrow` above it, larger on
 * the `landing` page): the title and `children` (lead, calls to action) in a column beside the lab
 * illustration, which sits under them on a narrow screen (or, with `illustrationFrom`, shows only from
 * that width).
 */
export function HeroPanel({
  titleId,
  title,
  eyebrow,
  landing = false,
  bg,
  style,
  illustrationMaw,
  illustrationFrom,
  children,
}: {
  titleId: string;
  title: ReactNode;
  eyebrow?: ReactNode;
  landing?: boolean;
  bg?: string;
  style?: CSSProperties;
  illustrationMaw: BoxProps['maw'];
  illustrationFrom?: MantineSize;
  children: ReactNode;
}) {
  return (
    <Paper component="section" aria-labelledby={titleId} withBorder radius="xl" p={{ base: 'lg', sm: 48 }} bg={bg} style={style}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing={40} style={{ alignItems: 'center' }}>
        <Stack gap="lg">
          {eyebrow && (
            <Text fz="sm" fw={700} c="brand.8" tt="uppercase" style={{ letterSpacing: '0.06em' }}>
              {eyebrow}
            </Text>
          )}
          <Title
            id={titleId}
            order={1}
            fz={landing ? { base: 36, sm: 52 } : { base: 30, sm: 40 }}
            lh={landing ? 1.15 : 1.2}
            c="gray.9"
            style={{ letterSpacing: landing ? '-0.03em' : '-0.02em', textWrap: 'balance' }}
          >
            {title}
          </Title>
          {children}
        </Stack>
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
