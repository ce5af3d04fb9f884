import { Page } from '../../components/Page';
import { MessagesTable } from './MessagesTable';
import { SendMessageForm } from './SendMessageForm';
import { G } from './strings';

/** The inbox's back office: send to a member or broadcast; what was sent and what members wrote. */
export function MessagesPage() {
  return (
    <Page title={G.title} intro={G.intro}>
      <SendMessageForm />
      <MessagesTable />
    </Page>
  );
}
