import { Suspense } from 'react';
import { lazyComponent } from '../lib/first-paint/lazy-component';

/** The QR encoder is a chunk of its own: codes sit in the side bar's popover and on the download page. */
const QRCodeSVG = lazyComponent(() => import('qrcode.react'), 'QRCodeSVG');
export const preloadQrEncoder = QRCodeSVG.preload;

/** Spec section 9: QR size 200 (125 in the side bar), margin 20, error level M. */
export const QR_SIZE = 200;
export const QR_SIZE_SIDE_BAR = 125;
export const QR_MARGIN = 20;

interface AppQrCodeProps {
  text: string;
  size?: number;
  label: string;
  testId?: string;
}

/** A QR code as the platform draws it (QR props: text, size, margin, dark and light colours). */
export function AppQrCode({ text, size = QR_SIZE, label, testId }: AppQrCodeProps) {
  // the quiet margin is inside the drawn size, white in both themes so phones can read it
  return (
    <div
      style={{
        width: size,
        height: size,
        padding: QR_MARGIN,
        boxSizing: 'border-box',
        background: '#ffffff',
      }}
      data-testid={testId}
      data-qr-text={text}
      data-qr-size={size}
    >
      {/* the white box keeps its size while the encoder arrives: nothing moves */}
      <Suspense fallback={null}>
        <QRCodeSVG
          value={text}
          size={size - 2 * QR_MARGIN}
          level="M"
          fgColor="#000000"
          bgColor="#ffffff"
          title={label}
          style={{ width: '100%', height: '100%', display: 'block' }}
        />
      </Suspense>
    </div>
  );
}
