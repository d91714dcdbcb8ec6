import { useState } from 'react';

/**
 * True from the first time `open` is true on: a lazily loaded drawer or menu is mounted when first
 * opened and then stays mounted, so that it can still animate closed.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
