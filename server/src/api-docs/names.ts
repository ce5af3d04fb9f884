// Names in the document: component and operation names are PascalCase words of what they come from.

/** `whitelabel` -> Whitelabel, `/session/key/rsa` -> SessionKeyRsa */
export const pascal = (text: string) =>
  text
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join('');
