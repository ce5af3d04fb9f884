/** What each register form takes: the referral code from the URL, the submit button's text. */
export interface RegisterFormProps {
  referralCode: string | null;
  submitLabel: string;
}
