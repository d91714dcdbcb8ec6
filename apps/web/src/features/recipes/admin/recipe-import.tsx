import { Accordion, Anchor, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import type { RecipeImportReport, RecipeImportRequest } from '@formulab/shared/recipes/recipes.schema';
import { ImportWizard } from '../../../components/admin/index.ts';
import { formatNumber } from '../../../lib/format.ts';
import { commitRecipeImport, previewRecipeImport, templateUrl } from './admin-api.ts';
import { ImportPreview } from './import-preview.tsx';
import { ImportResult } from './import-result.tsx';
import { ACCEPT, MAX_BYTES, readRecipeFile } from './read-file.ts';

/**
 * The bulk import: choose a CSV or XLSX → see every recipe and every row's problems → import all
 * recipes at once, or none. Choosing the corrected file again starts a fresh preview.
 */
export function RecipeImport({ help, helpInline }: { help: ReactNode; helpInline: ReactNode }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const recipes = (r: RecipeImportReport) => r.recipes.length;
  return (
    <ImportWizard<RecipeImportRequest, RecipeImportReport>
      read={readRecipeFile}
      preview={previewRecipeImport}
      commit={commitRecipeImport}
      onCommitted={() => {
        void queryClient.invalidateQueries({ queryKey: ['admin-recipes'] });
        void queryClient.invalidateQueries({ queryKey: ['admin-recipe-owners'] });
      }}
      accept={ACCEPT}
      maxBytes={MAX_BYTES.csv}
      problemParams={{ max: '8 MB' }}
      copy={{
        drop: t('adminRecipes.import.drop'),
        dropHint: t('adminRecipes.import.dropHint'),
        busy: (step, name) => t(`adminRecipes.import.busy.${step}`, { name }),
        fileProblem: t('adminRecipes.import.fileProblem'),
        readAsEucKr: t('adminRecipes.import.readAsEucKr'),
        wrongType: t('adminRecipes.import.wrongType'),
        tooLarge: t('adminRecipes.import.tooLarge', { max: '8 MB' }),
        chooseOther: t('adminRecipes.import.chooseOther'),
        chooseFixed: t('adminRecipes.import.chooseFixed'),
        back: t('adminRecipes.import.back'),
        refused: (r) => ({
          title: t('adminRecipes.import.refusedTitle'),
          body: t('adminRecipes.import.refusedBody', { count: r.errorCount }),
        }),
        invalid: (r) => ({
          title: t('adminRecipes.import.hasErrorsTitle', { count: r.errorCount }),
          body: t('adminRecipes.import.hasErrors'),
        }),
        ready: (r) => t('adminRecipes.import.allReady', { count: recipes(r) }),
        commit: (r) => t('adminRecipes.import.commit', { count: recipes(r), n: formatNumber(recipes(r)) }),
        commitBlocked: t('adminRecipes.import.commitBlocked'),
      }}
      chooseExtra={
        <Text fz="sm" c="gray.7">
          {t('adminRecipes.import.templateHint')}{' '}
          <Anchor href={templateUrl('xlsx')} download fz="sm">
            {t('adminRecipes.import.templateXlsx')}
          </Anchor>
          {' · '}
          <Anchor href={templateUrl('csv')} download fz="sm">
            {t('adminRecipes.import.templateCsv')}
          </Anchor>
        </Text>
      }
      aside={help}
      previewExtra={
        <Accordion variant="contained" radius="md">
          <Accordion.Item value="help">
            <Accordion.Control>{t('adminRecipes.import.columns.title')}</Accordion.Control>
            <Accordion.Panel>{helpInline}</Accordion.Panel>
          </Accordion.Item>
        </Accordion>
      }
      renderPreview={(report) => <ImportPreview report={report} />}
      renderDone={(report, file, again) => <ImportResult report={report} fileName={file.name} onAnother={again} />}
    />
  );
}
