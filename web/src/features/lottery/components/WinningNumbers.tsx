import { Group, Text } from '@mantine/core';
import { type Draw, winningNumbers } from '@sim/shared/lgw/draws';
import classes from '../Lottery.module.css';

/** A draw's numbers as balls. */
export function WinningNumbers({
  draw,
  size = 'sm',
}: {
  draw: Pick<Draw, 'winningNumber'>;
  size?: 'xs' | 'sm';
}) {
  return (
    <Group gap={4} wrap="wrap">
      {winningNumbers(draw).map((number, index) => (
        <Text
          // the same number may be drawn twice
          // biome-ignore lint/suspicious/noArrayIndexKey: positions are the identity of drawn numbers
          key={index}
          component="span"
          size={size}
          className={classes.ball}
        >
          {number}
        </Text>
      ))}
    </Group>
  );
}
