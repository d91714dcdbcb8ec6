import { Button, FileButton } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import type { CSSProperties, ReactNode } from 'react';

/** "Attach files": a small button that opens the file picker for several files of the `accept` types. */
export function AttachFilesButton({
  accept,
  onPick,
  disabled = false,
  loading,
  style,
  children,
}: {
  accept: string;
  onPick: (files: File[]) => void;
  disabled?: boolean;
  loading?: boolean;
  style?: CSSProperties;
  children: ReactNode;
}) {
  return (
    <FileButton multiple accept={accept} onChange={onPick} disabled={disabled}>
      {(props) => (
        <Button
          {...props}
          variant="default"
          size="xs"
          leftSection={<IconPaperclip size={14} aria-hidden="true" />}
          loading={loading}
          disabled={disabled}
          style={style}
        >
          {children}
        </Button>
      )}
    </FileButton>
  );
}
