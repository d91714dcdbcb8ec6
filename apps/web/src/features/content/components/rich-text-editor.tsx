import '@mantine/tiptap/styles.css';
import { FileButton, Input, Loader } from '@mantine/core';
import { Link, RichTextEditor, type RichTextEditorLabels } from '@mantine/tiptap';
import { IconPhoto } from '@tabler/icons-react';
import Image from '@tiptap/extension-image';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { IMAGE_TYPES } from '@formulab/shared/catalogue/files.schema';
import { notifyError } from '../../../components/notify.ts';
import { uploadImage } from '../api.ts';
import { errorText } from '../errors.ts';

/**
 * The rich-text editor (tiptap through @mantine/tiptap): headings, emphasis, lists, quotes, code,
 * links and — with `uploadUrl` — pictures uploaded to our file store. It is loaded only by the screens
 * that write (React.lazy), never with a reading page. The server sanitises whatever it sends.
 */
export default function RichTextEditorField({
  id,
  label,
  value,
  onChange,
  error,
  uploadUrl,
  minHeight = 260,
  required = true,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string;
  /** where pictures are uploaded; none: no picture button */
  uploadUrl?: string;
  minHeight?: number;
  /** starred unless false (an IR disclosure's summary is optional) */
  required?: boolean;
}) {
  const { t } = useTranslation();
  const [uploading, setUploading] = useState(false);
  const attributes = (): Record<string, string> => ({
    id,
    'aria-label': label,
    'aria-multiline': 'true',
    role: 'textbox',
    'aria-invalid': error ? 'true' : 'false',
    ...(error ? { 'aria-describedby': `${id}-error` } : {}),
  });
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ link: false, heading: { levels: [2, 3, 4] } }),
      Link.configure({ openOnClick: false, protocols: ['http', 'https', 'mailto'] }),
      Image.configure({ inline: false }),
    ],
    content: value,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: { attributes: attributes() },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });

  // a field error marks the editable area, so that "focus the first invalid field" finds it
  useEffect(() => {
    editor?.setOptions({ editorProps: { attributes: attributes() } });
  }, [editor, error]); // eslint-disable-line react-hooks/exhaustive-deps

  const addPicture = async (file: File | null) => {
    if (!file || !editor || !uploadUrl) return;
    setUploading(true);
    try {
      const ref = await uploadImage(uploadUrl, file);
      editor
        .chain()
        .focus()
        .setImage({ src: ref.url, alt: file.name.replace(/\.[a-z0-9]+$/i, '') })
        .run();
    } catch (err) {
      notifyError(errorText(err, t));
    } finally {
      setUploading(false);
    }
  };

  const labels: Partial<RichTextEditorLabels> = t('editor.labels', { returnObjects: true }) as Partial<RichTextEditorLabels>;
  return (
    <Input.Wrapper label={label} error={error} errorProps={{ id: `${id}-error` }} labelElement="div" required={required}>
      <RichTextEditor editor={editor} labels={labels} mt={4} style={error ? { borderColor: 'var(--mantine-color-error)' } : {}}>
        <RichTextEditor.Toolbar sticky stickyOffset={64}>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
            <RichTextEditor.ClearFormatting />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.Blockquote />
            <RichTextEditor.Hr />
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.CodeBlock />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
          {uploadUrl && (
            <RichTextEditor.ControlsGroup>
              <FileButton onChange={(f) => void addPicture(f)} accept={IMAGE_TYPES.join(',')}>
                {(props) => (
                  <RichTextEditor.Control
                    {...props}
                    aria-label={t('editor.picture')}
                    title={t('editor.picture')}
                    disabled={uploading}
                  >
                    {uploading ? <Loader size={14} /> : <IconPhoto size={16} stroke={1.5} />}
                  </RichTextEditor.Control>
                )}
              </FileButton>
            </RichTextEditor.ControlsGroup>
          )}
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={minHeight} />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
