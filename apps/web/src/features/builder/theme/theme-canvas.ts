import { useMemo, type CSSProperties } from 'react';
import { fontFaces, themeVariables, type Breakpoint } from '@tessera/core';
import { useThemeStore } from './theme-store';

/**
 * The theme as the canvas needs it: its custom properties for the current device (headings are
 * smaller on tablets and phones) and the `@font-face` rules of its fonts.
 */
export function useCanvasTheme(breakpoint: Breakpoint): { vars: CSSProperties; fonts: string } {
  const theme = useThemeStore((s) => s.theme);
  return useMemo(
    () => ({
      vars: themeVariables(theme, breakpoint) as CSSProperties,
      fonts: fontFaces([theme.headingFont, theme.bodyFont]),
    }),
    [theme, breakpoint],
  );
}
