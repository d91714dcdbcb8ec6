import { ActionIcon, Loader, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch, IconX } from '@tabler/icons-react';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import classes from './search-box.module.css';

/**
 * The longest search a list takes: every list query's `q` is `.max(100)` in its shared schema
 * (the `…schema.ts` files of packages/shared), so the box stops there instead of the server refusing it.
 */
export const SEARCH_MAX = 100;

/**
 * The large search box at the top of a browsing screen. Typing is debounced (250 ms) before
 * `onChange`; Enter searches at once, Escape clears. When the value changes from outside (back
 * button, "clear filters") the box follows it.
 */
export function SearchBox({
  value,
  onChange,
  label,
  placeholder,
  clearLabel,
  busy = false,
  maxLength = SEARCH_MAX,
  style,
}: {
  value: string;
  onChange: (value: string) => void;
  label: string;
  placeholder: string;
  clearLabel: string;
  busy?: boolean;
  maxLength?: number;
  style?: CSSProperties;
}) {
  const [text, setText] = useState(value);
  // the value last seen from outside and the value last sent: a change of `value` that is not
  // our own echo replaces what the box shows
  const [seen, setSeen] = useState(value);
  const [sent, setSent] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (value !== sent) {
      setText(value);
      setSent(value);
    }
  }
  const send = (v: string) => {
    const trimmed = v.trim();
    setSent(trimmed);
    onChange(trimmed);
  };
  const debounced = useDebouncedCallback(send, 250);
  const clear = () => {
    debounced.cancel();
    setText('');
    send('');
  };
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // typed into the server's page before the app took it over (public/boot.js keeps it; the hydration
    // resets the box to its state): the search goes on from there
    const early = (window as { typedBeforeApp?: WeakMap<EventTarget, string> }).typedBeforeApp?.get(input.current!);
    if (early) {
      setText(early);
      debounced(early);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on the first render's element
  }, []);
  return (
    <TextInput
      ref={input}
      type="search"
      size="lg"
      radius="md"
      style={style}
      label={label}
      labelProps={{ fz: 'sm', fw: 600, mb: 6 }}
      placeholder={placeholder}
      value={text}
      maxLength={maxLength}
      onChange={(e) => {
        setText(e.currentTarget.value);
        debounced(e.currentTarget.value);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          debounced.cancel();
          send(text);
        } else if (e.key === 'Escape' && text) {
          e.preventDefault();
          clear();
        }
      }}
      leftSection={busy ? <Loader size={18} color="brand" /> : <IconSearch size={20} aria-hidden="true" />}
      rightSection={
        text ? (
          <ActionIcon variant="subtle" color="gray.7" size="lg" aria-label={clearLabel} onClick={clear}>
            <IconX size={18} aria-hidden="true" />
          </ActionIcon>
        ) : null
      }
      autoComplete="off"
      spellCheck={false}
      enterKeyHint="search"
      classNames={{ input: classes.searchInput }}
      styles={{ input: { fontSize: 'var(--mantine-font-size-md)', background: 'white' } }}
    />
  );
}
