import type { TooltipProps } from '@mantine/core';
import { lazy, type ReactElement, Suspense } from 'react';

// Mantine's Tooltip brings Floating UI (about 40 KB minified), and a phone draws no hint on its
// first screens (the sidebar's are for the collapsed desktop menu, a list's for its desktop icon
// buttons): it is not part of the signed-in frame's download.
const Tooltip = lazy(() => import('../hint-tooltip'));

/**
 * A hover and focus hint (Mantine's Tooltip, same props), fetched when a hint is first drawn:
 * meanwhile the element shows without it.
 */
export function Hint({ children, ...props }: TooltipProps & { children: ReactElement }) {
  return (
    <Suspense fallback={children}>
      <Tooltip {...props}>{children}</Tooltip>
    </Suspense>
  );
}
