import { THEME_COLOR_LABELS, THEME_COLOR_NAMES, type ThemeColorName } from '@tessera/core';
import { cn } from '@/lib/cn';
import { useThemeStore } from './theme-store';

/** A theme colour as a style value: it follows the theme when the theme changes. */
export const themeColorValue = (name: ThemeColorName) => `var(--t-${name})`;

/** The colour a style value shows: a theme colour's current value, else the value itself. */
export function useShownColor(value: string): string {
  const colors = useThemeStore((s) => s.theme.colors);
  const match = /^var\(--t-([a-z]+)\)$/.exec(value.trim());
  const name = match?.[1] as ThemeColorName | undefined;
  return name && name in colors ? colors[name] : value;
}

/** The theme's colours as one-click choices for a colour style. */
export function ThemeSwatches({
  label,
  value,
  onPick,
}: {
  label: string;
  value: string;
  onPick: (css: string) => void;
}) {
  const colors = useThemeStore((s) => s.theme.colors);
  return (
    <div className="flex flex-wrap gap-1" role="group" aria-label={`${label}: theme colours`}>
      {THEME_COLOR_NAMES.map((name) => {
        const css = themeColorValue(name);
        const chosen = value.trim() === css;
        return (
          <button
            key={name}
            type="button"
            title={`${THEME_COLOR_LABELS[name]} (follows the theme)`}
            aria-label={`Theme colour ${THEME_COLOR_LABELS[name]}`}
            aria-pressed={chosen}
            onClick={() => onPick(css)}
            className={cn(
              'size-5 cursor-pointer rounded-full border border-black/10 shadow-xs',
              chosen && 'ring-2 ring-ring ring-offset-1',
            )}
            style={{ background: colors[name] }}
          />
        );
      })}
    </div>
  );
}
