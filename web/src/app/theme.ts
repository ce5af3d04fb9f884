import {
  type CSSVariablesResolver,
  createTheme,
  DrawerHeader,
  Loader,
  type MantineColorsTuple,
  ModalHeader,
  TableScrollContainer,
} from '@mantine/core';

/** Built around the platform's chat header colour #6142bf (platform-spec.md section 9). */
const brand: MantineColorsTuple = [
  '#f1ecff',
  '#ddd4fb',
  '#b9a6f2',
  '#9475ea',
  '#754ce3',
  '#6333df',
  '#6142bf',
  '#4a1fc7',
  '#4019b2',
  '#34129d',
];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 6, dark: 4 },
  colors: { brand },
  defaultRadius: 'md',
  // dark or light text by the background's luminance: white on green 4 read at 1.7:1
  autoContrast: true,
  components: {
    // a modal's or drawer's header is a <header>: outside <main> that is a second banner landmark
    // beside the site's (axe landmark-no-duplicate-banner); a plain box keeps one banner per page
    ModalHeader: ModalHeader.extend({ defaultProps: { component: 'div' } as never }),
    DrawerHeader: DrawerHeader.extend({ defaultProps: { component: 'div' } as never }),
    // a loader with a label is a status (aria-label alone is not allowed on its span)
    Loader: Loader.extend({ defaultProps: { role: 'status' } }),
    // a table wider than a phone scrolls sideways: a keyboard must reach it too (WCAG 2.1.1)
    TableScrollContainer: TableScrollContainer.extend({
      defaultProps: { scrollAreaProps: { viewportProps: { tabIndex: 0 } } },
    }),
  },
  // Bengali, the default language, is set in the bundled Noto Sans Bengali (app/bengali-font.css): named
  // first, its face covers Bengali alone, so the browser finds it for every Bengali run without asking the
  // system for the absent families before it (some 100 font lookups, 60 ms of the first layout on a slow
  // machine); every other character falls through to the system stacks. Thai needs a system font.
  fontFamily:
    '"Noto Sans Bengali Variable", Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Thai", sans-serif',
  headings: { fontWeight: '800' },
  // Mantine's transitions stand still for visitors who ask for reduced motion (and in the browser tests)
  respectReducedMotion: true,
});

/**
 * Dimmed text at 4.5:1 or better (WCAG AA; the browser tests' axe check holds it): Mantine's default
 * dimmed (gray 6 on white, dark 2 on dark 7) reads at 3.3-3.9:1, e.g. the vendor under a game's name.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    // teal text on its light tint (Free play, Try): Mantine's teal 6 reads at 2.3:1 there, this at 6:1
    '--mantine-color-teal-light-color': '#066649',
  },
  // links on the dark background: brand 4 reads at 2.9:1 there, brand 2 at 8:1
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-anchor': 'var(--mantine-color-brand-2)',
  },
});
