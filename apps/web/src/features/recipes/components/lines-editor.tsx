import { Button, Group, Menu, Stack, Text, Title } from '@mantine/core';
import { IconChevronDown, IconDroplet, IconFlask } from '@tabler/icons-react';
import { memo, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState, type Dispatch } from 'react';
import { EditorPanel } from './editor-panel.tsx';
import { useTranslation } from '../../../i18n/react.ts';
import type { LineIngredient } from '@formulab/shared/recipes/recipes.schema';
import type { LimitViolation } from '@formulab/shared/recipes/formulation';
import { newLineKey, waterLineKey, type EditorAction, type EditorLine } from '../editor-state.ts';
import { IngredientAdder } from './ingredient-adder.tsx';
import { LineRow, type RowDrag } from './line-row.tsx';
import classes from './editor.module.css';

type Props = {
  lines: EditorLine[];
  dispatch: Dispatch<EditorAction>;
  overLimit: ReadonlyMap<string, LimitViolation>;
  lineErrors: ReadonlyMap<string, string>;
  /** registry of the % inputs, so warnings in the live panel can jump to a line */
  inputs: Map<string, HTMLInputElement>;
};

/** The ordered ingredient lines: add by typing, edit %, phase and note, reorder, q.s. to 100 %. */
export function LinesEditor({ lines, dispatch, overLimit, lineErrors, inputs }: Props) {
  const { t } = useTranslation();
  const adderRef = useRef<HTMLInputElement>(null);
  const pendingFocus = useRef<string | null>(null);
  const linesRef = useRef(lines);
  useEffect(() => {
    linesRef.current = lines;
    // a line just added: its % box takes the focus
    const key = pendingFocus.current;
    if (key && inputs.has(key)) {
      pendingFocus.current = null;
      const el = inputs.get(key)!;
      el.focus();
      el.scrollIntoView({ block: 'nearest' });
    }
  }, [lines, inputs]);

  const registerInput = useCallback(
    (key: string, el: HTMLInputElement | null) => {
      if (el) inputs.set(key, el);
      else inputs.delete(key);
    },
    [inputs],
  );
  const focusNext = useCallback(
    (key: string) => {
      const all = linesRef.current;
      const i = all.findIndex((l) => l.key === key);
      const next = all[i + 1];
      const el = next ? inputs.get(next.key) : null;
      if (el) {
        el.focus();
        el.select();
      } else adderRef.current?.focus();
    },
    [inputs],
  );
  const add = useCallback(
    (ingredient: LineIngredient) => {
      const key = newLineKey();
      pendingFocus.current = key;
      dispatch({ type: 'add', ingredient, key });
    },
    [dispatch],
  );

  // drag and drop: the dragged key in state (its row dims), the drop position shown on the target row
  const [dragKey, setDragKey] = useState<string | null>(null);
  const [dropAt, setDropAt] = useState<{ key: string; pos: 'before' | 'after' } | null>(null);
  const dragKeyRef = useRef<string | null>(null);
  const dropRef = useRef(dropAt);
  const drag = useMemo<RowDrag>(() => {
    const showDrop = (d: { key: string; pos: 'before' | 'after' } | null) => {
      dropRef.current = d;
      setDropAt(d);
    };
    return {
      start: (key, e) => {
        dragKeyRef.current = key;
        setDragKey(key);
        e.dataTransfer.effectAllowed = 'move';
        e.dataTransfer.setData('text/plain', key);
        const row = (e.currentTarget as HTMLElement).closest('li');
        if (row) e.dataTransfer.setDragImage(row, 12, 16);
      },
      over: (key, e) => {
        if (!dragKeyRef.current) return;
        e.preventDefault();
        const r = e.currentTarget.getBoundingClientRect();
        const pos = e.clientY < r.top + r.height / 2 ? 'before' : 'after';
        if (dropRef.current?.key !== key || dropRef.current.pos !== pos) showDrop({ key, pos });
      },
      drop: (key, e) => {
        e.preventDefault();
        const from = dragKeyRef.current;
        const pos = dropRef.current?.pos ?? 'before';
        if (from && from !== key) {
          const all = linesRef.current;
          const fromIdx = all.findIndex((l) => l.key === from);
          let to = all.findIndex((l) => l.key === key) + (pos === 'after' ? 1 : 0);
          if (fromIdx < to) to -= 1;
          dispatch({ type: 'move', key: from, to });
        }
        dragKeyRef.current = null;
        setDragKey(null);
        showDrop(null);
      },
      end: () => {
        dragKeyRef.current = null;
        setDragKey(null);
        showDrop(null);
      },
    };
  }, [dispatch]);

  // the toolbar and the adder only need the lines' ingredients: they follow a deferred copy, so a
  // keystroke in a % box re-renders that row and nothing else right away
  const deferredLines = useDeferredValue(lines);
  // what the toolbar and the adder show changes only when lines are added, removed or moved
  const structure = deferredLines.map((l) => `${l.key}\u0000${l.ingredient.id}\u0000${l.ingredient.inciName}`).join('\u0001');
  const targets = useMemo(
    () => (structure ? structure.split('\u0001').map((x) => x.split('\u0000') as [string, string, string]) : []),
    [structure],
  );
  const addedIds = useMemo(() => new Set(targets.map(([, id]) => id)), [targets]);
  const qs = useCallback(
    (key: string) => {
      dispatch({ type: 'qs', key });
      inputs.get(key)?.focus();
    },
    [dispatch, inputs],
  );

  return (
    <EditorPanel component="section" compact aria-labelledby="recipe-lines-title">
      <Stack gap="sm">
        <LinesToolbar targets={targets} onQs={qs} />

        <IngredientAdder onAdd={add} addedIds={addedIds} inputRef={adderRef} />

        {lines.length === 0 ? (
          <Stack align="center" ta="center" gap={6} py="xl" c="gray.7">
            <IconFlask size={36} stroke={1.4} aria-hidden="true" color="var(--mantine-color-brand-6)" />
            <Text fw={600} c="gray.9">
              {t('recipes.lines.emptyTitle')}
            </Text>
            <Text fz="sm" maw={420}>
              {t('recipes.lines.emptyBody')}
            </Text>
          </Stack>
        ) : (
          <div className={classes.lines}>
            <div className={classes.head} aria-hidden="true">
              <span />
              <span>#</span>
              <span>{t('recipes.lines.ingredient')}</span>
              <span style={{ textAlign: 'right', paddingRight: 24 }}>{t('recipes.lines.percent')}</span>
              <span>{t('recipes.lines.phase')}</span>
              <span>{t('recipes.lines.note')}</span>
              <span />
            </div>
            <ol style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-labelledby="recipe-lines-title">
              {lines.map((line, i) => (
                <LineRow
                  key={line.key}
                  line={line}
                  index={i}
                  isLast={i === lines.length - 1}
                  dispatch={dispatch}
                  overLimit={overLimit.get(line.key) ?? null}
                  serverError={lineErrors.get(line.key) ?? null}
                  registerInput={registerInput}
                  focusNext={focusNext}
                  drag={drag}
                  dragging={dragKey === line.key}
                  drop={dropAt?.key === line.key ? dropAt.pos : null}
                />
              ))}
            </ol>
            <Text fz="xs" c="gray.7" mt="xs">
              {t('recipes.lines.keyboardHint')}
            </Text>
          </div>
        )}
      </Stack>
    </EditorPanel>
  );
}

