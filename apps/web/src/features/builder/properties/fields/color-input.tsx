import { isSafeColor } from '@tessera/core';
import { Input } from '@/components/ui/input';
import { compactInput, type ControlIds } from '../panel-field';

/** '#abc' and '#aabbcc' as the colour picker's '#rrggbb'; anything else (rgb(), names): null. */
export function toPickerHex(value: string): string | null {
  const v = value.trim().toLowerCase();
  if (/^#[0-9a-f]{6}$/.test(v)) return v;
  if (/^#[0-9a-f]{8}$/.test(v)) return v.slice(0, 7);
  if (/^#[0-9a-f]{3,4}$/.test(v)) return `#${[...v.slice(1, 4)].map((c) => c + c).join('')}`;
  return null;
}

interface ColorInputProps {
  ids: ControlIds;
  label: string;
  /** The text as typed. */
  text: string;
  onText: (text: string) => void;
  onPick: (hex: string) => void;
  onBlur?: () => void;
  placeholder?: string;
  /** The colour the swatch shows for the text (a theme colour's current value). */
  shown?: string;
}

/** A swatch that opens the system colour picker, beside the colour as editable text. */
export function ColorInput({
  ids,
  label,
  text,
  onText,
  onPick,
  onBlur,
  placeholder,
  shown = text,
}: ColorInputProps) {
  const hex = toPickerHex(shown);
  return (
    <div className="flex items-center gap-2">
      <span className="relative size-8 shrink-0 overflow-hidden rounded-md border border-input shadow-xs">
        <span
          aria-hidden="true"
          className="absolute inset-0 bg-[repeating-conic-gradient(#e2e8f0_0_25%,transparent_0_50%)] bg-[length:8px_8px]"
        />
        <span
          aria-hidden="true"
          className="absolute inset-0"
          style={{ background: hex ?? (isSafeColor(shown) ? shown : 'transparent') }}
        />
        <input
          type="color"
          aria-label={`${label} picker`}
          value={hex ?? '#000000'}
          onChange={(e) => onPick(e.target.value)}
          className="absolute inset-0 size-full cursor-pointer opacity-0"
        />
      </span>
      <Input
        {...ids}
        type="text"
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder ?? '#000000'}
        className={`${compactInput} font-mono text-xs`}
        value={text}
        maxLength={64}
        onChange={(e) => onText(e.target.value)}
        onBlur={onBlur}
      />
    </div>
  );
}
