// Member `type` values (endpoint-registry.md, app config 76619): agents and the trial account.
export const AGENT_TYPES = [1, 2, 41, 42] as const;
export const TRIAL_TYPE = 4;

export const isAgentType = (type: number) => (AGENT_TYPES as readonly number[]).includes(type);
export const isTrialType = (type: number) => type === TRIAL_TYPE;
