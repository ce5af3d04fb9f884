import { Modal } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePhone } from '../lib/browser/use-phone';

/** Platform-spec.md section 9: modals 600 wide by default, dialogs 400. */
export const MODAL_WIDTH = 600;
export const DIALOG_WIDTH = 400;
const MODAL_MIN_HEIGHT = 300;

interface ModalFrameProps {
  /** on the visible content box, so tests and scripts can find the modal */
  testId: string;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** a forced step (change of a default password) cannot be dismissed */
  closable?: boolean;
  width?: number;
  zIndex?: number;
  /** the close button's test id, for modals that name their own */
  closeTestId?: string;
  /** under the `sm` breakpoint the whole screen: a wide page (the member or agent centre) gets every pixel */
  fullScreenOnPhone?: boolean;
}

/** The frame every modal of the site shares: overlay, title, close button. */
export function ModalFrame({
  testId,
  title,
  onClose,
  children,
  closable = true,
  width = MODAL_WIDTH,
  zIndex,
  closeTestId = 'modal-close',
  fullScreenOnPhone = false,
}: ModalFrameProps) {
  const { t } = useTranslation();
  const phone = usePhone();
  const fullScreen = fullScreenOnPhone && phone;

  return (
    <Modal.Root
      opened
      onClose={closable ? onClose : () => {}}
      closeOnClickOutside={closable}
      closeOnEscape={closable}
      size={width}
      zIndex={zIndex}
      centered
      fullScreen={fullScreen}
    >
      <Modal.Overlay backgroundOpacity={0.55} blur={2} />
      <Modal.Content data-testid={testId} mih={width === MODAL_WIDTH ? MODAL_MIN_HEIGHT : undefined}>
        <Modal.Header>
          <Modal.Title fw={700}>{title}</Modal.Title>
          {closable && <Modal.CloseButton aria-label={t('common.close')} data-testid={closeTestId} />}
        </Modal.Header>
        <Modal.Body px={fullScreen ? 'sm' : undefined}>{children}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
