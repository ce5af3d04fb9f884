import { SegmentedControl, Stack, Text } from '@mantine/core';
import { GEETEST_MODES, type GeetestMode } from '@sim/shared/wps/geetest';
import { trpc } from '../../api';
import { CopyCode } from '../../components/CopyCode';
import { notifyFailure, notifySuccess } from '../../components/notify';
import { Section } from '../../components/Page';
import { QueryState } from '../../components/QueryState';

const T = {
  title: 'Geetest (simulated)',
  mode: 'How every challenge is answered',
  modes: { NORMAL: 'Normal: slider on target', PASS: 'Force pass', FAIL: 'Force fail' },
  captchaId: 'captcha_id',
  off: 'GEETEST3 is off: the site shows no slider and logins ignore geetest (turn it on under Flags).',
  saved: 'Geetest mode saved',
} as const;

/** geetest.get/set: force every geetest challenge of the merchant to pass or fail. */
export function GeetestSection() {
  const utils = trpc.useUtils();
  const state = trpc.geetest.get.useQuery(undefined);
  const set = trpc.geetest.set.useMutation({
    onSuccess: () => {
      notifySuccess(T.saved);
      void utils.geetest.get.invalidate();
    },
    onError: notifyFailure,
  });

  return (
    <Section title={T.title} testId="geetest-mode">
      <QueryState query={state}>
        {(row) => (
          <Stack gap="xs">
            {!row.enabled && (
              <Text size="sm" c="orange">
                {T.off}
              </Text>
            )}
            <SegmentedControl
              aria-label={T.mode}
              value={row.mode}
              disabled={set.isPending}
              onChange={(mode) => set.mutate({ mode: mode as GeetestMode })}
              data={GEETEST_MODES.map((mode) => ({ value: mode, label: T.modes[mode] }))}
            />
            <Text size="sm">
              {T.captchaId}: <CopyCode value={row.captchaId} />
            </Text>
          </Stack>
        )}
      </QueryState>
    </Section>
  );
}
