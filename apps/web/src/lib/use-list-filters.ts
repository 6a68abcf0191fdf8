import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list screen's search box and one choice (a status, a type), kept in the address so a
 * filtered list can be reloaded and shared. The search applies 300 ms after the last key.
 */
export function useListFilters<T extends string>(key: string, choices: readonly T[], fallback: T) {
  const [params, setParams] = useSearchParams();
  const raw = params.get(key);
  const choice = (choices.includes(raw as T) ? raw : fallback) as T;
  const search = params.get('q') ?? '';
  const [typed, setTyped] = useState(search);

  const set = (name: string, value: string, empty: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value && value !== empty) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );

  useEffect(() => {
    if (typed === search) return;
    const timer = setTimeout(() => set('q', typed.trim(), ''), 300);
    return () => clearTimeout(timer);
  });

  return {
    search,
    typed,
    setTyped,
    choice,
    setChoice: (value: T) => set(key, value, fallback),
    clear: () => {
      setTyped('');
      setParams(new URLSearchParams(), { replace: true });
    },
  };
}
