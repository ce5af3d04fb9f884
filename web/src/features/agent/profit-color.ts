// The colour of a profit or a loss in the agent centre: CSS variables its modal sets per theme
// (AgentCentre.module.css), readable on white as on the dark background.
export function agentProfitColor(amount: number): string | undefined {
  if (amount > 0) return 'var(--agent-gain)';
  if (amount < 0) return 'var(--agent-loss)';
  return undefined;
}
