import { PasswordInput, type PasswordInputProps } from '@mantine/core';

interface PasswordPairProps {
  /** the wire names: password/confirmPassword, newPassword/confirmNewPassword, ... */
  names: readonly [string, string];
  labels: readonly [string, string];
  inputProps: readonly [PasswordInputProps, PasswordInputProps];
}

/** A new password and its confirmation ('inconsistent_twice' when they differ). */
export function PasswordPair({ names, labels, inputProps }: PasswordPairProps) {
  return (
    <>
      <PasswordInput name={names[0]} label={labels[0]} autoComplete="new-password" {...inputProps[0]} />
      <PasswordInput name={names[1]} label={labels[1]} autoComplete="new-password" {...inputProps[1]} />
    </>
  );
}
