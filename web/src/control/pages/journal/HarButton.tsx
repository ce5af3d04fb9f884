import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { trpc } from '../../api';
import { notifyFailure } from '../../components/notify';
import { downloadText } from '../../download';
import { S } from '../../strings';

/** The journal as HAR 1.2 (one member's calls when the username filter names one), saved as a file. */
export function HarButton({ member }: { member?: string }) {
  const utils = trpc.useUtils();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const har = await utils.journal.exportHar.fetch({ member, baseUrl: window.location.origin });
      const name = `journal-${dayjs().format('YYYY-MM-DD-HHmmss')}.har`;
      downloadText(name, JSON.stringify(har, null, 2), 'application/json');
    } catch (error) {
      notifyFailure(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="default"
      leftSection={<IconDownload size={16} />}
      loading={busy}
      onClick={() => void download()}
      data-testid="journal-har"
    >
      {S.journal.har}
    </Button>
  );
}
