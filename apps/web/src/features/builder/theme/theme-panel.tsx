import { useState } from 'react';
import { Dialog } from 'radix-ui';
import { AlertTriangle, Check, Palette, X } from 'lucide-react';
import {
  contrastWarnings,
  DEFAULT_SITE_THEME,
  THEME_COLOR_LABELS,
  THEME_COLOR_NAMES,
  THEME_FONT_IDS,
  THEME_FONTS,
  type SiteTheme,
  type ThemeColorName,
} from '@tessera/core';
import { Button } from '@/components/ui/button';
import { ColorInput, toPickerHex } from '../properties/fields/color-input';
import { PanelField } from '../properties/panel-field';
import { changeTheme, saveTheme, useThemeStore } from './theme-store';
import { ChangeDesignEntry } from '../design/change-design-entry';

const selectClass =
  'h-8 w-full rounded-md border border-input bg-background px-2 text-sm shadow-xs focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none';

const SCALES = [
  { value: 1.125, label: 'Gentle' },
  { value: 1.2, label: 'Balanced' },
  { value: 1.25, label: 'Classic' },
  { value: 1.333, label: 'Bold' },
  { value: 1.5, label: 'Dramatic' },
];
const BUTTON_STYLES: { value: SiteTheme['buttonStyle']; label: string }[] = [
  { value: 'rounded', label: 'Rounded' },
  { value: 'pill', label: 'Pill' },
  { value: 'square', label: 'Square' },
];

/** One palette colour: a swatch and its hex code; a half-typed code waits to be complete. */
function ThemeColor({ name }: { name: ThemeColorName }) {
  const value = useThemeStore((s) => s.theme.colors[name]);
  const [typed, setTyped] = useState<string | null>(null);
  const set = (hex: string) => {
    const theme = useThemeStore.getState().theme;
    changeTheme({ ...theme, colors: { ...theme.colors, [name]: hex } });
  };
  const text = typed ?? value;
  const complete = /^#[0-9a-f]{6}$/i.test(text.trim());
  return (
    <PanelField
      label={THEME_COLOR_LABELS[name]}
      error={typed !== null && !complete ? 'Use a colour such as #4f46e5' : null}
    >
      {(ids) => (
        <ColorInput
          ids={ids}
          label={THEME_COLOR_LABELS[name]}
          text={text}
          onText={(next) => {
            setTyped(next);
            const hex = toPickerHex(next);
            if (hex) set(hex);
          }}
          onPick={(hex) => {
            setTyped(null);
            set(hex);
          }}
          onBlur={() => complete && setTyped(null)}
        />
      )}
    </PanelField>
  );
}

