import { Alert, Button, FileButton, Group, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { AVATAR_MAX_BYTES } from '@sim/shared/wps/avatar';
import { proofImageSchema } from '@sim/shared/wps/cashier';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/feedback/errors';
import { IMAGE_TYPES, imageProblem, readDataUrl } from '../../../lib/images/image-files';
import { presetSource, useAvatar, useAvatarPresets, useSetAvatar } from '../hooks';
import classes from './Avatar.module.css';

/** 0..count-1: the preset numbers the server draws. */
const presetNumbers = (count: number) => Array.from({ length: count }, (_, n) => n);

/** Pick a preset or upload a png/jpg of at most 5MB (spec section 3: STATIC or CUSTOM). */
export function AvatarForm({ onSaved }: { onSaved?: () => void }) {
  const { t } = useTranslation();
  const current = useAvatar().data;
  const presets = useAvatarPresets();
  const save = useSetAvatar();
  const [problem, setProblem] = useState<string | null>(null);
  const selected = current?.avatarType === 'STATIC' ? Number(current.avatar) : null;

  const saved = { onSuccess: () => onSaved?.() };

  const choosePreset = (preset: number) => {
    setProblem(null);
    save.mutate({ avatarType: 'STATIC', avatar: String(preset) }, saved);
  };

  const upload = async (file: File | null) => {
    if (!file) return;
    const wrong = imageProblem([file], { min: 1, max: 1, maxBytes: AVATAR_MAX_BYTES });
    if (wrong) {
      setProblem(t(`avatar.problems.${wrong}`));
      return;
    }
    const dataUrl = await readDataUrl(file);
    if (!proofImageSchema.safeParse(dataUrl).success) {
      setProblem(t('avatar.problems.type'));
      return;
    }
    setProblem(null);
    save.mutate({ avatarType: 'CUSTOM', avatar: dataUrl }, saved);
  };

  const error = problem ?? (save.error ? describeError(save.error, t) : null);
  return (
    <Stack gap="md" data-testid="avatar-form">
      <Text size="sm" fw={600}>
        {t('avatar.presets')}
      </Text>
      <SimpleGrid cols={{ base: 4, xs: 6 }} spacing="xs">
        {presetNumbers(presets).map((preset) => (
          <UnstyledButton
            key={preset}
            className={classes.preset}
            aria-label={t('avatar.preset', { n: preset })}
            aria-pressed={selected === preset}
            disabled={save.isPending}
            onClick={() => choosePreset(preset)}
            data-testid={`avatar-preset-${preset}`}
          >
            <img src={presetSource(preset)} alt="" className={classes.presetImage} />
          </UnstyledButton>
        ))}
      </SimpleGrid>
      <Group justify="space-between" align="center">
        <Text size="xs" c="dimmed">
          {t('avatar.uploadHint')}
        </Text>
        <FileButton onChange={(file) => void upload(file)} accept={IMAGE_TYPES.join(',')}>
          {(props) => (
            <Button
              {...props}
              variant="light"
              leftSection={<IconUpload size={16} />}
              loading={save.isPending}
              data-testid="avatar-upload"
            >
              {t('avatar.upload')}
            </Button>
          )}
        </FileButton>
      </Group>
      {error && (
        <Alert color="red" data-testid="avatar-error">
          {error}
        </Alert>
      )}
    </Stack>
  );
}
