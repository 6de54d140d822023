import { Button, SimpleGrid } from '@mantine/core';
import { IconBackspace } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './meter-round.module.css';

const DIGITS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'];

/**
 * The round's keypad: big keys a thumb finds while the other hand holds a torch to the meter, and
 * no phone keyboard sliding over the figure being typed.
 */
export function NumberPad(props: {
  onDigit(digit: string): void;
  onBackspace(): void;
  onClear(): void;
  /** While a save is on its way: a key pressed then would type into the room being left. */
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const key = (digit: string) => (
    <Button
      key={digit}
      variant="default"
      className={classes.key}
      disabled={props.disabled}
      onClick={() => props.onDigit(digit)}
    >
      {digit}
    </Button>
  );
  return (
    <SimpleGrid cols={3} spacing="xs" role="group" aria-label={t('meterReadings.pad')}>
      {DIGITS.map(key)}
      <Button variant="light" color="gray" className={classes.key} disabled={props.disabled} onClick={props.onClear}>
        {t('meterReadings.clear')}
      </Button>
      {key('0')}
      <Button
        variant="light"
        color="gray"
        className={classes.key}
        disabled={props.disabled}
        onClick={props.onBackspace}
        aria-label={t('meterReadings.backspace')}
      >
        <IconBackspace size={26} aria-hidden />
      </Button>
    </SimpleGrid>
  );
}
