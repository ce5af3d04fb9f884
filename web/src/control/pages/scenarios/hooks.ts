import { trpc } from '../../api';
import { notifySuccess } from '../../components/notify';
import { S } from '../../strings';

export function useScenarios() {
  return trpc.scenario.list.useQuery();
}

/** A scenario changes everything (it usually starts from the seed): everything is read again. */
export function useRunScenario() {
  const utils = trpc.useUtils();
  return trpc.scenario.runFile.useMutation({
    onSuccess: (result) => {
      notifySuccess(S.scenarios.ran(result.name));
      return utils.invalidate();
    },
  });
}
