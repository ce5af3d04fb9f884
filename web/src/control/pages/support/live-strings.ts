// The words of the customer-service page's live-show models (English only, as the panel).
export const LIVE_S = {
  title: 'Live-show models',
  intro:
    'What `CBS_modelList` lists, online ones first. Switch a model online (from now on the simulated clock) or offline.',
  code: 'Code',
  name: 'Name',
  room: 'Room',
  online: 'Online',
  since: 'Online since',
  none: 'This merchant has no live-show models.',
  switched: (code: string, online: boolean) => `${code} is ${online ? 'online' : 'offline'}`,
} as const;
