import type { ExportPath } from '@kamar/contract';
import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { afterFirstScreen } from '../../lib/when-about-to-act';
import { exportJobs } from './export-download';

// The menu brings Mantine's Menu, Popover and Floating UI (about 30 KB compressed), which no list
// needs to draw its rows: fetched a few seconds after the screen opened (when the browser was
// first idle, it came while the first rows were still being painted on a slow phone), or at once
// when the button is pressed first. Not at the first touch: the button is replaced by the menu's
// own when it arrives, and a replacement between pointer down and up would lose the press.
const loadMenu = () => import('./export-menu');
const ExportMenu = lazy(() => loadMenu().then((m) => ({ default: m.ExportMenu })));

/**
 * A list's Export button (ExportMenu: Excel or CSV of the whole filtered set). It looks and works
 * the same from the first paint; a press before the menu has arrived opens it when it does.
 */
export function ExportButton(props: {
  path: ExportPath;
  filters: Record<string, unknown>;
  title: string;
  also?: { path: ExportPath; title: string };
}) {
  const { t } = useTranslation();
  // A download under way shows its progress at once (its module is here already).
  const [wanted, setWanted] = useState(() => exportJobs.current().length > 0);
  const [pressed, setPressed] = useState(false);
  useEffect(() => {
    if (wanted) return undefined;
    let live = true;
    // The button is replaced once the menu's code is here, so that it is shown for no more than a frame.
    const cancel = afterFirstScreen(() =>
      loadMenu().then(
        () => live && setWanted(true),
        () => undefined, // Fetched again when Export is pressed.
      ),
    );
    return () => {
      live = false;
      cancel();
    };
  }, [wanted]);
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
