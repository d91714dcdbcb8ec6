import type { TooltipProps } from '@mantine/core';
import { lazy, Suspense, useState, type ReactElement } from 'react';

// Mantine's Tooltip brings its positioning library (floating-ui, ~15 KB gzipped); a hint on hover
// should not be part of a page's first load, so it is fetched on the first hover.
const Tooltip = lazy(() => import('./tooltip.ts'));

/**
 * Mantine's Tooltip, loaded when the pointer first comes over `children` (which must take a ref,
 * like the Tooltip's own child). Once loaded it behaves like the Tooltip: a move over the target
 * opens it after `openDelay`.
 */
export function DeferredTooltip({ children, ...props }: Omit<TooltipProps, 'children'> & { children: ReactElement }) {
  const [wanted, setWanted] = useState(false);
  if (!wanted) {
    return (
      <span style={{ display: 'contents' }} onPointerOver={() => setWanted(true)}>
        {children}
      </span>
    );
  }
  return (
    <Suspense fallback={children}>
      <Tooltip {...props}>{children}</Tooltip>
    </Suspense>
  );
}
