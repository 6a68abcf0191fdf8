import { useState } from 'react';
import { Input, NativeSelect } from '@/components/ui/input';
import { compactInput } from '../panel-field';
import { LinkControl } from './link-control';
import { useOpenPageSections, useSavedPageSections, type SectionTarget } from './use-link-targets';

interface SectionSelectProps {
  pageId: string;
  /** The page open in the editor: its sections are read from the editor, unsaved edits included. */
  isOpenPage: boolean;
  anchor: string;
  /** `typed` when the anchor is being typed rather than chosen. */
  onChange: (anchor: string, typed: boolean) => void;
  onLeave: () => void;
  context?: string | undefined;
  error: string | null;
}

// Anchors are lowercase letters, digits and hyphens, so this value is never one.
const OTHER = '__other__';

/** The section of the chosen page a link leads to. */
export function SectionSelect(props: SectionSelectProps) {
  return props.isOpenPage ? <OpenPageSections {...props} /> : <SavedPageSections {...props} />;
}

function OpenPageSections(props: SectionSelectProps) {
  const sections = useOpenPageSections();
  return <SectionChoice {...props} sections={sections} />;
}

function SavedPageSections(props: SectionSelectProps) {
  const { sections, loading } = useSavedPageSections(props.pageId);
  // While the page loads, or when it cannot be read, the anchor is typed.
  return <SectionChoice {...props} sections={loading ? [] : (sections ?? [])} />;
}

/**
 * A select of the page's anchored sections when it has any, with "another anchor" for one not
 * given yet; otherwise the anchor is typed.
 */
function SectionChoice({
  sections,
  anchor,
  onChange,
  onLeave,
  context,
  error,
}: SectionSelectProps & { sections: SectionTarget[] }) {
  const known = sections.some((s) => s.anchor === anchor);
  const [typing, setTyping] = useState(false);
  if (sections.length === 0 || typing || (anchor !== '' && !known)) {
    return (
      <LinkControl
        label="Section anchor"
        context={context}
        error={error}
        hint={
          sections.length === 0
            ? 'Give the section an Anchor in its properties, then use it here'
            : 'The Anchor given to a section of that page'
        }
      >
        {(ids) => (
          <div className="flex gap-1">
            <Input
              {...ids}
              type="text"
              autoComplete="off"
              spellCheck={false}
              placeholder="opening-hours"
              className={compactInput}
              value={anchor}
              maxLength={60}
              onChange={(e) => onChange(e.target.value, true)}
              onBlur={onLeave}
            />
            {sections.length > 0 ? (
              <button
                type="button"
                className="shrink-0 cursor-pointer rounded-md px-2 text-xs text-primary hover:underline"
                onClick={() => {
                  setTyping(false);
                  onChange(sections[0]!.anchor, false);
                }}
              >
                {context ? <span className="sr-only">{context} </span> : null}
                Choose from list
              </button>
            ) : null}
          </div>
        )}
      </LinkControl>
    );
  }
  return (
    <LinkControl label="Section" context={context} error={error}>
      {(ids) => (
        <NativeSelect
          {...ids}
          className={compactInput}
          value={anchor}
          onChange={(e) => {
            if (e.target.value === OTHER) {
              setTyping(true);
              onChange('', false);
            } else onChange(e.target.value, false);
          }}
        >
          {anchor === '' ? (
            <option value="" disabled>
              Choose a section…
            </option>
          ) : null}
          {sections.map((s) => (
            <option key={s.anchor} value={s.anchor}>
              {s.name} (#{s.anchor})
            </option>
          ))}
          <option value={OTHER}>Another anchor…</option>
        </NativeSelect>
      )}
    </LinkControl>
  );
}
