import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { SEARCH_MAX } from '../search-box.tsx';

type Props = {
  value: string;
  onChange: (q: string) => void;
  placeholder: string;
  label: string;
  w?: number | string;
  /** the list query's cap on `q` in its shared schema: 100 for every queue (200 for the compliance rules and the console) */
  maxLength?: number;
};

/** Search box bound to the URL: debounced while typing, Enter applies at once, Esc clears, "/" focuses it. */
export function SearchField({ value, onChange, placeholder, label, w = 320, maxLength = SEARCH_MAX }: Props) {
  const { t } = useTranslation();
  const ref = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    if (value !== text.trim()) setText(value);
  }
  const push = useDebouncedCallback((q: string) => onChange(q.trim()), 300);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== '/' || e.ctrlKey || e.metaKey || e.altKey || typing(e.target)) return;
      e.preventDefault();
      ref.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  const apply = (q: string) => {
    setText(q);
    push(q);
  };
  return (
    <TextInput
      ref={ref}
      aria-label={label}
      placeholder={placeholder}
      value={text}
      maxLength={maxLength}
      w={{ base: '100%', sm: w }}
      leftSection={<IconSearch size={16} aria-hidden="true" />}
      rightSection={
        text ? (
          <CloseButton
            size="sm"
            aria-label={t('adminKit.clearSearch')}
            onClick={() => {
              setText('');
              onChange('');
            }}
          />
        ) : null
      }
      onChange={(e) => apply(e.currentTarget.value)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          onChange(text.trim());
        } else if (e.key === 'Escape' && text) {
          setText('');
          onChange('');
        }
      }}
    />
  );
}

const NON_TEXT = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file', 'image']);

/** True when the key goes into a text field (where "/" is a character, not a shortcut). */
function typing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target.tagName === 'TEXTAREA' || target.tagName === 'SELECT') return true;
  return target instanceof HTMLInputElement && !NON_TEXT.has(target.type);
}
