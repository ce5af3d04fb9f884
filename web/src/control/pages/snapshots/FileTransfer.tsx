import { Button, FileButton, Group } from '@mantine/core';
import { IconDownload, IconUpload } from '@tabler/icons-react';
import { confirmThen } from '../../components/confirm';
import { S } from '../../strings';
import { fileToBase64 } from './file-transfer';
import { useDataMutations, useExportDownload } from './hooks';

/** Download the database, or upload one to replace the current state (after a confirm). */
export function FileTransfer() {
  const exporter = useExportDownload();
  const { import: importer } = useDataMutations();
  const upload = (file: File | null) => {
    if (!file) return;
    confirmThen(S.snapshots.confirmImport(file.name), async () =>
      importer.mutate({ base64: await fileToBase64(file) }),
    );
  };
  return (
    <Group>
      <Button
        variant="default"
        leftSection={<IconDownload size={16} />}
        loading={exporter.pending}
        onClick={() => void exporter.download()}
        data-testid="data-export"
      >
        {S.snapshots.export}
      </Button>
      <FileButton onChange={upload} accept=".db,application/vnd.sqlite3,application/octet-stream">
        {(props) => (
          <Button
            {...props}
            variant="default"
            leftSection={<IconUpload size={16} />}
            loading={importer.isPending}
            data-testid="data-import"
          >
            {S.snapshots.import}
          </Button>
        )}
      </FileButton>
    </Group>
  );
}