/** Title with the line count, and "q.s. to 100 %" with the water line (or a chosen one). */
const LinesToolbar = memo(function LinesToolbar({
  targets,
  onQs,
}: {
  targets: [key: string, id: string, inci: string][];
  onQs: (key: string) => void;
}) {
  const { t } = useTranslation();
  const lines = targets.map(([key, , inciName]) => ({ key, ingredient: { inciName } }));
  const water = waterLineKey(lines);
  const waterLine = water ? lines.find((l) => l.key === water) : undefined;
  const qs = onQs;
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap" gap="xs">
      <Title order={2} fz="lg" c="gray.9" id="recipe-lines-title">
        {t('recipes.lines.title')}{' '}
        <Text component="span" fz="sm" c="gray.7" fw={500} className="tabular">
          {t('recipes.lines.count', { count: lines.length })}
        </Text>
      </Title>
      {lines.length > 0 && (
        <Group gap={0} wrap="nowrap">
          {waterLine && (
            <Button
              size="xs"
              variant="light"
              color="brand"
              c="brand.9"
              leftSection={<IconDroplet size={14} aria-hidden="true" />}
              onClick={() => qs(waterLine.key)}
              style={{ borderTopRightRadius: 0, borderBottomRightRadius: 0 }}
            >
              {t('recipes.lines.qsWith', { inci: waterLine.ingredient.inciName })}
            </Button>
          )}
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              {waterLine ? (
                <Button
                  size="xs"
                  variant="light"
                  color="brand"
                  c="brand.9"
                  px={6}
                  aria-label={t('recipes.lines.qsChoose')}
                  style={{
                    borderTopLeftRadius: 0,
                    borderBottomLeftRadius: 0,
                    borderLeft: '1px solid var(--mantine-color-brand-2)',
                  }}
                >
                  <IconChevronDown size={14} aria-hidden="true" />
                </Button>
              ) : (
                <Button
                  size="xs"
                  variant="light"
                  color="brand"
                  c="brand.9"
                  rightSection={<IconChevronDown size={14} aria-hidden="true" />}
                >
                  {t('recipes.lines.qsChoose')}
                </Button>
              )}
            </Menu.Target>
            <Menu.Dropdown mah={320} style={{ overflowY: 'auto' }}>
              <Menu.Label>{t('recipes.lines.qsMenuLabel')}</Menu.Label>
              {lines.map((l) => (
                <Menu.Item key={l.key} onClick={() => qs(l.key)}>
                  {l.ingredient.inciName}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        </Group>
      )}
    </Group>
  );
});
