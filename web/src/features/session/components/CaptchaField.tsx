import { Group, Image, Loader, TextInput, type TextInputProps, Tooltip, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './LoginForm.module.css';

interface CaptchaFieldProps {
  image: string | undefined;
  loading: boolean;
  onRefresh: () => void;
  inputProps: TextInputProps;
}

function imageSource(base64: string): string {
  return base64.startsWith('data:') ? base64 : `data:image/png;base64,${base64}`;
}

export function CaptchaField({ image, loading, onRefresh, inputProps }: CaptchaFieldProps) {
  const { t } = useTranslation();

  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <TextInput name="captcha" autoComplete="off" maxLength={8} {...inputProps} w={110} />
      <Tooltip label={t('login.captchaRefresh')}>
        <UnstyledButton
          className={classes.captchaImage}
          onClick={onRefresh}
          aria-label={t('login.captchaRefresh')}
          data-testid="captcha-image"
        >
          {image && !loading ? (
            <Image src={imageSource(image)} alt={t('login.captchaImage')} h={34} w="auto" fit="contain" />
          ) : (
            <Loader size="xs" />
          )}
        </UnstyledButton>
      </Tooltip>
    </Group>
  );
}
