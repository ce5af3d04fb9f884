import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './Spin.module.css';
import { useLanding } from './use-landing';

const TURNS = 6;
export const WHEEL_SPIN_MS = 4800;
const COLOURS = ['brand', 'pink', 'orange', 'teal', 'grape', 'blue', 'red', 'green'];

interface PrizeWheelProps {
  /** the prizes around the wheel, clockwise from the top */
  segments: readonly string[];
  /** the segment the server's outcome is; null before the first spin */
  landOn: number | null;
  spinKey: string | null;
  won: boolean;
  onLanded: () => void;
}

/** The rotation that puts the middle of `segment` under the pointer at the top. */
export function wheelAngle(segment: number, count: number, turns: number): number {
  const size = 360 / count;
  return turns * 360 + (360 - (segment + 0.5) * size);
}

function background(count: number): string {
  const size = 360 / count;
  const stops = Array.from({ length: count }, (_, i) => {
    const colour = `var(--mantine-color-${COLOURS[i % COLOURS.length]}-6)`;
    return `${colour} ${i * size}deg ${(i + 1) * size}deg`;
  });
  return `conic-gradient(${stops.join(', ')})`;
}

/**
 * A wheel of prizes that turns six times and eases to the outcome under the pointer. With reduced
 * motion it shows the outcome at once.
 */
export function PrizeWheel({ segments, landOn, spinKey, won, onLanded }: PrizeWheelProps) {
  const { t } = useTranslation();
  const { phase } = useLanding(spinKey, WHEEL_SPIN_MS, onLanded);
  const count = Math.max(segments.length, 1);
  const size = 360 / count;
  // the wheel keeps its place between spins; a new spin adds whole turns from there
  const rest = useRef(0);
  const target = landOn === null ? rest.current : wheelAngle(landOn, count, TURNS);
  // idle with an outcome (a raffle drawn before): the wheel rests on it without turning
  const angle =
    phase === 'rolling' || phase === 'landed' ? target : phase === 'idle' ? target % 360 : rest.current % 360;
  if (phase === 'landed') rest.current = target;

  return (
    <div
      className={`${classes.wheelBox} ${won && phase === 'landed' ? classes.wheelWin : ''}`}
      role="img"
      aria-label={t('rewards.centre.prizeWheel')}
      aria-busy={phase === 'armed' || phase === 'rolling'}
      data-testid="prize-wheel"
      data-phase={phase}
    >
      <div className={classes.pointer} />
      <div
        className={`${classes.wheel} ${phase === 'rolling' ? classes.wheelRolling : ''}`}
        style={{
          background: background(count),
          transform: `rotate(${angle}deg)`,
          transitionDuration: phase === 'rolling' ? `${WHEEL_SPIN_MS - 200}ms` : '0ms',
        }}
      >
        {segments.map((segment, i) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: two segments may carry the same prize
            key={i}
            className={classes.label}
            // the label runs outwards along its segment's middle, from the top clockwise
            style={{ transform: `rotate(${(i + 0.5) * size - 90}deg)` }}
          >
            {segment}
          </span>
        ))}
      </div>
      <div className={classes.hub} />
    </div>
  );
}
