// The messages page's words (kept beside the page: the panel's shared strings.ts holds its nav entry).
export const G = {
  title: 'Inbox',
  intro:
    'Platform messages members read in the member centre (messageV2), `EMFE_getInbox` and the legacy `/wps/message` calls; their unread count is `unreadMessage` in the balance. Members’ messages to customer service arrive here too. Also `pnpm sim messages`.',
  sendTitle: 'Send a message',
  username: 'To (username; empty: every member)',
  subject: 'Subject',
  content: 'Text',
  sender: 'Sender',
  send: 'Send',
  sent: (to: string | null) => (to ? `Message sent to ${to}` : 'Broadcast sent to every member'),
  listTitle: 'Messages',
  audience: 'Audience',
  all: 'All',
  none: 'No messages.',
  heads: ['Id', 'Audience', 'To', 'From', 'Subject', 'Sent', 'Read by', 'Actions'],
  everyone: 'every member',
  support: 'customer service',
  remove: 'Take back',
  removeConfirm: (subject: string) => `Take "${subject}" back from every inbox?`,
};
