import { Box, Group, Loader, Slider, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGeetestChallenge, useGeetestVerify } from './hooks';
import type { GeetestApi } from './use-geetest';

/**
 * The simulated geetest challenge: drag the slider onto the marked target and let go, or move it with
 * the arrow keys and press Enter. A miss loads a new challenge; a pass hands the answer to the form.
 */
export function GeetestSlider({ geetest }: { geetest: GeetestApi }) {
  const { t } = useTranslation();
  const labelId = useId();
  const [retry, setRetry] = useState(0);
  const challenge = useGeetestChallenge(geetest.product, geetest.round * 1000 + retry, geetest.enabled);
  // the arrow keys move the slider step by step: only Enter lets go of it
  const byKeyboard = useRef(false);
  const verify = useGeetestVerify();
  const [position, setPosition] = useState(0);
  const [missed, setMissed] = useState(false);

  if (!geetest.enabled) return null;
  if (geetest.answer) {
    return (
      <Group gap={6} data-testid="geetest-passed" role="status">
        <IconCircleCheck size={18} color="var(--mantine-color-teal-6)" aria-hidden />
        <Text size="sm" c="teal">
          {t('geetest.passed')}
        </Text>
      </Group>
    );
  }
  const value = challenge.data;
  const onKeyDown = (event: KeyboardEvent) => {
    byKeyboard.current = event.key !== 'Enter';
    if (event.key === 'Enter') {
      event.preventDefault();
      letGo(position);
    }
  };
  const letGo = (at: number) => {
    if (!value || verify.isPending || at === 0) return;
    verify.mutate(
      { captcha_id: value.captcha_id, lot_number: value.lot_number, position: at },
      {
        onSuccess: ({ seccode }) => {
          if (seccode) return geetest.pass(seccode);
          setMissed(true);
          setPosition(0);
          setRetry((r) => r + 1);
        },
        onError: () => {
          setMissed(true);
          setPosition(0);
          setRetry((r) => r + 1);
        },
      },
    );
  };

  return (
    <Stack gap={4} miw={180} data-testid="geetest" data-target={value?.target}>
      <Text size="sm" fw={500} id={labelId}>
        {t('geetest.label')}
      </Text>
      {value ? (
        // the slider handles the arrow keys itself (on its own capture handler): Enter is read around it
        <Box
          onKeyDownCapture={onKeyDown}
          onPointerDownCapture={() => {
            byKeyboard.current = false;
          }}
        >
          <Slider
            aria-labelledby={labelId}
            thumbLabel={t('geetest.thumb')}
            value={position}
            onChange={(next) => {
              setPosition(next);
              setMissed(false);
            }}
            onChangeEnd={(at) => {
              if (!byKeyboard.current) letGo(at);
            }}
            marks={[{ value: value.target, label: t('geetest.target') }]}
            label={null}
            disabled={verify.isPending}
            mb="md"
            data-testid="geetest-slider"
          />
        </Box>
      ) : (
        <Loader size="xs" aria-label={t('geetest.loading')} />
      )}
      <Text size="xs" c={missed || geetest.missing ? 'red' : 'dimmed'} aria-live="polite">
        {missed ? t('geetest.missed') : geetest.missing ? t('geetest.required') : t('geetest.hint')}
      </Text>
    </Stack>
  );
}
