import type { ExportPath } from '@kamar/contract';
import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { whenAboutToAct } from '../../lib/when-about-to-act';
import { exportJobs } from './export-download';

// The menu brings Mantine's Menu, Popover and Floating UI (about 30 KB compressed), which no list
// needs to draw its rows: fetched at the first touch or key, or a few seconds after the screen
// opened (once idle, it came while the first rows' text was still being painted on a slow phone),
// or at once when the button is pressed first.
const ExportMenu = lazy(() => import('./export-menu').then((m) => ({ default: m.ExportMenu })));

/**
 * A list's Export button (ExportMenu: Excel or CSV of the whole filtered set). It looks and works
 * the same from the first paint; a press before the menu has arrived opens it when it does.
 */
export function ExportButton(props: { path: ExportPath; filters: Record<string, unknown>; title: string }) {
  const { t } = useTranslation();
  // A download under way shows its progress at once (its module is here already).
  const [wanted, setWanted] = useState(() => exportJobs.current().length > 0);
  const [pressed, setPressed] = useState(false);
  useEffect(() => (wanted ? undefined : whenAboutToAct(() => setWanted(true))), [wanted]);
  const button = (
    <Button
      variant="default"
      leftSection={<IconDownload size={16} />}
      onClick={() => {
        setPressed(true);
        setWanted(true);
      }}
    >
      {t('exports.button')}
    </Button>
  );
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <ExportMenu {...props} defaultOpened={pressed} />
    </Suspense>
  );
}
