// A member's e-mail address as the site may show it: the first two characters of the name, the domain.
export function maskEmail(email: string | null): string | null {
  if (!email) return null;
  const at = email.lastIndexOf('@');
  if (at < 1) return `${email.slice(0, 2)}****`;
  return `${email.slice(0, Math.min(2, at))}****${email.slice(at)}`;
}
