import { Page } from '../../components/Page';
import { ChatsSection } from './ChatsSection';
import { PathsSection } from './PathsSection';
import { SUPPORT_S } from './strings';

/** Customer service's back office: the chats (answer as the agent) and the getService paths. */
export function SupportPage() {
  return (
    <Page title={SUPPORT_S.support.title} intro={SUPPORT_S.support.intro}>
      <ChatsSection />
      <PathsSection />
    </Page>
  );
}
