import { useMediaQuery } from '@mantine/hooks';

/** Narrow screens stack things vertically. */
export function usePhoneLayout(): boolean {
  return useMediaQuery('(max-width: 48em)') ?? false;
}
