// What can be opened through the modal router. One account modal is active at a time (opening
// another replaces it, as the platform's single modal slot does); a warning dialog stacks on top.

/**
 * The modals by name, each with the fields its request carries. Every modal file adds its own entry
 * by declaration merging, so this shared layer never imports a feature and features adding modals do
 * not edit one list:
 *
 *   declare module '../../../lib/modal-router/modal-requests' {
 *     interface ModalRequestMap { notice: { noticeId?: number } }
 *   }
 *
 * app/modal-router/ModalOutlet.tsx then maps the name to the modal.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging in the modal files
export interface ModalRequestMap {}

export type ModalName = keyof ModalRequestMap;

export type ModalRequest = { [Name in ModalName]: { name: Name } & ModalRequestMap[Name] }[ModalName];

/**
 * A dialog's text, or a function the dialog calls at each render. A function shows a translation whose
 * area loads after the click (a language's later areas arrive after the first paint; a visitor's first
 * click can come sooner): its key until then, its text as soon as it has loaded.
 */
export type DialogText = string | (() => string);

export const readDialogText = (text: DialogText): string => (typeof text === 'function' ? text() : text);

export interface WarningRequest {
  /** data-testid of the dialog: `trial-warning`, `sms-error`, `affiliate-error`, ... */
  testId: string;
  message: DialogText;
  /** the confirm button's text; the dialog only has an OK button without it */
  confirmLabel?: DialogText;
  onConfirm?: () => void;
  /** a question rather than a warning (the logout's "Sign out?"): this title, no warning sign */
  title?: string;
  /** the confirm button is red: it ends something (the session) */
  destructive?: boolean;
}
