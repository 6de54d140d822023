import { Text } from '@mantine/core';
import classes from './meter-round.module.css';

/**
 * A figure typed on the keypad, shown large. With two figures (a replaced meter's start and its
 * reading) a tap says which one the keys type.
 */
export function FigureBox(props: {
  label: string;
  value: string;
  unit: string;
  /** Whether the keys type this figure; undefined when it is the only one. */
  active?: boolean;
  onSelect(): void;
  testId: string;
}) {
  return (
    <button
      type="button"
      className={classes.figure}
      aria-pressed={props.active}
      onClick={props.onSelect}
      data-testid={props.testId}
    >
      <Text component="span" size="xs" fw={600} display="block">
        {props.label}
      </Text>
      <span className={classes.figureValue} aria-live="polite">
        {props.value === '' ? '–' : props.value}
      </span>{' '}
      <Text component="span" size="sm">
        {props.unit}
      </Text>
    </button>
  );
}
