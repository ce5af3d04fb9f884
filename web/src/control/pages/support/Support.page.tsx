import { Page } from '../../components/Page';
import { ChatsSection } from './ChatsSection';
import { LiveModelsSection } from './LiveModelsSection';
import { PathsSection } from './PathsSection';
import { SUPPORT_S } from './strings';

/** Customer service's back office: the chats (answer as the agent), the getService paths, the live show's models. */
export function SupportPage() {
  return (
    <Page title={SUPPORT_S.support.title} intro={SUPPORT_S.support.intro}>
      <ChatsSection />
      <PathsSection />
      <LiveModelsSection />
    </Page>
  );
}
