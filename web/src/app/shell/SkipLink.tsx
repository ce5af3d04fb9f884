import { useTranslation } from 'react-i18next';
import classes from './Shell.module.css';

/** The main content's id: the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content';

/** The first tab stop: past the header's menus and forms straight to the page (WCAG 2.4.1). */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className={classes.skipLink} data-testid="skip-link">
      {t('meta.skipToContent')}
    </a>
  );
}
