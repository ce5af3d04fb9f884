import { Page } from '../../components/Page';
import { SUPPORT_S } from '../support/strings';
import { FeedbackInbox } from './FeedbackInbox';
import { HelpEditor } from './HelpEditor';

/** The feedback inbox and the help centre's content editor. */
export function HelpPage() {
  return (
    <Page title={SUPPORT_S.help.title} intro={SUPPORT_S.help.intro}>
      <FeedbackInbox />
      <HelpEditor />
    </Page>
  );
}
