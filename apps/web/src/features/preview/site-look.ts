import { fontFaces, themeCss, type SiteTheme } from '@tessera/core';

/** The website's fonts, colours and sizes, for a document that is the site's page. */
export function siteLookCss(theme: SiteTheme | undefined): string {
  return theme
    ? fontFaces([theme.headingFont, theme.bodyFont]) +
        `body{background:${theme.colors.background}}` +
        themeCss(theme)
    : '';
}
