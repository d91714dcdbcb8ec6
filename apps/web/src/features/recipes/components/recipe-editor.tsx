import { Alert, Box, Button, Group, Stack, Text } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { useNavigate } from 'react-router';
import type { RecipeDetail } from '@formulab/shared/recipes/recipes.schema';
import { notifyError, notifySuccess } from '../../../components/notify.ts';
import { errorKey } from '../../../lib/api.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { createRecipe, recipeQuery } from '../api.ts';
import { toInput } from '../editor-state.ts';
import { useRecipeEditor } from '../use-recipe-editor.ts';
import { useUnsavedGuard } from '../use-unsaved-guard.ts';
import { computeLabels } from '../labels-live.ts';
import { HistoryDrawer } from './history-drawer.tsx';
import { LinesEditor } from './lines-editor.tsx';
import { LivePanel } from './live-panel.tsx';
import { MarketsPanel } from './markets-panel.tsx';
import { ComplianceFile } from './compliance-file.tsx';
import { EditorHeader } from './editor-header.tsx';
import { RecipeFacts } from './recipe-facts.tsx';
import { SaveBar } from './save-bar.tsx';
import { UnsavedModal } from './unsaved-modal.tsx';
import classes from './editor.module.css';
import { copyName } from '../format.ts';

/**
 * The recipe editor: facts and lines on the left, the live panel on the right (sticky), a save bar
 * at the bottom. `recipe` null = a new recipe (/new-recipes); after its first save the screen moves
 * to /recipes/:id.
 */
