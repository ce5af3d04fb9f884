import { useState } from 'react';
import { trpc } from '../../api';
import { notifyFailure, notifySuccess } from '../../components/notify';
import { S } from '../../strings';
import { base64ToBytes, downloadBytes, exportFileName, formatBytes } from './file-transfer';

export function useSnapshots() {
  return trpc.data.snapshots.useQuery();
}

/** Every state change re-reads everything: the whole simulator changed under the panel. */
export function useDataMutations() {
  const utils = trpc.useUtils();
  const everything = () => utils.invalidate();
  return {
    snapshot: trpc.data.snapshot.useMutation({
      onSuccess: (taken) => {
        notifySuccess(S.snapshots.taken(taken.name));
        return utils.data.snapshots.invalidate();
      },
    }),
    restore: trpc.data.restore.useMutation({
      onSuccess: (done) => {
        notifySuccess(S.snapshots.restored(done.restored));
        return everything();
      },
    }),
    reset: trpc.data.reset.useMutation({ onSuccess: everything, meta: { success: S.snapshots.resetDone } }),
    import: trpc.data.import.useMutation({ onSuccess: everything, meta: { success: S.snapshots.imported } }),
  };
}

/** data.export as a file download `sim-<date>.db`. */
export function useExportDownload() {
  const utils = trpc.useUtils();
  const [pending, setPending] = useState(false);
  const download = async () => {
    setPending(true);
    try {
      const { base64, bytes } = await utils.data.export.fetch(undefined, { staleTime: 0, gcTime: 0 });
      downloadBytes(exportFileName(), base64ToBytes(base64));
      notifySuccess(S.snapshots.exported(formatBytes(bytes)));
    } catch (error) {
      notifyFailure(error);
    } finally {
      setPending(false);
    }
  };
  return { download, pending };
}
