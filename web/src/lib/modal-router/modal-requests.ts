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

export interface WarningRequest {
  /** data-testid of the dialog: `trial-warning`, `sms-error`, `affiliate-error`, ... */
  testId: string;
  message: string;
  /** the confirm button's text; the dialog only has an OK button without it */
  confirmLabel?: string;
  onConfirm?: () => void;
  /** a question rather than a warning (the logout's "Sign out?"): this title, no warning sign */
  title?: string;
  /** the confirm button is red: it ends something (the session) */
  destructive?: boolean;
}