export function RecipeEditor({ recipe, backTo = '/recipes' }: { recipe: RecipeDetail | null; backTo?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const ed = useRecipeEditor(recipe);
  const { blocker, allowNextNavigation } = useUnsavedGuard(ed.dirty);
  // after the first save of a new recipe the address becomes the recipe's own
  useEffect(() => {
    if (!ed.created) return;
    allowNextNavigation();
    navigate(`/recipes/${ed.created}`, { replace: true });
  }, [ed.created, allowNextNavigation, navigate]);
  const [historyOpen, setHistoryOpen] = useState(false);
  const openHistory = useCallback(() => setHistoryOpen(true), []);
  const closeHistory = useCallback(() => setHistoryOpen(false), []);
  // the lines' % inputs by line key: warnings in the live panel jump to their line
  const [inputs] = useState(() => new Map<string, HTMLInputElement>());
  const saved = ed.saved;
  // memoised: the Markets panel is memo'd and re-renders only when its verdict changes
  const savedMarkets = saved?.targetMarkets.join();
  const complianceExtra = useMemo(
    () => (saved ? <ComplianceFile recipeId={saved.id} markets={saved.targetMarkets} dirty={ed.dirty} /> : undefined),
    [saved?.id, savedMarkets, ed.dirty], // eslint-disable-line react-hooks/exhaustive-deps
  );
  useDocumentTitle(saved ? saved.name : t('screens.newRecipes.title'));
  // one label list per target market, on the live panel's deferred lines and the verdict's allergens
  const labels = useMemo(
    () => computeLabels(ed.complianceLines, ed.draft.targetMarkets, ed.compliance, ed.substanceNames),
    [ed.complianceLines, ed.draft.targetMarkets, ed.compliance, ed.substanceNames],
  );

  useHotkeys([['mod+S', () => void ed.save(), { preventDefault: true }]], []);

  const focusLine = useCallback(
    (key: string) => {
      const el = inputs.get(key);
      if (!el) return;
      el.scrollIntoView({ block: 'center', behavior: 'smooth' });
      el.focus({ preventScroll: true });
      el.select();
      const row = el.closest('li');
      row?.removeAttribute('data-flash');
      // restart the highlight animation
      void row?.getBoundingClientRect();
      row?.setAttribute('data-flash', '');
    },
    [inputs],
  );

  const reload = async () => {
    if (!saved) return;
    try {
      const fresh = await queryClient.fetchQuery({ ...recipeQuery(saved.id), staleTime: 0 });
      ed.loadSaved(fresh);
      notifySuccess(t('recipes.conflict.reloadedTitle'), t('recipes.conflict.reloaded', { n: fresh.revision }));
    } catch (err) {
      notifyError(t(errorKey(err)));
    }
  };
  const saveAsCopy = async () => {
    try {
      const input = toInput(ed.draft);
      const c = await createRecipe({ ...input, name: copyName(input.name, (name) => t('recipes.actions.copyName', { name })) });
      allowNextNavigation();
      void queryClient.invalidateQueries({ queryKey: ['recipes'] });
      navigate(`/recipes/${c.id}`);
    } catch (err) {
      notifyError(t(errorKey(err)));
    }
  };

  const { loadSaved } = ed;
  const onRestored = useCallback(
    (r: RecipeDetail) => {
      loadSaved(r);
      void queryClient.invalidateQueries({ queryKey: ['recipes'] });
    },
    [loadSaved, queryClient],
  );
  const fieldErrors = useMemo(
    () => Object.fromEntries(Object.entries(ed.errors.fields).map(([k, v]) => [k, t(v)])),
    [ed.errors.fields, t],
  );
  const title = ed.draft.name.trim() || (saved ? saved.name : t('recipes.editor.untitled'));

  return (
    <Stack gap="md" pb="md">
      <EditorHeader
        title={title}
        backTo={backTo}
        saved={saved}
        dirty={ed.dirty}
        onHistory={openHistory}
        onChanged={ed.patchSaved}
        allowNextNavigation={allowNextNavigation}
      />

      {ed.conflict && (
        <Alert
          color="red"
          icon={<IconAlertTriangle size={18} aria-hidden="true" />}
          title={t('recipes.conflict.title')}
          role="alert"
        >
          <Stack gap="xs">
            <Text fz="sm">{t('recipes.conflict.body')}</Text>
            <Group gap="xs">
              <Button size="xs" color="red.9" onClick={() => void reload()}>
                {t('recipes.conflict.reload')}
              </Button>
              <Button size="xs" variant="default" onClick={() => void saveAsCopy()}>
                {t('recipes.conflict.saveCopy')}
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
      {ed.errors.general && (
        <Alert color="red" role="alert">
          {t(ed.errors.general)}
        </Alert>
      )}

      {/* After the first save the screen moves to /recipes/:id, where a new editor starts from the saved
          recipe: until then this one takes no input, or a keystroke typed in between would be lost. */}
      <fieldset disabled={!!ed.created} aria-busy={!!ed.created} style={{ display: 'contents' }}>
        <div className={classes.workspace}>
          <Stack gap="md" style={{ minWidth: 0 }}>
            <RecipeFacts
              name={ed.draft.name}
              productType={ed.draft.productType}
              description={ed.draft.description}
              functionIds={ed.draft.functionIds}
              visibility={ed.draft.visibility}
              dispatch={ed.dispatch}
              errors={fieldErrors}
              defaultDetailsOpen={!recipe}
            />
            <LinesEditor
              lines={ed.draft.lines}
              dispatch={ed.dispatch}
              overLimit={ed.live.overLimit}
              lineErrors={ed.errors.lines}
              inputs={inputs}
            />
            <SaveBar
              isNew={!saved}
              dirty={ed.dirty}
              saving={ed.saving}
              onSave={() => void ed.save()}
              note={ed.note}
              onNote={ed.setNote}
              live={ed.live}
            />
          </Stack>
          <Box className={classes.sticky}>
            <LivePanel
              live={ed.live}
              hasProductType={!!ed.draft.productType}
              onFocusLine={focusLine}
              costing={ed.draft.costing}
              dispatch={ed.dispatch}
              packaging={ed.packaging.parts}
              labels={labels}
            />
            <Box mt="md">
              <MarketsPanel
                targetMarkets={ed.draft.targetMarkets}
                forChildren={ed.draft.forChildren}
                childrenAge={ed.draft.childrenAge}
                childrenAgeError={fieldErrors.childrenAge}
                dispatch={ed.dispatch}
                verdict={ed.compliance}
                lines={ed.complianceLines}
                markets={ed.markets}
                rulesStatus={ed.rulesStatus}
                onRetry={ed.retryRules}
                onFocusLine={focusLine}
                extra={complianceExtra}
              />
            </Box>
          </Box>
        </div>
      </fieldset>

      {saved && (
        <HistoryDrawer
          opened={historyOpen}
          onClose={closeHistory}
          recipeId={saved.id}
          currentRevision={saved.revision}
          dirty={ed.dirty}
          onRestored={onRestored}
        />
      )}
      <UnsavedModal blocker={blocker} />
    </Stack>
  );
}
