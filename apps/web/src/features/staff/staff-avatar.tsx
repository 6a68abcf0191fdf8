import { cn } from '@/lib/cn';

const tones = [
  'bg-indigo-100 text-indigo-700 dark:bg-indigo-500/20 dark:text-indigo-200',
  'bg-emerald-100 text-emerald-700 dark:bg-emerald-500/20 dark:text-emerald-200',
  'bg-amber-100 text-amber-800 dark:bg-amber-500/20 dark:text-amber-200',
  'bg-sky-100 text-sky-700 dark:bg-sky-500/20 dark:text-sky-200',
  'bg-rose-100 text-rose-700 dark:bg-rose-500/20 dark:text-rose-200',
];

/** 'Ana Lima' → 'AL', 'cher' → 'C'. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]!, words.at(-1)!] : words;
  return letters.map((w) => [...w][0]!.toUpperCase()).join('');
}

/** The same person always gets the same colour. */
function toneOf(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return tones[hash % tones.length]!;
}

/** A staff member's initials in a circle; the name is read out, the letters are not. */
export function StaffAvatar({ name, className }: { name: string; className?: string }) {
  return (
    <span
      title={name}
      className={cn(
        'inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-xs font-semibold ring-2 ring-card select-none',
        toneOf(name),
        className,
      )}
    >
      <span aria-hidden>{initialsOf(name)}</span>
      <span className="sr-only">{name}</span>
    </span>
  );
}

/** Overlapping avatars of who performs a service, at most `max` and then "+2". */
export function StaffAvatars({
  members,
  max = 3,
}: {
  members: { id: string; name: string }[];
  max?: number;
}) {
  const names = members.map((m) => m.name);
  if (members.length === 0) {
    return <span className="text-sm whitespace-nowrap text-muted-foreground">No staff</span>;
  }
  const shown = members.slice(0, max);
  const more = members.length - shown.length;
  return (
    <span className="flex items-center -space-x-2">
      {shown.map((member) => (
        <StaffAvatar key={member.id} name={member.name} />
      ))}
      {more > 0 ? (
        <span
          title={names.slice(max).join(', ')}
          className="inline-flex h-8 w-8 items-center justify-center rounded-full bg-muted text-xs font-medium text-muted-foreground ring-2 ring-card"
        >
          <span aria-hidden>+{more}</span>
          <span className="sr-only">and {names.slice(max).join(', ')}</span>
        </span>
      ) : null}
    </span>
  );
}
