// Random choices for the simulated members (money in whole cents).

export const chance = (share: number): boolean => Math.random() < share;

export function pick<T>(items: readonly T[]): T {
  return items[Math.floor(Math.random() * items.length)]!;
}

export function weighted<T>(choices: readonly (readonly [T, number])[]): T {
  const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = Math.random() * total;
  for (const [choice, weight] of choices) {
    roll -= weight;
    if (roll < 0) return choice;
  }
  return choices[choices.length - 1]![0];
}

/** Rounds to whole cents. */
export const cents = (amount: number): number => Math.round(amount * 100) / 100;

/** An amount in whole cents between min and max (max below min gives min). */
export function randomAmount(min: number, max: number): number {
  const low = Math.round(min * 100);
  const high = Math.max(low, Math.floor(max * 100));
  return (low + Math.floor(Math.random() * (high - low + 1))) / 100;
}
