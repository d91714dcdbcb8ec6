import { ActionIcon, CloseButton, FileButton, Group, Text, Textarea, Tooltip } from '@mantine/core';
import { IconPaperclip, IconSend } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { CHAT_BODY_MAX } from '@formulab/shared/chat/chat.schema';
import classes from './chat.module.css';

const IMAGE_MAX = 10 * 1024 * 1024;
const PDF_MAX = 20 * 1024 * 1024;
const ACCEPT = 'image/jpeg,image/png,image/webp,application/pdf';

/** Checked before anything is sent (the server checks again): the translation key of the problem, or null. */
export function fileProblem(file: File): string | null {
  if (file.type === 'application/pdf') return file.size > PDF_MAX ? 'errors.documentTooLarge' : null;
  if (['image/jpeg', 'image/png', 'image/webp'].includes(file.type)) return file.size > IMAGE_MAX ? 'errors.imageTooLarge' : null;
  return 'chat.fileType';
}

/**
 * The message box: Enter sends, Shift+Enter starts a new line; a paperclip attaches one image or PDF.
 * What was typed stays until it is handed over, and comes back to nothing only then.
 */
export function Composer({
  onSend,
  onKeystroke,
  disabled,
  focusOnMount,
}: {
  onSend: (body: string, file: File | null) => void;
  onKeystroke: () => void;
  disabled?: boolean;
  /** the panel just opened: the message box takes the focus */
  focusOnMount?: boolean;
}) {
  const { t } = useTranslation();
  const [body, setBody] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const tooLong = body.length > CHAT_BODY_MAX;
  // a box still disabled (the chat loading) cannot take focus: it takes it once enabled, once
  const focused = useRef(false);
  useEffect(() => {
    if (!focusOnMount || disabled || focused.current) return;
    input.current?.focus();
    focused.current = true;
  }, [focusOnMount, disabled]);
  const canSend = !disabled && !tooLong && (body.trim().length > 0 || file !== null);

  const send = () => {
    if (!canSend) return;
    onSend(body, file);
    setBody('');
    setFile(null);
    setProblem(null);
    input.current?.focus();
  };

  return (
    <form
      className={classes.composer}
      onSubmit={(e) => {
        e.preventDefault();
        send();
      }}
    >
      {file && (
        <Group gap={6} px={4} pb={4} wrap="nowrap">
          <IconPaperclip size={14} color="var(--mantine-color-gray-7)" style={{ flexShrink: 0 }} aria-hidden="true" />
          <Text fz="xs" truncate c="gray.8" data-testid="chat-attachment">
            {file.name}
          </Text>
          <CloseButton size="sm" aria-label={t('chat.removeFile')} onClick={() => setFile(null)} />
        </Group>
      )}
      {problem && (
        <Text fz="xs" c="red.8" px={4} pb={4} role="alert">
          {t(problem)}
        </Text>
      )}
      <Group gap={6} align="flex-end" wrap="nowrap">
        <FileButton
          accept={ACCEPT}
          onChange={(f) => {
            if (!f) return;
            const p = fileProblem(f);
            setProblem(p);
            if (!p) setFile(f);
          }}
        >
          {(props) => (
            <Tooltip label={t('chat.attach')} openDelay={400}>
              <ActionIcon {...props} variant="subtle" color="dark" size="lg" aria-label={t('chat.attach')} disabled={disabled}>
                <IconPaperclip size={18} aria-hidden="true" />
              </ActionIcon>
            </Tooltip>
          )}
        </FileButton>
        <Textarea
          ref={input}
          className={classes.input}
          aria-label={t('chat.message')}
          placeholder={t('chat.placeholder')}
          autosize
          minRows={1}
          maxRows={5}
          value={body}
          disabled={disabled}
          error={tooLong ? t('errors.tooLong') : undefined}
          onChange={(e) => {
            setBody(e.currentTarget.value);
            if (e.currentTarget.value.trim()) onKeystroke();
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              send();
            }
          }}
        />
        <ActionIcon type="submit" size="lg" color="brand.8" variant="filled" aria-label={t('chat.send')} disabled={!canSend}>
          <IconSend size={18} aria-hidden="true" />
        </ActionIcon>
      </Group>
    </form>
  );
}
