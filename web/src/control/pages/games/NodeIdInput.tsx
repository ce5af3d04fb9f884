import { NumberInput } from '@mantine/core';

/** A game's node id as the forms hold it: '' while empty. */
export type NodeIdValue = number | string;

/** What a procedure takes: the id, or undefined when the field is empty. */
export const nodeIdOf = (value: NodeIdValue) => (value === '' ? undefined : Number(value));

/** The game field of the games page's forms: a whole node id, optional. */
export function NodeIdInput(props: {
  label: string;
  value: NodeIdValue;
  onChange: (value: NodeIdValue) => void;
  testId: string;
}) {
  return (
    <NumberInput
      label={props.label}
      min={1}
      allowDecimal={false}
      value={props.value}
      onChange={props.onChange}
      data-testid={props.testId}
    />
  );
}
