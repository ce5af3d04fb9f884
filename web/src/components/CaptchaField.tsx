import { Group, Image, Loader, TextInput, type TextInputProps, Tooltip, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CaptchaImage } from '../lib/form/use-captcha-image';
import classes from './CaptchaField.module.css';

interface CaptchaFieldProps {
  captcha: CaptchaImage;
  inputProps: TextInputProps;
}

function imageSource(base64: string): string {
  return base64.startsWith('data:') ? base64 : `data:image/png;base64,${base64}`;
}

/** The captcha input beside its image; a click on the image asks for another (login, registration). */
export function CaptchaField({ captcha, inputProps }: CaptchaFieldProps) {
  const { t } = useTranslation();
  const { image, loading } = captcha;

  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <TextInput name="captcha" autoComplete="off" maxLength={8} {...inputProps} w={110} />
      <Tooltip label={t('login.captchaRefresh')}>
        <UnstyledButton
          className={classes.captchaImage}
          onClick={() => captcha.refresh()}
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