function ThemeSelect<T extends string | number>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  return (
    <PanelField label={label}>
      {(ids) => (
        <select
          {...ids}
          className={selectClass}
          value={String(value)}
          onChange={(e) => {
            const picked = options.find((o) => String(o.value) === e.target.value);
            if (picked) onChange(picked.value);
          }}
        >
          {options.map((o) => (
            <option key={String(o.value)} value={String(o.value)}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </PanelField>
  );
}

const fontOptions = THEME_FONT_IDS.map((id) => ({ value: id, label: THEME_FONTS[id].label }));

/** Everything but the colours: fonts, sizes and shapes. */
function TypeAndShape() {
  const theme = useThemeStore((s) => s.theme);
  const set = (changes: Partial<SiteTheme>) => changeTheme({ ...theme, ...changes });
  return (
    <div className="grid grid-cols-2 gap-3">
      <ThemeSelect
        label="Heading font"
        value={theme.headingFont}
        options={fontOptions}
        onChange={(headingFont) => set({ headingFont })}
      />
      <ThemeSelect
        label="Body font"
        value={theme.bodyFont}
        options={fontOptions}
        onChange={(bodyFont) => set({ bodyFont })}
      />
      <ThemeSelect
        label="Base size"
        value={theme.baseSize}
        options={[14, 15, 16, 17, 18, 20].map((n) => ({ value: n, label: `${n} px` }))}
        onChange={(baseSize) => set({ baseSize })}
      />
      <ThemeSelect
        label="Heading scale"
        value={theme.headingScale}
        options={SCALES.map((s) => ({ ...s, label: `${s.label} (${s.value})` }))}
        onChange={(headingScale) => set({ headingScale })}
      />
      <ThemeSelect
        label="Corner radius"
        value={theme.radius}
        options={[0, 4, 8, 12, 16, 24].map((n) => ({ value: n, label: `${n} px` }))}
        onChange={(radius) => set({ radius })}
      />
      <ThemeSelect
        label="Buttons"
        value={theme.buttonStyle}
        options={BUTTON_STYLES}
        onChange={(buttonStyle) => set({ buttonStyle })}
      />
    </div>
  );
}

/** Pairs of theme colours that fail WCAG AA, said as they are. */
function ContrastCheck() {
  const theme = useThemeStore((s) => s.theme);
  const warnings = contrastWarnings(theme);
  if (warnings.length === 0) {
    return (
      <p className="flex items-center gap-2 text-xs text-emerald-700 dark:text-emerald-400">
        <Check className="h-4 w-4" aria-hidden /> Text and backgrounds pass WCAG AA contrast.
      </p>
    );
  }
  return (
    <div
      role="status"
      className="space-y-1 rounded-md border border-amber-300 bg-amber-50 p-3 text-xs text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      <p className="flex items-center gap-2 font-semibold">
        <AlertTriangle className="h-4 w-4" aria-hidden /> Hard to read for some visitors
      </p>
      <ul className="list-disc space-y-0.5 pl-5">
        {warnings.map((w) => (
          <li key={w.pair}>{w.message}</li>
        ))}
      </ul>
    </div>
  );
}

function SaveState() {
  const status = useThemeStore((s) => s.status);
  if (status === 'saving') return <span className="text-xs text-muted-foreground">Saving...</span>;
  if (status === 'failed') {
    return (
      <Button variant="outline" size="sm" onClick={() => void saveTheme()}>
        Retry saving
      </Button>
    );
  }
  return <span className="text-xs text-muted-foreground">Theme saved</span>;
}

/**
 * "Theme" in the builder's top bar: the site's palette, fonts, sizes and shapes, applied to the
 * canvas as they change and saved with the website; the live site takes them at the next publish.
 */
export function ThemeButton() {
  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>
        <Button variant="ghost" size="sm" title="Theme">
          <Palette className="h-4 w-4" aria-hidden />
          <span className="max-2xl:sr-only">Theme</span>
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Content
          data-theme-panel
          className="fixed inset-y-0 right-0 z-50 lg:top-14 flex w-full max-w-sm flex-col border-l border-border bg-card shadow-xl"
        >
          <div className="flex items-start justify-between gap-3 border-b border-border p-4">
            <div>
              <Dialog.Title className="text-base font-semibold">Site theme</Dialog.Title>
              <Dialog.Description className="mt-1 text-xs text-muted-foreground">
                Colours, fonts and shapes for every page. Published with your next publish.
              </Dialog.Description>
            </div>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label="Close">
                <X className="h-4 w-4" />
              </Button>
            </Dialog.Close>
          </div>
          <div className="flex-1 space-y-5 overflow-y-auto p-4">
            <ChangeDesignEntry />
            <section aria-labelledby="theme-colours" className="space-y-3">
              <h3 id="theme-colours" className="text-xs font-semibold tracking-wide uppercase">
                Colours
              </h3>
              <div className="grid grid-cols-2 gap-3">
                {THEME_COLOR_NAMES.map((name) => (
                  <ThemeColor key={name} name={name} />
                ))}
              </div>
              <ContrastCheck />
            </section>
            <section aria-labelledby="theme-type" className="space-y-3">
              <h3 id="theme-type" className="text-xs font-semibold tracking-wide uppercase">
                Type and shape
              </h3>
              <TypeAndShape />
            </section>
          </div>
          <div className="flex items-center justify-between gap-2 border-t border-border p-4">
            <SaveState />
            <Button variant="outline" size="sm" onClick={() => changeTheme(DEFAULT_SITE_THEME)}>
              Reset to default
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
