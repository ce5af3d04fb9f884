import { Code } from '@mantine/core';
import { Fragment } from 'react';

/** Text whose `backticked` parts show as code. */
export function Ticks({ children }: { children: string }) {
  const parts = children.split('`');
  return (
    <>
      {parts.map((part, i) =>
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string never reorder
        i % 2 === 1 ? <Code key={i}>{part}</Code> : <Fragment key={i}>{part}</Fragment>,
      )}
    </>
  );
}
