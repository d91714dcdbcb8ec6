import { Group, Text } from '@mantine/core';

/** The Formulab mark: a droplet inside a flask outline. */
export function LogoMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <path d="M12 3h8v2h-1.5v7.2l7.6 12.4A3.5 3.5 0 0 1 23.1 30H8.9a3.5 3.5 0 0 1-3-5.4l7.6-12.4V5H12z" fill="#0b5f55" />
      <path d="M16 15.5c2.2 3 3.4 5 3.4 6.6a3.4 3.4 0 0 1-6.8 0c0-1.6 1.2-3.6 3.4-6.6z" fill="#f67a55" />
    </svg>
  );
}

export function Wordmark({ size = 28 }: { size?: number }) {
  return (
    <Group gap={8} wrap="nowrap" role="img" aria-label="Formulab">
      <LogoMark size={size} />
      <Text
        component="span"
        fw={800}
        fz={size * 0.72}
        c="brand.9"
        style={{ letterSpacing: '-0.02em', whiteSpace: 'nowrap' }}
        aria-hidden="true"
      >
        Formulab
      </Text>
    </Group>
  );
}
