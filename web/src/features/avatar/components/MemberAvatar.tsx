import { Avatar, Group, Modal, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyComponent } from '../../../lib/first-paint/lazy-component';
import { useMemberInfo } from '../../../lib/session/session';
import { avatarSource, useAvatar } from '../hooks';

/** The avatar form is a chunk of its own, fetched when its modal first opens. */
const AvatarForm = lazyComponent(() => import('./AvatarForm'), 'AvatarForm');

/** The member's picture and name; a click opens the avatar form. */
export function MemberAvatar() {
  const { t } = useTranslation();
  const avatar = useAvatar().data;
  const member = useMemberInfo().data;
  const [opened, { open, close }] = useDisclosure(false);

  return (
    <>
      <UnstyledButton onClick={open} aria-label={t('avatar.change')} data-testid="member-avatar">
        <Group gap="sm" wrap="nowrap">
          <Avatar
            src={avatar ? avatarSource(avatar) : null}
            alt={t('avatar.label')}
            radius="xl"
            size={44}
            data-testid="member-avatar-image"
            data-avatar-type={avatar?.avatarType}
          />
          <div>
            <Text fw={700} size="sm">
              {member?.nickname || member?.account}
            </Text>
            <Text size="xs" c="dimmed">
              {t('avatar.change')}
            </Text>
          </div>
        </Group>
      </UnstyledButton>
      <Modal opened={opened} onClose={close} title={t('avatar.title')} centered data-testid="avatar-modal">
        <Suspense fallback={null}>
          <AvatarForm onSaved={close} />
        </Suspense>
      </Modal>
    </>
  );
}
