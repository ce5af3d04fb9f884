import { fireEvent } from '@testing-library/react';

/** Inputs are found by their wire name, as scripts and browser tests find them. */
export function inputNamed(name: string, root: ParentNode = document): HTMLInputElement {
  const input = root.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  if (!input) throw new Error(`no input named ${name}`);
  return input;
}

export function fill(name: string, value: string, root: ParentNode = document): void {
  fireEvent.change(inputNamed(name, root), { target: { value } });
}

/** A 1024-bit-sized modulus: enough for the client to encrypt; nothing decrypts it in unit tests. */
export const TEST_MODULUS = `c${'3'.repeat(255)}`;
