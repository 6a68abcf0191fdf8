import { useId } from 'react';
import { RadioGroup } from 'radix-ui';
import { Monitor, Moon, Sun } from 'lucide-react';
import type { Preferences, Theme, User } from '@tessera/core';
import { Switch } from '@/components/ui/switch';
import { TimezoneSelect } from '@/features/websites/timezone-select';
import { cn } from '@/lib/cn';
import { notify } from '@/lib/toast';
import { useThemeStore } from '@/stores/theme-store';
import { SettingsSection } from './settings-section';
import { useUpdateProfile } from './use-profile';

const themeOptions: { value: Theme; label: string; icon: typeof Sun }[] = [
  { value: 'light', label: 'Light', icon: Sun },
  { value: 'dark', label: 'Dark', icon: Moon },
  { value: 'system', label: 'System', icon: Monitor },
];

const switches: {
  key: 'notifications' | 'emailUpdates';
  label: string;
  text: string;
}[] = [
  {
    key: 'notifications',
    label: 'Notifications',
    text: 'New orders, bookings and form submissions in the dashboard.',
  },
  {
    key: 'emailUpdates',
    label: 'Email updates',
    text: 'A message when something needs your attention.',
  },
];

function SwitchRow(props: {
  label: string;
  text: string;
  checked: boolean;
  onChange: (v: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-4 py-4">
      <div>
        <label htmlFor={id} className="text-sm font-medium">
          {props.label}
        </label>
        <p className="text-sm text-muted-foreground">{props.text}</p>
      </div>
      <Switch id={id} checked={props.checked} onCheckedChange={props.onChange} />
    </div>
  );
}

export function PreferencesSection({ user }: { user: User }) {
  const update = useUpdateProfile();
  const setTheme = useThemeStore((s) => s.setTheme);
  const timezoneId = useId();

  const save = (
    changes: { preferences?: Partial<Preferences>; timezone?: string },
    undo?: () => void,
  ) => {
    update.mutate(changes, {
      onSuccess: () => notify.success('Preferences saved'),
      onError: () => {
        undo?.();
        notify.error('Failed to update profile');
      },
    });
  };

  const chooseTheme = (value: string) => {
    const theme = value as Theme;
    const previous = user.preferences.theme;
    setTheme(theme); // applied across the app at once; the server copy follows
    save({ preferences: { theme } }, () => setTheme(previous));
  };

  return (
    <SettingsSection
      id="preferences"
      title="Preferences"
      description="How Tessera looks and keeps you informed."
    >
      <div className="space-y-8">
        <fieldset>
          <legend className="text-sm font-medium">Theme</legend>
          <RadioGroup.Root
            value={user.preferences.theme}
            onValueChange={chooseTheme}
            aria-label="Theme"
            className="mt-3 grid grid-cols-3 gap-3 sm:max-w-md"
          >
            {themeOptions.map(({ value, label, icon: Icon }) => (
              <RadioGroup.Item
                key={value}
                value={value}
                aria-label={label}
                className={cn(
                  'flex cursor-pointer flex-col items-center gap-2 rounded-lg border border-border bg-background px-3 py-4 text-sm font-medium transition-colors hover:bg-muted',
                  'data-[state=checked]:border-primary data-[state=checked]:bg-accent data-[state=checked]:text-accent-foreground',
                )}
              >
                <Icon className="h-5 w-5" aria-hidden />
                {label}
              </RadioGroup.Item>
            ))}
          </RadioGroup.Root>
        </fieldset>

        <div className="sm:max-w-sm">
          <label htmlFor={timezoneId} className="text-sm font-medium">
            Time zone
          </label>
          <p id={`${timezoneId}-hint`} className="text-sm text-muted-foreground">
            Your own zone. Each website keeps its own for bookings and analytics.
          </p>
          <div className="mt-1.5">
            <TimezoneSelect
              id={timezoneId}
              aria-describedby={`${timezoneId}-hint`}
              value={user.timezone}
              onChange={(zone) => {
                if (zone !== user.timezone) save({ timezone: zone });
              }}
            />
          </div>
        </div>

        <div className="divide-y divide-border border-t border-border">
          {switches.map(({ key, label, text }) => (
            <SwitchRow
              key={key}
              label={label}
              text={text}
              checked={user.preferences[key]}
              onChange={(checked) => save({ preferences: { [key]: checked } })}
            />
          ))}
        </div>
      </div>
    </SettingsSection>
  );
}
