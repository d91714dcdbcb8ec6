import { useId, type ReactNode } from 'react';
import classes from './segmented.module.css';

/**
 * Mantine's SegmentedControl as it looks and reads (a radio group: arrow keys move the choice, a
 * label names each radio), without its floating indicator: that one measures both elements in an
 * effect, which forced the browser's first style and layout into the first render's task on every
 * page (the header's language switch is always rendered, hidden on a phone). Here the chosen item
 * draws its own background. For the controls on every page's first render; elsewhere Mantine's.
 */
export function Segmented<T extends string>({
  value,
  onChange,
  data,
  size = 'sm',
  'aria-label': label,
}: {
  value: T;
  onChange: (value: T) => void;
  data: { value: T; label: ReactNode }[];
  size?: 'xs' | 'sm';
  'aria-label': string;
}) {
  const name = useId();
  return (
    <div role="radiogroup" aria-label={label} className={classes.root} data-size={size}>
      {data.map((option) => (
        <label key={option.value} className={classes.item} data-active={option.value === value || undefined}>
          <input
            type="radio"
            className={classes.input}
            name={name}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
    </div>
  );
}
