import { Badge, Group } from '@mantine/core';

/**
 * A record's functions (or other tags) as light brand badges: up to `max`, then "+n" for the rest,
 * which `moreLabel` names for a screen reader. Nothing when there are none.
 */
export function TagBadges({
  tags,
  max = 3,
  moreLabel,
}: {
  tags: { key: string; label: string }[];
  max?: number;
  moreLabel: (count: number) => string;
}) {
  if (!tags.length) return null;
  const rest = tags.length - max;
  return (
    <Group gap={4} wrap="wrap">
      {tags.slice(0, max).map((tag) => (
        <Badge key={tag.key} size="md" radius="sm" variant="light" color="brand" c="brand.9" tt="none" fw={500} fz={12}>
          {tag.label}
        </Badge>
      ))}
      {rest > 0 && (
        <Badge
          size="md"
          radius="sm"
          variant="outline"
          color="gray.5"
          c="gray.8"
          tt="none"
          fw={500}
          fz={12}
          aria-label={moreLabel(rest)}
        >
          +{rest}
        </Badge>
      )}
    </Group>
  );
}
