import { type CSSProperties, memo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { REEL_COUNT, REEL_SYMBOLS } from './reel-symbols';
import classes from './Spin.module.css';
import { type SpinPhase, useLanding } from './use-landing';

const SYMBOL_PX = 64;
/** Whole turns each reel makes before it stops: the later reels turn longer and stop later. */
const TURNS = [4, 5, 6];
const REEL_MS = [1800, 2500, 3200];
/** The machine has landed once its last reel has. */
export const SLOT_SPIN_MS = Math.max(...REEL_MS) + 150;

interface SlotMachineProps {
  /** the symbol index each reel stops on; null before the first spin */
  stops: readonly number[] | null;
  /** a new key starts a new spin (the ticket's id) */
  spinKey: string | null;
  won: boolean;
  onLanded: () => void;
}

/** Where a reel's strip sits: symbol `position` of the strip on the pay line (the middle row). */
function offset(position: number) {
  return `translateY(${-(position - 1) * SYMBOL_PX}px)`;
}

/** A reel's symbols, drawn once: a spin moves the strip, never redraws it. */
const ReelStrip = memo(function ReelStrip({ length }: { length: number }) {
  const n = REEL_SYMBOLS.length;
  return Array.from({ length }, (_, i) => {
    const symbol = REEL_SYMBOLS[i % n];
    if (!symbol) return null;
    const { icon: SymbolIcon } = symbol;
    return (
      // biome-ignore lint/suspicious/noArrayIndexKey: the strip is a fixed repetition of the symbols
      <div key={i} className={classes.symbol}>
        <span
          className={classes.symbolIcon}
          style={{ '--symbol-colour': `var(--mantine-color-${symbol.color}-6)` } as CSSProperties}
        >
          <SymbolIcon size={32} />
        </span>
      </div>
    );
  });
});

function Reel({ index, stop, from, phase }: { index: number; stop: number; from: number; phase: SpinPhase }) {
  const n = REEL_SYMBOLS.length;
  const turns = TURNS[index] ?? 4;
  const rolling = phase === 'rolling' || phase === 'landed';
  // the strip holds the start one turn in (a row above it) and the stop `turns` turns later
  const position = rolling ? n * (turns + 1) + stop : n + from;

  return (
    <div className={classes.window}>
      <div
        className={`${classes.strip} ${phase === 'rolling' ? classes.rolling : ''}`}
        style={{
          transform: offset(position),
          transitionDuration: phase === 'rolling' ? `${REEL_MS[index]}ms` : '0ms',
        }}
      >
        <ReelStrip length={n * (turns + 3)} />
      </div>
    </div>
  );
}

/**
 * Three reels that spin to the outcome the server gave, slowing down one after another, the pay
 * line glowing on a prize. With reduced motion they show the outcome at once.
 */
export function SlotMachine({ stops, spinKey, won, onLanded }: SlotMachineProps) {
  const { t } = useTranslation();
  const { phase } = useLanding(spinKey, SLOT_SPIN_MS, onLanded);
  // each spin starts where the previous one stopped
  const shown = useRef<readonly number[]>([0, 0, 0]);
  const from = shown.current;
  if (phase === 'landed' && stops) shown.current = stops;
  const landed = phase === 'landed' || phase === 'idle';

  return (
    <div
      className={`${classes.cabinet} ${won && phase === 'landed' ? classes.win : ''}`}
      role="img"
      aria-label={t('rewards.centre.slotMachine')}
      aria-busy={!landed}
      data-testid="slot-machine"
      data-phase={phase}
    >
      {Array.from({ length: REEL_COUNT }, (_, index) => (
        <Reel
          // biome-ignore lint/suspicious/noArrayIndexKey: the reels are fixed
          key={index}
          index={index}
          stop={stops?.[index] ?? from[index] ?? 0}
          from={from[index] ?? 0}
          phase={phase}
        />
      ))}
      <div className={classes.payline} />
    </div>
  );
}
