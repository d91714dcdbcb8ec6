import { ActionIcon, Badge, Button, Group, NativeSelect, Text, TextInput } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconGripVertical, IconTrash } from '@tabler/icons-react';
import { memo, useEffect, useRef, type Dispatch, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { PHASES } from '@formulab/shared/recipes/recipes.schema';
import type { LimitViolation } from '@formulab/shared/recipes/formulation';
import { hasTooManyDecimals, type EditorAction, type EditorLine, type Phase } from '../editor-state.ts';
import { formatPct, localName } from '../format.ts';
import classes from './editor.module.css';

/** Drag and drop of rows (native HTML5, no library): the lines editor owns the state. */
export type RowDrag = {
  start: (key: string, e: React.DragEvent) => void;
  over: (key: string, e: React.DragEvent<HTMLElement>) => void;
  drop: (key: string, e: React.DragEvent) => void;
  end: () => void;
};

type Props = {
  line: EditorLine;
  index: number;
  isLast: boolean;
  dispatch: Dispatch<EditorAction>;
  /** the first limit of a market's rules this line breaks (the rules are the only limits), or null */
  overLimit: LimitViolation | null;
  /** a translation key from the server's field errors for this line */
  serverError: string | null;
  registerInput: (key: string, el: HTMLInputElement | null) => void;
  /** Enter in a % box: on to the next line's (or the "add ingredient" box after the last) */
  focusNext: (key: string) => void;
  drag: RowDrag;
  dragging: boolean;
  drop: 'before' | 'after' | null;
};

/** Arrow keys change a %: ↑/↓ by 0.1, with Shift by 1, with Alt by 0.01. */
function stepFor(e: KeyboardEvent): number {
  const size = e.shiftKey ? 1 : e.altKey ? 0.01 : 0.1;
  return e.key === 'ArrowUp' ? size : -size;
}

/**
 * One ingredient line. Memoised: typing in one row re-renders that row only (its `line` object is
 * the only prop that changed), which keeps an 80-line recipe responsive.
 */
export const LineRow = memo(function LineRow({
  line,
  index,
  isLast,
  dispatch,
  overLimit,
  serverError,
  registerInput,
  focusNext,
  drag,
  dragging,
  drop,
}: Props) {
  const { t, i18n } = useTranslation();
  const ing = line.ingredient;
  const local = localName(ing, i18n.resolvedLanguage);
  const invalid = !Number.isFinite(line.percent);
  const tooFine = !invalid && hasTooManyDecimals(line.percentText);
  // keep keyboard focus on a move button when the row moves under it
  const moveFocus = useRef<'up' | 'down' | null>(null);
  const upRef = useRef<HTMLButtonElement>(null);
  const downRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const want = moveFocus.current;
    if (!want) return;
    moveFocus.current = null;
    const target = want === 'up' ? (index > 0 ? upRef : downRef) : !isLast ? downRef : upRef;
    target.current?.focus();
  }, [index, isLast]);
  const move = (dir: 'up' | 'down') => {
    moveFocus.current = dir;
    dispatch({ type: 'move', key: line.key, to: dir === 'up' ? index - 1 : index + 1 });
  };

  const message =
    overLimit !== null
      ? overLimit.limit === null
        ? t('recipes.line.prohibited', { market: t(`compliance.markets.${overLimit.market}`), inci: overLimit.inciName })
        : t('recipes.line.overLimit', {
            market: t(`compliance.markets.${overLimit.market}`),
            inci: overLimit.inciName,
            limit: formatPct(overLimit.limit),
          })
      : invalid
        ? t('recipes.line.notANumber')
        : tooFine
          ? t('errors.fourDecimals')
          : serverError
            ? t(serverError)
            : null;
  const messageId = `line-msg-${line.key}`;

  return (
    <li
      className={classes.row}
      data-over={overLimit !== null || undefined}
      data-dragging={dragging || undefined}
      data-drop={drop ?? undefined}
      data-testid="recipe-line"
      onDragOver={(e) => drag.over(line.key, e)}
      onDrop={(e) => drag.drop(line.key, e)}
    >
      <div
        className={classes.handle}
        draggable
        onDragStart={(e) => drag.start(line.key, e)}
        onDragEnd={drag.end}
        title={t('recipes.line.dragHint')}
        aria-hidden="true"
      >
        <IconGripVertical size={16} />
      </div>
      <div className={classes.num} aria-hidden="true">
        {index + 1}
      </div>
      <div className={classes.ing}>
        {/* the whole name, wrapped: a cut name could be another ingredient of the same start */}
        <Text fz="sm" fw={600} c="gray.9" lh={1.3} className={classes.ingName}>
          {ing.inciName}
        </Text>
        <Group gap={6} wrap="wrap" style={{ minWidth: 0, rowGap: 0 }}>
          {local && local.toLowerCase() !== ing.inciName.toLowerCase() && (
            <Text fz="xs" c="gray.7" className={classes.ingName} style={{ minWidth: 0 }}>
              {local}
            </Text>
          )}
          {ing.allergen && (
            <Badge size="xs" color="yellow.3" c="gray.9" radius="sm" style={{ flexShrink: 0 }}>
              {t('recipes.line.allergen')}
            </Badge>
          )}
          {!ing.visible && (
            <Badge size="xs" color="gray.2" c="gray.8" radius="sm" style={{ flexShrink: 0 }} title={t('recipes.line.hiddenHint')}>
              {t('recipes.line.hidden')}
            </Badge>
          )}
        </Group>
      </div>
      <TextInput
        className={`${classes.pct} ${classes.pctInput}`}
        size="xs"
        ref={(el) => registerInput(line.key, el)}
        value={line.percentText}
        onChange={(e) => dispatch({ type: 'percent', key: line.key, text: e.currentTarget.value.replace(',', '.') })}
        onKeyDown={(e) => {
          if (e.key === 'ArrowUp' || e.key === 'ArrowDown') {
            e.preventDefault();
            dispatch({ type: 'step', key: line.key, delta: stepFor(e) });
          } else if (e.key === 'Enter') {
            e.preventDefault();
            focusNext(line.key);
          }
        }}
        inputMode="decimal"
        autoComplete="off"
        placeholder="0"
        rightSection={
          <Text fz="xs" c="gray.7" aria-hidden="true">
            %
          </Text>
        }
        rightSectionWidth={22}
        aria-label={t('recipes.line.percentFor', { inci: ing.inciName })}
        aria-invalid={invalid || tooFine || overLimit !== null || !!serverError}
        aria-describedby={message ? messageId : undefined}
        error={invalid || tooFine || !!serverError || overLimit !== null}
      />
      <NativeSelect
        className={classes.phase}
        size="xs"
        value={line.phase ?? ''}
        onChange={(e) => dispatch({ type: 'phase', key: line.key, phase: (e.currentTarget.value || null) as Phase | null })}
        data={[{ value: '', label: '–' }, ...PHASES.map((p) => ({ value: p, label: p }))]}
        aria-label={t('recipes.line.phaseFor', { inci: ing.inciName })}
      />
      <TextInput
        className={classes.note}
        size="xs"
        value={line.note}
        maxLength={200}
        onChange={(e) => dispatch({ type: 'note', key: line.key, note: e.currentTarget.value })}
        placeholder={t('recipes.line.notePlaceholder')}
        aria-label={t('recipes.line.noteFor', { inci: ing.inciName })}
      />
      <div className={classes.actions}>
        <ActionIcon
          ref={upRef}
          variant="subtle"
          color="gray.7"
          size={26}
          disabled={index === 0}
          onClick={() => move('up')}
          aria-label={t('recipes.line.moveUp', { inci: ing.inciName })}
          title={t('recipes.line.moveUpShort')}
        >
          <IconArrowUp size={16} aria-hidden="true" />
        </ActionIcon>
        <ActionIcon
          ref={downRef}
          variant="subtle"
          color="gray.7"
          size={26}
          disabled={isLast}
          onClick={() => move('down')}
          aria-label={t('recipes.line.moveDown', { inci: ing.inciName })}
          title={t('recipes.line.moveDownShort')}
        >
          <IconArrowDown size={16} aria-hidden="true" />
        </ActionIcon>
        <Button
          variant="subtle"
          color="brand.8"
          c="brand.9"
          size="compact-xs"
          px={5}
          h={28}
          onClick={() => dispatch({ type: 'qs', key: line.key })}
          aria-label={t('recipes.line.qsFor', { inci: ing.inciName })}
          title={t('recipes.line.qsHint')}
        >
          q.s.
        </Button>
        <ActionIcon
          variant="subtle"
          color="red.9"
          size={26}
          onClick={() => {
            focusNext(line.key);
            dispatch({ type: 'remove', key: line.key });
          }}
          aria-label={t('recipes.line.remove', { inci: ing.inciName })}
          title={t('recipes.line.removeShort')}
        >
          <IconTrash size={16} aria-hidden="true" />
        </ActionIcon>
      </div>
      {message && (
        <Text
          id={messageId}
          className={classes.message}
          fz="xs"
          c={overLimit !== null || invalid || tooFine || serverError ? 'red.9' : 'gray.7'}
          fw={500}
          role={overLimit !== null ? undefined : 'alert'}
        >
          {message}
        </Text>
      )}
    </li>
  );
});
