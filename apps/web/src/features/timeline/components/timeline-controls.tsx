import { ActionIcon, Button, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './timeline.module.css';
import { TIMELINE_VIEWS, type TimelineRange, type TimelineView } from './timeline-range';

const VIEW_WORDS = {
  week: 'timeline.viewWeek',
  twoWeeks: 'timeline.viewTwoWeeks',
  month: 'timeline.viewMonth',
} as const satisfies Record<TimelineView, string>;

interface TimelineControlsProps {
  range: TimelineRange;
  rangeWords: string;
  onView(view: TimelineView): void;
  onStep(step: -1 | 1): void;
  onToday(): void;
}

/** A week, two weeks or a month; earlier, today, later; and the range in words. */
export function TimelineControls({ range, rangeWords, onView, onStep, onToday }: TimelineControlsProps) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" justify="space-between" wrap="wrap">
      {/* Toggle buttons, not Mantine's SegmentedControl: that one brings the form kit's chunk along. */}
      <Button.Group aria-label={t('timeline.view')}>
        {TIMELINE_VIEWS.map((view) => (
          <Button
            key={view}
            variant={range.view === view ? 'filled' : 'default'}
            aria-pressed={range.view === view}
            onClick={() => onView(view)}
          >
            {t(VIEW_WORDS[view])}
          </Button>
        ))}
      </Button.Group>
      <Group gap="xs" wrap="nowrap">
        <ActionIcon variant="default" size="lg" aria-label={t('timeline.previous')} onClick={() => onStep(-1)}>
          <IconChevronLeft size={18} />
        </ActionIcon>
        <Button variant="default" onClick={onToday}>
          {t('timeline.today')}
        </Button>
        <ActionIcon variant="default" size="lg" aria-label={t('timeline.next')} onClick={() => onStep(1)}>
          <IconChevronRight size={18} />
        </ActionIcon>
        <Text fw={600} size="sm" data-testid="timeline-range" aria-live="polite">
          {rangeWords}
        </Text>
      </Group>
    </Group>
  );
}

/** What the bars' colours and the red marker say. */
export function TimelineLegend() {
  const { t } = useTranslation();
  const swatch = (background: string, border?: string) => (
    <span className={classes.swatch} style={{ background, border: border ? `1px solid ${border}` : undefined }} />
  );
  return (
    <Group gap="md" wrap="wrap" aria-hidden>
      <span className={classes.legend}>
        {swatch('var(--mantine-color-blue-0)', 'var(--mantine-color-blue-7)')}
        {t('timeline.legendBooked')}
      </span>
      <span className={classes.legend}>
        {swatch('var(--mantine-color-blue-7)')}
        {t('timeline.legendIn')}
      </span>
      <span className={classes.legend}>
        {swatch('var(--mantine-color-gray-7)')}
        {t('timeline.legendDone')}
      </span>
      <span className={classes.legend}>
        {swatch('var(--mantine-color-gray-2)', 'var(--mantine-color-gray-5)')}
        {t('timeline.legendCancelled')}
      </span>
      <span className={classes.legend}>
        {swatch('var(--mantine-color-red-9)')}
        {t('timeline.legendUnpaid')}
      </span>
    </Group>
  );
}
