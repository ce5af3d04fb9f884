import { describe, expect, it, vi } from 'vitest';
import { releasePopupTurn, requestPopupTurn } from './popup-queue';

describe('the popup queue', () => {
  it('shows one popup at a time, the next when the first closes', () => {
    const notice = vi.fn();
    const welcome = vi.fn();
    requestPopupTurn('notice', notice);
    requestPopupTurn('welcome', welcome);
    expect(notice).toHaveBeenCalledOnce();
    expect(welcome).not.toHaveBeenCalled();

    releasePopupTurn('notice');
    expect(welcome).toHaveBeenCalledOnce();
    releasePopupTurn('welcome');
  });

  it('asks a popup once however often it requests, and shows it at once when nothing is open', () => {
    const welcome = vi.fn();
    requestPopupTurn('welcome', welcome);
    requestPopupTurn('welcome', welcome);
    expect(welcome).toHaveBeenCalledOnce();
    releasePopupTurn('welcome');
    // a popup that leaves the line before its turn is never shown
    const first = vi.fn();
    const gone = vi.fn();
    requestPopupTurn('first', first);
    requestPopupTurn('gone', gone);
    releasePopupTurn('gone');
    releasePopupTurn('first');
    expect(gone).not.toHaveBeenCalled();
  });
});
