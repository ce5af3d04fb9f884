import classes from './LoginForm.module.css';

export type LoginFormLayout = 'inline' | 'stacked';

/** Inline (header) fields carry their label as aria-label and placeholder, errors float below. */
export function labelledField(layout: LoginFormLayout, label: string, width = 140) {
  if (layout === 'stacked') return { label, placeholder: label };
  return {
    'aria-label': label,
    placeholder: label,
    w: width,
    classNames: { root: classes.inlineField, error: classes.inlineError },
  };
}

/** The floating-error classes alone, for inputs that size themselves. */
export function inlineErrorClasses(layout: LoginFormLayout) {
  return layout === 'inline' ? { classNames: { root: classes.inlineField, error: classes.inlineError } } : {};
}
