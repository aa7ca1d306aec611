import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId } from 'react';
import { useInput } from 'react-admin';
import { RichTextToolbar } from './rich-text-toolbar';

/** The editor holds only what the server keeps (docs/requirements.md#content); anything else pasted goes. */
const extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    underline: false,
    link: { openOnClick: false, autolink: true, defaultProtocol: 'https', protocols: ['mailto'] },
  }),
];

/**
 * A blog post's body as HTML, written with a small toolbar. After a save the form holds the server's
 * cleaned body, and the editor shows it: what the site will show.
 */
export function RichTextInput({ source, label, helperText }: { source: string; label: string; helperText?: string }) {
  const { field, fieldState } = useInput({ source });
  const labelId = useId();
  const noteId = useId();
  const error = fieldState.error?.message;
  const editor = useEditor({
    extensions,
    content: typeof field.value === 'string' ? field.value : '',
    shouldRerenderOnTransaction: true,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        'aria-describedby': noteId,
      },
    },
    onUpdate: ({ editor: changed }) => field.onChange(changed.isEmpty ? '' : changed.getHTML()),
    onBlur: () => field.onBlur(),
  });

  // a value from outside (the saved record, a restored version) replaces what the editor shows
  useEffect(() => {
    if (!editor) return;
    const value = typeof field.value === 'string' ? field.value : '';
    const shown = editor.isEmpty ? '' : editor.getHTML();
    if (value !== shown) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, field.value]);

  useEffect(() => {
    editor?.setOptions({
      editorProps: {
        attributes: {
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-labelledby': labelId,
          'aria-describedby': noteId,
          'aria-invalid': error ? 'true' : 'false',
        },
      },
    });
  }, [editor, error, labelId, noteId]);

  return (
    <Box sx={{ width: '100%', my: 1 }}>
      <FormLabel id={labelId} error={Boolean(error)} sx={{ display: 'block', mb: 0.5 }}>
        {label}
      </FormLabel>
      <Box
        sx={{
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1,
          '& .ProseMirror': { minHeight: 240, px: 2, py: 1, outline: 'none', overflowWrap: 'anywhere' },
          '& .ProseMirror:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
          '& .ProseMirror a': { color: 'primary.main' },
          '& .ProseMirror blockquote': { borderLeft: 3, borderColor: 'divider', pl: 2, ml: 0 },
        }}
      >
        {editor && <RichTextToolbar editor={editor} label={label} />}
        <EditorContent editor={editor} />
      </Box>
      <FormHelperText id={noteId} error={Boolean(error)}>
        {error ?? helperText ?? ' '}
      </FormHelperText>
    </Box>
  );
}
